import { fullName, userMessages, type User } from '@coachboard/contract';
import { MoveToTrashDialog } from '@/components/feedback/move-to-trash-dialog';
import { errorMessage } from '@/lib/api-error';
import { useDeleteUser } from '../api/delete-user';
import { userKeys } from '../api/user-query-keys';

export interface DeleteUserDialogProps {
  user: Pick<User, 'id' | 'first_name' | 'last_name' | 'email'>;
  onClose: () => void;
  onDeleted?: () => void;
}

/** 'Delete User' confirmation; a failure stays in the dialog; a delete offers Undo. */
export function DeleteUserDialog({ user, onClose, onDeleted }: DeleteUserDialogProps) {
  const deleteUser = useDeleteUser();
  const name = (fullName(user) || user.email).slice(0, 50);

  return (
    <MoveToTrashDialog
      record={{ type: 'user', id: user.id }}
      invalidate={[userKeys.all]}
      mutation={deleteUser}
      title={userMessages.deleteTitle}
      message={(days) => (
        <>
          {userMessages.deleteConfirm(days)}
          <span className="mt-2 block font-semibold text-ink dark:text-white">{name}</span>
        </>
      )}
      errorText={(error) => errorMessage(error, userMessages.deleteFailed)}
      onClose={onClose}
      onDeleted={onDeleted}
    />
  );
}

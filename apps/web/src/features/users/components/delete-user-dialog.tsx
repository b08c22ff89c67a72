import { fullName, userMessages, type User } from '@coachboard/contract';
import { DeleteDialog } from '@/components/ui/delete-dialog';
import { errorMessage } from '@/lib/api-error';
import { useTrashRetentionDays } from '@/lib/trash-api';
import { useMovedToTrash } from '@/components/feedback/use-moved-to-trash';
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
  const days = useTrashRetentionDays();
  const movedToTrash = useMovedToTrash({ invalidate: [userKeys.all] });
  const name = (fullName(user) || user.email).slice(0, 50);

  return (
    <DeleteDialog
      id={user.id}
      mutation={deleteUser}
      title={userMessages.deleteTitle}
      message={
        <>
          {userMessages.deleteConfirm(days)}
          <span className="mt-2 block font-semibold text-ink dark:text-white">{name}</span>
        </>
      }
      errorText={(error) => errorMessage(error, userMessages.deleteFailed)}
      onClose={onClose}
      onDeleted={() => {
        movedToTrash({ record: { type: 'user', id: user.id } });
        onDeleted?.();
      }}
    />
  );
}

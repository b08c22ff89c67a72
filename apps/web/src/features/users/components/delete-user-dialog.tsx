import { fullName, userMessages, type User } from '@coachboard/contract';
import { DeleteDialog } from '@/components/ui/delete-dialog';
import { errorMessage } from '@/lib/api-error';
import { useDeleteUser } from '../api/delete-user';

export interface DeleteUserDialogProps {
  user: Pick<User, 'id' | 'first_name' | 'last_name' | 'email'>;
  onClose: () => void;
  onDeleted?: () => void;
}

/** 'Delete User' confirmation; a failure stays in the dialog. */
export function DeleteUserDialog({ user, onClose, onDeleted }: DeleteUserDialogProps) {
  const deleteUser = useDeleteUser();
  const name = (fullName(user) || user.email).slice(0, 50);

  return (
    <DeleteDialog
      id={user.id}
      mutation={deleteUser}
      title={userMessages.deleteTitle}
      message={
        <>
          {userMessages.deleteConfirm}
          <span className="mt-2 block font-semibold text-ink dark:text-white">{name}</span>
        </>
      }
      errorText={(error) => errorMessage(error, userMessages.deleteFailed)}
      onClose={onClose}
      onDeleted={() => onDeleted?.()}
    />
  );
}

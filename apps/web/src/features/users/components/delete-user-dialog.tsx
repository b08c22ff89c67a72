import { fullName, userMessages, type User } from '@coachboard/contract';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
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
  const confirm = () =>
    deleteUser.mutate(user.id, {
      onSuccess: () => {
        onClose();
        onDeleted?.();
      },
    });
  const name = (fullName(user) || user.email).slice(0, 50);

  return (
    <ConfirmDialog
      open
      onOpenChange={(open) => !open && onClose()}
      title={userMessages.deleteTitle}
      message={
        <>
          {userMessages.deleteConfirm}
          <span className="mt-2 block font-semibold text-ink dark:text-white">{name}</span>
        </>
      }
      confirmLabel="Delete"
      onConfirm={confirm}
      isConfirming={deleteUser.isPending}
      error={deleteUser.isError ? errorMessage(deleteUser.error, userMessages.deleteFailed) : null}
    />
  );
}

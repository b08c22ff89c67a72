import { communityMessages } from '@coachboard/contract';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { errorMessage } from '@/lib/api-error';
import { useDeleteComment } from '../api/delete-comment';

export interface DeleteCommentDialogProps {
  postId: number;
  commentId: number;
  onClose: () => void;
  onDeleted: (commentsCount: number) => void;
}

export function DeleteCommentDialog({ postId, commentId, onClose, onDeleted }: DeleteCommentDialogProps) {
  const deleteComment = useDeleteComment();
  const confirm = () =>
    deleteComment.mutate(
      { postId, commentId },
      {
        onSuccess: (result) => {
          onClose();
          onDeleted(result.comments_count);
        },
      },
    );
  return (
    <ConfirmDialog
      open
      onOpenChange={(open) => !open && onClose()}
      title={communityMessages.deleteCommentTitle}
      message={communityMessages.deleteCommentConfirm}
      onConfirm={confirm}
      isConfirming={deleteComment.isPending}
      error={
        deleteComment.isError
          ? errorMessage(deleteComment.error, communityMessages.deleteCommentUnexpected)
          : null
      }
    />
  );
}

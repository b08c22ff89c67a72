import { communityMessages } from '@coachboard/contract';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { errorMessage } from '@/lib/api-error';
import { useTrashRetentionDays } from '@/lib/trash-api';
import { useMovedToTrash } from '@/components/feedback/use-moved-to-trash';
import { postKeys } from '../api/community-query-keys';
import { useDeleteComment } from '../api/delete-comment';

export interface DeleteCommentDialogProps {
  postId: number;
  commentId: number;
  onClose: () => void;
  onDeleted: (commentsCount: number) => void;
}

export function DeleteCommentDialog({ postId, commentId, onClose, onDeleted }: DeleteCommentDialogProps) {
  const deleteComment = useDeleteComment();
  const days = useTrashRetentionDays();
  const movedToTrash = useMovedToTrash({ invalidate: [postKeys.all] });
  const confirm = () =>
    deleteComment.mutate(
      { postId, commentId },
      {
        onSuccess: (result) => {
          onClose();
          movedToTrash({ record: { type: 'comment', id: commentId } });
          onDeleted(result.comments_count);
        },
      },
    );
  return (
    <ConfirmDialog
      open
      onOpenChange={(open) => !open && onClose()}
      title={communityMessages.deleteCommentTitle}
      message={communityMessages.deleteCommentConfirm(days)}
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

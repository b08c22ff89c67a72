import { communityMessages, deletePreview, type Post } from '@coachboard/contract';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { errorMessage } from '@/lib/api-error';
import { useTrashRetentionDays } from '@/lib/trash-api';
import { useMovedToTrash } from '@/components/feedback/use-moved-to-trash';
import { postKeys } from '../api/community-query-keys';
import { useDeletePost } from '../api/delete-post';

export interface DeletePostDialogProps {
  post: Pick<Post, 'id' | 'content'>;
  /** The detail screen warns that the comments go too. */
  withComments?: boolean;
  onClose: () => void;
  onDeleted: () => void;
}

/** 'Delete Post' confirmation naming the post by its first 50 characters; a failure stays in the dialog; a delete offers Undo. */
export function DeletePostDialog({ post, withComments = false, onClose, onDeleted }: DeletePostDialogProps) {
  const deletePost = useDeletePost();
  const days = useTrashRetentionDays();
  const movedToTrash = useMovedToTrash({ invalidate: [postKeys.all] });
  const confirm = () =>
    deletePost.mutate(post.id, {
      onSuccess: () => {
        onClose();
        movedToTrash({ record: { type: 'post', id: post.id } });
        onDeleted();
      },
    });
  return (
    <ConfirmDialog
      open
      onOpenChange={(open) => !open && onClose()}
      title={communityMessages.deletePostTitle}
      message={
        <>
          {withComments
            ? communityMessages.deletePostWithCommentsConfirm(days)
            : communityMessages.deletePostConfirm(days)}
          <span className="mt-2 block font-semibold break-words text-ink dark:text-white">
            “{deletePreview(post.content)}”
          </span>
        </>
      }
      onConfirm={confirm}
      isConfirming={deletePost.isPending}
      error={
        deletePost.isError ? errorMessage(deletePost.error, communityMessages.deletePostUnexpected) : null
      }
    />
  );
}

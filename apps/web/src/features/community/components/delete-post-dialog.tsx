import { communityMessages, deletePreview, type Post } from '@coachboard/contract';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { errorMessage } from '@/lib/api-error';
import { useDeletePost } from '../api/delete-post';

export interface DeletePostDialogProps {
  post: Pick<Post, 'id' | 'content'>;
  /** The detail screen warns that the comments go too. */
  withComments?: boolean;
  onClose: () => void;
  onDeleted: () => void;
}

/** 'Delete Post' confirmation naming the post by its first 50 characters; a failure stays in the dialog. */
export function DeletePostDialog({ post, withComments = false, onClose, onDeleted }: DeletePostDialogProps) {
  const deletePost = useDeletePost();
  const confirm = () =>
    deletePost.mutate(post.id, {
      onSuccess: () => {
        onClose();
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
            ? communityMessages.deletePostWithCommentsConfirm
            : communityMessages.deletePostConfirm}
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

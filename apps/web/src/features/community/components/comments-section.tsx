import { useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { communityMessages, type Comment, type Post } from '@coachboard/contract';
import { MessageSquarePlus, MessagesSquare } from 'lucide-react';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { EmptyState } from '@/components/ui/empty-state';
import { ListPagination } from '@/components/ui/list-pagination';
import { Spinner } from '@/components/ui/spinner';
import { postKeys } from '../api/community-query-keys';
import { useCreateComment } from '../api/create-comment';
import { useComments } from '../api/get-comments';
import { useUpdateComment } from '../api/update-comment';
import { CommentFormModal } from './comment-form-modal';
import { CommentItem } from './comment-item';
import { DeleteCommentDialog } from './delete-comment-dialog';
import { formatCount } from '@/lib/format';
import { useCan } from '@/lib/permissions';

type OpenDialog = { kind: 'add' } | { kind: 'edit' | 'delete'; comment: Comment };

export interface CommentsSectionProps {
  post: Post;
  canModerate: (authorId: number) => boolean;
}

/** 'Comments (N)' with Add Comment, 15 a page, edit and delete for the author or an admin. */
export function CommentsSection({ post, canModerate }: CommentsSectionProps) {
  const mayComment = useCan()('community.createComment');
  const queryClient = useQueryClient();
  const [page, setPage] = useState(1);
  const [dialog, setDialog] = useState<OpenDialog | null>(null);
  const comments = useComments(post.id, page);
  const createComment = useCreateComment();
  const updateComment = useUpdateComment();
  const result = comments.data;
  const items = result?.data ?? [];

  // The answer carries the post's new count; it is shown at once (never below 0) while the post refetches.
  const showCount = (commentsCount: number) =>
    queryClient.setQueryData<Post>(postKeys.detail(post.id), (current) =>
      current ? { ...current, comments_count: Math.max(0, commentsCount) } : current,
    );

  return (
    <Card className="flex flex-col">
      <div className="flex flex-wrap items-center justify-between gap-3 px-5 pt-5 sm:px-6">
        <h2 className="text-lg font-bold text-ink dark:text-white">
          Comments ({formatCount(post.comments_count)})
        </h2>
        {mayComment && (
          <Button size="sm" onClick={() => setDialog({ kind: 'add' })}>
            <MessageSquarePlus aria-hidden className="size-4" />
            Add Comment
          </Button>
        )}
      </div>
      <div className="px-5 sm:px-6">
        {comments.isError && <Alert className="mt-4">{communityMessages.fetchCommentsFailed}</Alert>}
        {comments.isPending && !comments.isError ? (
          <div role="status" className="flex items-center justify-center gap-3 py-10 text-slate-500">
            <Spinner className="text-brand-500" />
            <span className="text-sm">Loading comments...</span>
          </div>
        ) : items.length === 0 && !comments.isError ? (
          <EmptyState
            icon={MessagesSquare}
            title={communityMessages.noComments}
            description={communityMessages.noCommentsHint}
          />
        ) : (
          <ul aria-label="Comments" className="divide-y divide-slate-100 dark:divide-white/10">
            {items.map((comment) => (
              <CommentItem
                key={comment.id}
                comment={comment}
                canModerate={canModerate(comment.author.id)}
                onEdit={() => setDialog({ kind: 'edit', comment })}
                onDelete={() => setDialog({ kind: 'delete', comment })}
              />
            ))}
          </ul>
        )}
      </div>
      <ListPagination
        page={result}
        label="Comments pagination"
        itemLabel="results"
        edges="page-numbers"
        onPageChange={setPage}
        disabled={comments.isFetching}
      />

      {dialog?.kind === 'add' && (
        <CommentFormModal
          onClose={() => setDialog(null)}
          onSubmit={async (content) => {
            const created = await createComment.mutateAsync({ postId: post.id, content });
            showCount(created.comments_count);
            setPage(1);
          }}
        />
      )}
      {dialog?.kind === 'edit' && (
        <CommentFormModal
          comment={dialog.comment}
          onClose={() => setDialog(null)}
          onSubmit={(content) =>
            updateComment.mutateAsync({ postId: post.id, commentId: dialog.comment.id, content })
          }
        />
      )}
      {dialog?.kind === 'delete' && (
        <DeleteCommentDialog
          postId={post.id}
          commentId={dialog.comment.id}
          onClose={() => setDialog(null)}
          onDeleted={(count) => {
            showCount(count);
            if (items.length === 1 && page > 1) setPage(page - 1);
          }}
        />
      )}
    </Card>
  );
}

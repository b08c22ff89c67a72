import { useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import { authorName, communityMessages, formatEnumLabel } from '@coachboard/contract';
import { Alert } from '@/components/ui/alert';
import { BackLink } from '@/components/ui/back-link';
import { buttonClassName } from '@/components/ui/button';
import { ErrorState } from '@/components/ui/error-state';
import { HistoryPanel } from '@/components/history/history-panel';
import { Spinner } from '@/components/ui/spinner';
import { invalidateKeys } from '@/lib/query-keys';
import { useRememberOpened } from '@/lib/recent-records';
import { routePaths } from '@/lib/route-paths';
import { postKeys } from '../api/community-query-keys';
import { usePost } from '../api/get-post';
import { useCanModerate } from '../api/get-viewer';
import { CommentsSection } from '../components/comments-section';
import { DeletePostDialog } from '../components/delete-post-dialog';
import { PostDetailCard } from '../components/post-detail-card';
import { PostFormModal } from '../components/post-form-modal';

/** As long as the global search's post titles. */
const POST_TITLE_LENGTH = 160;

const parsePostId = (value: string | undefined) => (value && /^\d+$/.test(value) ? Number(value) : null);

export function Component() {
  const postId = parsePostId(useParams().id);
  const navigate = useNavigate();
  const canModerate = useCanModerate();
  const queryClient = useQueryClient();
  const query = usePost(postId ?? 0, { enabled: postId !== null });
  const [dialog, setDialog] = useState<'edit' | 'delete' | null>(null);
  const [notice, setNotice] = useState<{ text: string; isError: boolean } | null>(null);
  const post = query.data;
  useRememberOpened(
    post
      ? {
          kind: 'posts',
          id: post.id,
          title: post.content.replace(/\s+/g, ' ').trim().slice(0, POST_TITLE_LENGTH),
          subtitle: [formatEnumLabel(post.type), authorName(post.author)].join(' · '),
          path: routePaths.post(post.id),
        }
      : null,
  );

  if (postId !== null && query.isPending) {
    return (
      <div role="status" className="flex items-center justify-center gap-3 py-24 text-slate-500">
        <Spinner className="text-brand-500" />
        <span className="text-sm">Loading post...</span>
      </div>
    );
  }
  if (!post) {
    return (
      <ErrorState
        title={communityMessages.postNotFound}
        action={
          <Link to={routePaths.community} className={buttonClassName('secondary')}>
            Return to Community
          </Link>
        }
      />
    );
  }

  return (
    <div className="mx-auto flex w-full max-w-4xl flex-col gap-5">
      <BackLink to={routePaths.community}>Back to Community</BackLink>
      {notice && (
        <Alert variant={notice.isError ? 'error' : 'success'} onDismiss={() => setNotice(null)}>
          {notice.text}
        </Alert>
      )}
      <PostDetailCard
        post={post}
        canModerate={canModerate(post.author.id)}
        onEdit={() => setDialog('edit')}
        onDelete={() => setDialog('delete')}
      />
      <CommentsSection post={post} canModerate={canModerate} />
      <HistoryPanel
        type="post"
        id={post.id}
        follows={postKeys.detail(post.id)}
        onReverted={() => invalidateKeys(queryClient, [postKeys.detail(post.id), ...postKeys.pages()])}
      />

      {dialog === 'edit' && (
        <PostFormModal
          post={post}
          onClose={() => setDialog(null)}
          onSaved={(result) =>
            setNotice(
              result.attachmentError
                ? { text: `Post updated, but: ${result.attachmentError}`, isError: true }
                : { text: communityMessages.postUpdated, isError: false },
            )
          }
        />
      )}
      {dialog === 'delete' && (
        <DeletePostDialog
          post={post}
          withComments
          onClose={() => setDialog(null)}
          onDeleted={() => navigate(routePaths.community)}
        />
      )}
    </div>
  );
}

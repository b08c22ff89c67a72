import { useState } from 'react';
import { communityMessages, listMessages, type Post } from '@coachboard/contract';
import { Plus, SearchX } from 'lucide-react';
import { Alert } from '@/components/ui/alert';
import { AttentionNotice } from '@/components/ui/attention-notice';
import { Button } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { ListPage } from '@/components/ui/list-page';
import { ListPagination } from '@/components/ui/list-pagination';
import { PageHeading } from '@/components/ui/page-heading';
import { BulkDeleteBar } from '@/components/bulk-delete/bulk-delete-bar';
import { cn } from '@/lib/cn';
import { useRowSelection } from '@/lib/use-row-selection';
import { useCan } from '@/lib/permissions';
import { postKeys } from '../api/community-query-keys';
import { useCanModerate } from '../api/get-viewer';
import { DeletePostDialog } from '../components/delete-post-dialog';
import { PostFormModal } from '../components/post-form-modal';
import { PostsTable } from '../components/posts-table';
import { TypeFilterBar } from '../components/type-filter-bar';
import { usePostList } from '../components/use-post-list';
import type { SavePostResult } from '../components/use-save-post';

type OpenDialog = { kind: 'create' } | { kind: 'edit' | 'delete'; post: Post };

const savedNote = (result: SavePostResult, created: boolean) =>
  result.attachmentError
    ? `${created ? 'Post created' : 'Post updated'}, but: ${result.attachmentError}`
    : created
      ? communityMessages.postCreated
      : communityMessages.postUpdated;

export function Component() {
  const list = usePostList();
  const canModerate = useCanModerate();
  const can = useCan();
  const [dialog, setDialog] = useState<OpenDialog | null>(null);
  const [notice, setNotice] = useState<{ text: string; isError: boolean } | null>(null);
  const { query, result } = list;
  // What "all matching" means: the type filter of the page on view.
  const matching = list.type ? { type: list.type } : {};
  const selection = useRowSelection(JSON.stringify({ ...matching, attention: list.attention }));

  const onSaved = (created: boolean) => (saved: SavePostResult) =>
    setNotice({ text: savedNote(saved, created), isError: saved.attachmentError !== null });

  return (
    <>
      <PageHeading
        title="Community"
        subtitle={communityMessages.subtitle}
        actions={
          can('community.createPost') && (
            <Button onClick={() => setDialog({ kind: 'create' })}>
              <Plus aria-hidden className="size-4" />
              Create Post
            </Button>
          )
        }
      />
      <ListPage
        title="Community Posts"
        toolbar={<TypeFilterBar selected={list.type} counts={list.counts.data} onSelect={list.setType} />}
        banners={
          <>
            {list.attention && <AttentionNotice attention={list.attention} onClear={list.clearAttention} />}
            {list.loadError && <Alert>{list.loadError}</Alert>}
            {can('community.bulkDeletePosts') && (
              <BulkDeleteBar
                type="post"
                selection={selection}
                pageIds={list.posts.map((post) => post.id)}
                // "All matching" is the type filter to the API, which a card's filter is not part of.
                page={list.attention ? undefined : result}
                matching={matching}
                invalidate={[postKeys.all]}
              />
            )}
            {notice && (
              <Alert variant={notice.isError ? 'error' : 'success'} onDismiss={() => setNotice(null)}>
                {notice.text}
              </Alert>
            )}
          </>
        }
        isLoading={query.isPending && !query.isError}
        loadingLabel="Loading posts..."
        isEmpty={list.posts.length === 0}
        empty={
          list.hasFilters ? (
            // No clear button of its own: each filter that can be on already has one in view (the tab bar's
            // 'Clear Filter', the card notice's 'Clear filter'), and a third beside them would only repeat one.
            <EmptyState icon={SearchX} title={listMessages.noMatches} />
          ) : (
            <EmptyState title={communityMessages.noPosts} />
          )
        }
        pagination={
          <ListPagination
            page={result}
            itemLabel="results"
            edges="page-numbers"
            onPageChange={list.setPage}
            disabled={query.isFetching}
          />
        }
      >
        <div className={cn('transition-opacity', query.isPlaceholderData && 'opacity-60')}>
          <PostsTable
            posts={list.posts}
            selection={can('community.bulkDeletePosts') ? selection : undefined}
            canModerate={canModerate}
            onEdit={(post) => setDialog({ kind: 'edit', post })}
            onDelete={(post) => setDialog({ kind: 'delete', post })}
          />
        </div>
      </ListPage>

      {dialog?.kind === 'create' && <PostFormModal onClose={() => setDialog(null)} onSaved={onSaved(true)} />}
      {dialog?.kind === 'edit' && (
        <PostFormModal
          key={dialog.post.id}
          post={dialog.post}
          onClose={() => setDialog(null)}
          onSaved={onSaved(false)}
        />
      )}
      {dialog?.kind === 'delete' && (
        <DeletePostDialog post={dialog.post} onClose={() => setDialog(null)} onDeleted={list.onPostDeleted} />
      )}
    </>
  );
}

import { Link, useNavigate } from 'react-router';
import { authorName, commentsLabel, deletePreview, type Post } from '@coachboard/contract';
import { MessageCircle, Paperclip } from 'lucide-react';
import { ResponsiveList, type ListColumn } from '@/components/ui/list-page';
import { SelectableCard, selectionColumn } from '@/components/bulk-delete/selection-bar';
import type { RowSelection } from '@/lib/use-row-selection';
import { formatTimestamp, pluralize, truncate } from '@/lib/format';
import { routePaths } from '@/lib/route-paths';
import { AuthorAvatar } from './author-avatar';
import { LikeButton } from './like-button';
import { PostRowActions, type PostActionHandlers } from './post-row-actions';
import { PostTypeBadge } from './post-type-badge';

const CONTENT_PREVIEW = 120;

function AuthorCell({ post, withEmail = false }: { post: Post; withEmail?: boolean }) {
  return (
    <div className="flex min-w-0 items-center gap-3" title={post.author.email}>
      <AuthorAvatar author={post.author} size="sm" />
      <div className="max-w-[9rem] min-w-0">
        <p className="font-semibold break-words text-ink dark:text-white">{authorName(post.author)}</p>
        {withEmail && (
          <p className="truncate text-xs text-slate-500 dark:text-slate-400">{post.author.email}</p>
        )}
      </div>
    </div>
  );
}

function ContentCell({ post }: { post: Post }) {
  return (
    <div className="flex max-w-[15rem] min-w-[10rem] flex-col gap-1">
      <Link
        to={routePaths.post(post.id)}
        className="line-clamp-3 break-words text-ink hover:text-brand-500 dark:text-slate-100 dark:hover:text-brand-300"
      >
        {truncate(post.content, CONTENT_PREVIEW)}
      </Link>
      {post.attachments.length > 0 && (
        <span className="inline-flex items-center gap-1 text-xs text-slate-500 dark:text-slate-400">
          <Paperclip aria-hidden className="size-3.5" />
          {pluralize(post.attachments.length, 'attachment')}
        </span>
      )}
    </div>
  );
}

function EngagementCell({ post }: { post: Post }) {
  return (
    <div className="flex flex-col items-start gap-1 whitespace-nowrap">
      <LikeButton post={post} />
      <span className="inline-flex items-center gap-1 px-2.5 text-xs font-semibold text-slate-500 dark:text-slate-400">
        <MessageCircle aria-hidden className="size-4" />
        {commentsLabel(post.comments_count)}
      </span>
    </div>
  );
}

export interface PostsTableProps extends PostActionHandlers {
  posts: Post[];
  canModerate: (authorId: number) => boolean;
  selection?: RowSelection;
}

const postName = (post: Post) => `post “${deletePreview(post.content)}”`;

export function PostsTable({ posts, canModerate, selection, ...actions }: PostsTableProps) {
  const navigate = useNavigate();
  const rowActions = (post: Post) =>
    canModerate(post.author.id) ? <PostRowActions post={post} {...actions} /> : null;
  const columns: ListColumn<Post>[] = [
    { id: 'author', header: 'Author', cell: (post) => <AuthorCell post={post} /> },
    { id: 'content', header: 'Content', cell: (post) => <ContentCell post={post} /> },
    { id: 'type', header: 'Type', className: 'px-3!', cell: (post) => <PostTypeBadge type={post.type} /> },
    {
      id: 'engagement',
      header: 'Engagement',
      className: 'px-3!',
      cell: (post) => <EngagementCell post={post} />,
    },
    {
      id: 'posted',
      header: 'Posted',
      className: 'px-3!',
      cell: (post) => (
        <span className="block min-w-[7.5rem] text-xs text-slate-500 dark:text-slate-400">
          {formatTimestamp(post.created_at)}
        </span>
      ),
    },
    { id: 'actions', header: 'Actions', className: 'pl-3! text-right', cell: rowActions },
  ];

  const pageIds = posts.map((post) => post.id);
  return (
    <ResponsiveList
      items={posts}
      columns={
        selection ? [selectionColumn(selection, posts, (post) => post.id, postName), ...columns] : columns
      }
      getKey={(post) => post.id}
      caption="Community posts"
      onItemClick={(post) => navigate(routePaths.post(post.id))}
      renderCard={(post) => (
        <SelectableCard selection={selection} id={post.id} name={postName(post)} pageIds={pageIds}>
          <div className="flex flex-col gap-3">
            <div className="flex items-start justify-between gap-2">
              <AuthorCell post={post} withEmail />
              <PostTypeBadge type={post.type} />
            </div>
            <ContentCell post={post} />
            <p className="text-xs text-slate-500 dark:text-slate-400">{formatTimestamp(post.created_at)}</p>
            <div className="flex flex-wrap items-center justify-between gap-2">
              <EngagementCell post={post} />
              {rowActions(post)}
            </div>
          </div>
        </SelectableCard>
      )}
    />
  );
}

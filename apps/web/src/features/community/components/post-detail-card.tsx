import { authorName, commentsLabel, type PostDetail } from '@coachboard/contract';
import { Flag, MessageCircle, Pencil, Trash2 } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { formatPostDateTime, pluralize } from '@/lib/format';
import { AttachmentsGrid } from './attachments-grid';
import { AuthorAvatar } from './author-avatar';
import { LikeButton } from './like-button';
import { PostContent } from './post-content';
import { PostTypeBadge } from './post-type-badge';

export interface PostDetailCardProps {
  post: PostDetail;
  canModerate: boolean;
  onEdit: () => void;
  onDelete: () => void;
}

export function PostDetailCard({ post, canModerate, onEdit, onDelete }: PostDetailCardProps) {
  return (
    <Card className="flex flex-col gap-5 p-5 sm:p-6">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="flex min-w-0 items-center gap-3">
          <AuthorAvatar author={post.author} size="lg" />
          <div className="min-w-0">
            <h1 className="truncate text-lg font-bold text-ink dark:text-white">{authorName(post.author)}</h1>
            <p className="text-sm text-slate-500 dark:text-slate-400">
              <time dateTime={post.created_at}>{formatPostDateTime(post.created_at)}</time>
            </p>
          </div>
        </div>
        <PostTypeBadge type={post.type} />
      </div>
      <PostContent content={post.content} className="text-base leading-relaxed" />
      <AttachmentsGrid attachments={post.attachments} />
      <div className="flex flex-wrap items-center justify-between gap-3 border-t border-slate-100 pt-4 dark:border-white/10">
        <div className="flex items-center gap-3">
          <LikeButton post={post} size="md" />
          <span className="inline-flex items-center gap-1.5 text-sm font-semibold text-slate-600 dark:text-slate-300">
            <MessageCircle aria-hidden className="size-5" />
            {commentsLabel(post.comments_count)}
          </span>
          {post.report_count > 0 && (
            // Members' reports, for the moderators: how many members flagged the post from the app.
            <span className="inline-flex items-center gap-1.5 text-sm font-semibold text-amber-700 dark:text-amber-300">
              <Flag aria-hidden className="size-5" />
              {`Reported by ${pluralize(post.report_count, 'member')}`}
            </span>
          )}
        </div>
        {canModerate && (
          <div className="flex items-center gap-2">
            <Button variant="secondary" size="sm" onClick={onEdit}>
              <Pencil aria-hidden className="size-4" />
              Edit
            </Button>
            <Button variant="danger" size="sm" onClick={onDelete}>
              <Trash2 aria-hidden className="size-4" />
              Delete
            </Button>
          </div>
        )}
      </div>
    </Card>
  );
}

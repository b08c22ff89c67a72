import { authorName, type Comment } from '@coachboard/contract';
import { Pencil, Trash2 } from 'lucide-react';
import { formatTimestamp } from '@/lib/format';
import { AuthorAvatar } from './author-avatar';
import { PostContent } from './post-content';

export interface CommentItemProps {
  comment: Comment;
  canModerate: boolean;
  onEdit: () => void;
  onDelete: () => void;
}

const actionClassName =
  'inline-flex size-8 items-center justify-center rounded-lg transition-colors hover:bg-slate-100 dark:hover:bg-white/10';

export function CommentItem({ comment, canModerate, onEdit, onDelete }: CommentItemProps) {
  return (
    <li className="flex gap-3 py-4">
      <AuthorAvatar author={comment.author} size="sm" />
      <div className="flex min-w-0 flex-1 flex-col gap-1">
        <div className="flex flex-wrap items-center justify-between gap-2">
          <div className="min-w-0">
            <span className="font-semibold text-ink dark:text-white">{authorName(comment.author)}</span>
            <span className="ml-2 text-xs text-slate-500 dark:text-slate-400">
              <time dateTime={comment.created_at}>{formatTimestamp(comment.created_at)}</time>
            </span>
          </div>
          {canModerate && (
            <div className="flex items-center gap-1">
              <button
                type="button"
                aria-label="Edit comment"
                title="Edit"
                onClick={onEdit}
                className={`${actionClassName} text-brand-500 dark:text-brand-300`}
              >
                <Pencil aria-hidden className="size-4" />
              </button>
              <button
                type="button"
                aria-label="Delete comment"
                title="Delete"
                onClick={onDelete}
                className={`${actionClassName} text-red-500 dark:text-red-400`}
              >
                <Trash2 aria-hidden className="size-4" />
              </button>
            </div>
          )}
        </div>
        <PostContent content={comment.content} className="text-sm" />
      </div>
    </li>
  );
}

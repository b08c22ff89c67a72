import { deletePreview, type Post } from '@coachboard/contract';
import { Pencil, Trash2 } from 'lucide-react';
import { cn } from '@/lib/cn';

export interface PostActionHandlers {
  onEdit: (post: Post) => void;
  onDelete: (post: Post) => void;
}

const actionClassName =
  'inline-flex size-9 items-center justify-center rounded-lg transition-colors hover:bg-slate-100 dark:hover:bg-white/10';

/** Edit and Delete icon buttons; names say which post, for screen readers moving from row to row. */
export function PostRowActions({ post, onEdit, onDelete }: PostActionHandlers & { post: Post }) {
  const name = deletePreview(post.content);
  return (
    <div className="flex items-center justify-end gap-1">
      <button
        type="button"
        aria-label={`Edit post: ${name}`}
        title="Edit"
        onClick={() => onEdit(post)}
        className={cn(actionClassName, 'text-brand-500 dark:text-brand-300')}
      >
        <Pencil aria-hidden className="size-4" />
      </button>
      <button
        type="button"
        aria-label={`Delete post: ${name}`}
        title="Delete"
        onClick={() => onDelete(post)}
        className={cn(actionClassName, 'text-red-500 dark:text-red-400')}
      >
        <Trash2 aria-hidden className="size-4" />
      </button>
    </div>
  );
}

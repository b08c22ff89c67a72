import { likesLabel, type Post } from '@coachboard/contract';
import { Heart } from 'lucide-react';
import { cn } from '@/lib/cn';
import { useCan } from '@/lib/permissions';
import { useTogglePostLike } from '../api/like-post';

/**
 * Like toggle with its count ('1 like' / 'N likes'). Clicks while a call runs are ignored; a failed call leaves
 * the screen as it was (the specification's likes fail silently).
 */
export function LikeButton({ post, size = 'sm' }: { post: Post; size?: 'sm' | 'md' }) {
  const toggle = useTogglePostLike();
  const liked = post.is_liked_by_auth_user;
  const mayLike = useCan()('community.likePost');
  const onClick = () => {
    if (toggle.isPending) return;
    toggle.mutate({ postId: post.id, like: !liked });
  };
  if (!mayLike) {
    // A team role without the community's writes sees the count only.
    return (
      <span
        className={cn(
          'inline-flex items-center gap-1.5 font-semibold text-slate-600 dark:text-slate-300',
          size === 'sm' ? 'h-8 px-2.5 text-xs' : 'h-10 px-4 text-sm',
        )}
      >
        <Heart aria-hidden className={size === 'sm' ? 'size-4' : 'size-5'} />
        <span>{likesLabel(post.likes_count)}</span>
      </span>
    );
  }
  // The count sits beside the toggle, not inside it: the toggle's name holds the count in parentheses, which a
  // speech user does not say, so the button's visible label is the heart alone (label-content-name-mismatch).
  return (
    <span className="inline-flex items-center">
      <button
        type="button"
        aria-pressed={liked}
        aria-label={`${liked ? 'Unlike' : 'Like'} post (${likesLabel(post.likes_count)})`}
        aria-busy={toggle.isPending || undefined}
        onClick={onClick}
        className={cn(
          'inline-flex items-center justify-center rounded-full transition-colors',
          size === 'sm' ? 'size-8' : 'size-10',
          liked
            ? 'bg-red-50 text-red-600 hover:bg-red-100 dark:bg-red-500/15 dark:text-red-300'
            : 'text-slate-600 hover:bg-slate-100 dark:text-slate-300 dark:hover:bg-white/10',
        )}
      >
        <Heart aria-hidden className={cn(size === 'sm' ? 'size-4' : 'size-5', liked && 'fill-current')} />
      </button>
      <span
        className={cn(
          'pr-2.5 pl-1 font-semibold',
          size === 'sm' ? 'text-xs' : 'text-sm',
          liked ? 'text-red-600 dark:text-red-300' : 'text-slate-600 dark:text-slate-300',
        )}
      >
        {likesLabel(post.likes_count)}
      </span>
    </span>
  );
}

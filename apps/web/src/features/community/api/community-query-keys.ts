import type { PostAttention } from '@coachboard/contract';
import { createQueryKeys } from '@/lib/query-keys';

/** Posts query keys; a post's comments nest under it so that invalidating the post reaches them. */
export const postKeys = createQueryKeys('posts', (keys) => ({
  /** Every filter bar's counts; with a card's filter, the counts of its posts (invalidated with the rest). */
  allTypeCounts: () => [...keys.all, 'type-counts'] as const,
  typeCounts: (attention: PostAttention | undefined) => [...keys.all, 'type-counts', { attention }] as const,
  viewer: () => [...keys.all, 'viewer'] as const,
  allComments: (postId: number) => [...keys.detail(postId), 'comments'] as const,
  comments: (postId: number, page: number) => [...keys.detail(postId), 'comments', { page }] as const,
}));

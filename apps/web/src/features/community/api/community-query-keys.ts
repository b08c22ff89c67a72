import { createQueryKeys } from '@/lib/query-keys';

/** Posts query keys; a post's comments nest under it so that invalidating the post reaches them. */
export const postKeys = createQueryKeys('posts', (keys) => ({
  typeCounts: () => [...keys.all, 'type-counts'] as const,
  viewer: () => [...keys.all, 'viewer'] as const,
  allComments: (postId: number) => [...keys.detail(postId), 'comments'] as const,
  comments: (postId: number, page: number) => [...keys.detail(postId), 'comments', { page }] as const,
}));

import { queryOptions, useQuery } from '@tanstack/react-query';
import { canModerate, userSchema } from '@coachboard/contract';
import { api } from '@/lib/api-client';
import { useCan } from '@/lib/permissions';
import { postKeys } from './community-query-keys';

/** The signed-in user, for the author-or-admin rule on posts and comments. */
export const getViewer = (signal?: AbortSignal) => api.get('/me', { schema: userSchema, signal });

export const getViewerQueryOptions = () =>
  queryOptions({
    queryKey: postKeys.viewer(),
    queryFn: ({ signal }) => getViewer(signal),
    staleTime: Number.POSITIVE_INFINITY,
  });

/**
 * Whether the signed-in user may edit and delete what `authorId` wrote (false until the user is known, and for a
 * team role without the community's writes).
 */
export const useCanModerate = () => {
  const { data: viewer } = useQuery(getViewerQueryOptions());
  const can = useCan();
  const mayWrite = can('community.updatePost') && can('community.deletePost');
  return (authorId: number) => mayWrite && canModerate(viewer, authorId);
};

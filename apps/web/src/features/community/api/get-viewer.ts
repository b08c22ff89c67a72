import { queryOptions, useQuery } from '@tanstack/react-query';
import { canModerate, userSchema } from '@coachboard/contract';
import { api } from '@/lib/api-client';
import { postKeys } from './community-query-keys';

/** The signed-in user, for the author-or-admin rule on posts and comments. */
export const getViewer = (signal?: AbortSignal) => api.get('/me', { schema: userSchema, signal });

export const getViewerQueryOptions = () =>
  queryOptions({
    queryKey: postKeys.viewer(),
    queryFn: ({ signal }) => getViewer(signal),
    staleTime: Number.POSITIVE_INFINITY,
  });

/** Whether the signed-in user may edit and delete what `authorId` wrote (false until the user is known). */
export const useCanModerate = () => {
  const { data: viewer } = useQuery(getViewerQueryOptions());
  return (authorId: number) => canModerate(viewer, authorId);
};

import { queryOptions, useQuery } from '@tanstack/react-query';
import { postTypeCountsSchema, type PostAttention } from '@coachboard/contract';
import { api } from '@/lib/api-client';
import { postKeys } from './community-query-keys';

/** The filter bar's counts: of every post, or of the posts a dashboard card's filter lists. */
export const getPostTypeCounts = (attention: PostAttention | undefined, signal?: AbortSignal) =>
  api.get('/posts/type-counts', { query: { attention }, schema: postTypeCountsSchema, signal });

export const getPostTypeCountsQueryOptions = (attention: PostAttention | undefined) =>
  queryOptions({
    queryKey: postKeys.typeCounts(attention),
    queryFn: ({ signal }) => getPostTypeCounts(attention, signal),
  });

export const usePostTypeCounts = (attention: PostAttention | undefined) =>
  useQuery(getPostTypeCountsQueryOptions(attention));

import { queryOptions, useQuery } from '@tanstack/react-query';
import { postTypeCountsSchema } from '@coachboard/contract';
import { api } from '@/lib/api-client';
import { postKeys } from './community-query-keys';

export const getPostTypeCounts = (signal?: AbortSignal) =>
  api.get('/posts/type-counts', { schema: postTypeCountsSchema, signal });

export const getPostTypeCountsQueryOptions = () =>
  queryOptions({ queryKey: postKeys.typeCounts(), queryFn: ({ signal }) => getPostTypeCounts(signal) });

export const usePostTypeCounts = () => useQuery(getPostTypeCountsQueryOptions());

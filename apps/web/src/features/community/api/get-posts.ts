import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import type { z } from 'zod';
import { postPageSchema, type postListQuerySchema } from '@coachboard/contract';
import { api } from '@/lib/api-client';
import { postKeys } from './community-query-keys';

export type GetPostsParams = Pick<z.output<typeof postListQuerySchema>, 'page'>;

export const getPosts = (params: GetPostsParams, signal?: AbortSignal) =>
  api.get('/posts', { query: params, schema: postPageSchema, signal });

export const getPostsQueryOptions = (params: GetPostsParams) =>
  queryOptions({
    queryKey: postKeys.list(params),
    queryFn: ({ signal }) => getPosts(params, signal),
    placeholderData: keepPreviousData,
  });

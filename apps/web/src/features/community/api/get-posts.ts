import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import type { z } from 'zod';
import { postPageSchema, type PostAttention, type postListQuerySchema } from '@coachboard/contract';
import { api } from '@/lib/api-client';
import { postKeys } from './community-query-keys';

/** `attention`: the posts a dashboard card counts, oldest first. */
export type GetPostsParams = Pick<z.output<typeof postListQuerySchema>, 'page'> & {
  attention?: PostAttention;
};

export const getPosts = (params: GetPostsParams, signal?: AbortSignal) =>
  api.get('/posts', { query: params, schema: postPageSchema, signal });

export const getPostsQueryOptions = (params: GetPostsParams) =>
  queryOptions({
    queryKey: postKeys.list(params),
    queryFn: ({ signal }) => getPosts(params, signal),
    placeholderData: keepPreviousData,
  });

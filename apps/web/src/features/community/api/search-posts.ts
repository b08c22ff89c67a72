import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { postPageSchema, type PostAttention, type PostType } from '@coachboard/contract';
import { api } from '@/lib/api-client';
import { postKeys } from './community-query-keys';

export type SearchPostsParams = { type: PostType; page: number; attention?: PostAttention };

/** `GET /posts/search?type&page&attention`: one type's posts, of a dashboard card's posts with `attention`. */
export const searchPosts = (params: SearchPostsParams, signal?: AbortSignal) =>
  api.get('/posts/search', { query: params, schema: postPageSchema, signal });

export const searchPostsQueryOptions = (params: SearchPostsParams) =>
  queryOptions({
    queryKey: postKeys.search(params),
    queryFn: ({ signal }) => searchPosts(params, signal),
    placeholderData: keepPreviousData,
  });

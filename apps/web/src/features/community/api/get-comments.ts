import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { commentPageSchema } from '@coachboard/contract';
import { api } from '@/lib/api-client';
import { postKeys } from './community-query-keys';

export const getComments = (postId: number, page: number, signal?: AbortSignal) =>
  api.get(`/posts/${postId}/comments`, { query: { page }, schema: commentPageSchema, signal });

export const getCommentsQueryOptions = (postId: number, page: number) =>
  queryOptions({
    queryKey: postKeys.comments(postId, page),
    queryFn: ({ signal }) => getComments(postId, page, signal),
    placeholderData: keepPreviousData,
  });

export const useComments = (postId: number, page: number, { enabled = true }: { enabled?: boolean } = {}) =>
  useQuery({ ...getCommentsQueryOptions(postId, page), enabled });

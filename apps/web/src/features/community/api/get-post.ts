import { queryOptions, useQuery } from '@tanstack/react-query';
import { postDetailSchema } from '@coachboard/contract';
import { api } from '@/lib/api-client';
import { postKeys } from './community-query-keys';

export const getPost = (postId: number, signal?: AbortSignal) =>
  api.get(`/posts/${postId}`, { schema: postDetailSchema, signal });

export const getPostQueryOptions = (postId: number) =>
  queryOptions({ queryKey: postKeys.detail(postId), queryFn: ({ signal }) => getPost(postId, signal) });

export const usePost = (postId: number, { enabled = true }: { enabled?: boolean } = {}) =>
  useQuery({ ...getPostQueryOptions(postId), enabled });

import { useMutation, useQueryClient } from '@tanstack/react-query';
import { commentWriteSchema } from '@coachboard/contract';
import { api } from '@/lib/api-client';
import { invalidateKeys } from '@/lib/query-keys';
import { postKeys } from './community-query-keys';

export const createComment = ({ postId, content }: { postId: number; content: string }) =>
  api.post(`/posts/${postId}/comments`, { content }, { schema: commentWriteSchema });

export const useCreateComment = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createComment,
    onSuccess: (_comment, { postId }) =>
      invalidateKeys(queryClient, [postKeys.detail(postId), ...postKeys.pages()]),
  });
};

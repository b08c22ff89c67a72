import { useMutation, useQueryClient } from '@tanstack/react-query';
import { commentDeletedSchema } from '@coachboard/contract';
import { api } from '@/lib/api-client';
import { invalidateKeys } from '@/lib/query-keys';
import { postKeys } from './community-query-keys';

export const deleteComment = ({ postId, commentId }: { postId: number; commentId: number }) =>
  api.delete(`/posts/${postId}/comments/${commentId}`, { schema: commentDeletedSchema });

export const useDeleteComment = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteComment,
    onSuccess: (_result, { postId }) =>
      invalidateKeys(queryClient, [postKeys.detail(postId), ...postKeys.pages()]),
  });
};

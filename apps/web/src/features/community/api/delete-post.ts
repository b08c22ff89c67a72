import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { invalidateKeys } from '@/lib/query-keys';
import { postKeys } from './community-query-keys';

export const deletePost = (postId: number) => api.delete(`/posts/${postId}`);

export const useDeletePost = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deletePost,
    onSuccess: (_result, postId) => {
      queryClient.removeQueries({ queryKey: postKeys.detail(postId) });
      return invalidateKeys(queryClient, [...postKeys.pages(), postKeys.allTypeCounts()]);
    },
  });
};

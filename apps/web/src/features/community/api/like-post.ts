import { useMutation, useQueryClient } from '@tanstack/react-query';
import { postLikeStateSchema } from '@coachboard/contract';
import { api } from '@/lib/api-client';
import { invalidateKeys } from '@/lib/query-keys';
import { postKeys } from './community-query-keys';

export const likePost = (postId: number) =>
  api.post(`/posts/${postId}/like`, undefined, { schema: postLikeStateSchema });
export const unlikePost = (postId: number) =>
  api.delete(`/posts/${postId}/like`, { schema: postLikeStateSchema });

/**
 * Like or unlike, then refresh the post wherever it shows. A failure changes nothing on screen (the
 * specification's likes fail silently); the caller ignores clicks while `isPending`.
 */
export const useTogglePostLike = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ postId, like }: { postId: number; like: boolean }) =>
      like ? likePost(postId) : unlikePost(postId),
    onSuccess: (_state, { postId }) =>
      invalidateKeys(queryClient, [postKeys.detail(postId), ...postKeys.pages()]),
  });
};

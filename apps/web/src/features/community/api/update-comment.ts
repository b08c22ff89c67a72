import { useMutation, useQueryClient } from '@tanstack/react-query';
import { commentWriteSchema } from '@coachboard/contract';
import { api } from '@/lib/api-client';
import { postKeys } from './community-query-keys';

export const updateComment = ({
  postId,
  commentId,
  content,
}: {
  postId: number;
  commentId: number;
  content: string;
}) => api.put(`/posts/${postId}/comments/${commentId}`, { content }, { schema: commentWriteSchema });

export const useUpdateComment = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateComment,
    onSuccess: (_comment, { postId }) =>
      queryClient.invalidateQueries({ queryKey: postKeys.allComments(postId) }),
  });
};

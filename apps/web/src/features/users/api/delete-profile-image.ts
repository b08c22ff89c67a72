import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { invalidateKeys } from '@/lib/query-keys';
import { userKeys } from './user-query-keys';

export type DeleteProfileImageVariables = { userId: number; imageId: number };

export const deleteProfileImage = ({ imageId }: DeleteProfileImageVariables) =>
  api.delete(`/files/delete/${imageId}`);

export const useDeleteProfileImage = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteProfileImage,
    onSuccess: (_result, { userId }) =>
      invalidateKeys(queryClient, [userKeys.detail(userId), ...userKeys.pages()]),
  });
};

import { useMutation, useQueryClient } from '@tanstack/react-query';
import { profileImageUploadSchema } from '@coachboard/contract';
import { api } from '@/lib/api-client';
import { invalidateKeys } from '@/lib/query-keys';
import type { UploadOptions } from '@/lib/xhr-upload';
import { userKeys } from './user-query-keys';

export type UploadProfileImageVariables = { userId: number; file: File } & UploadOptions;

export const uploadProfileImage = ({ userId, file, ...options }: UploadProfileImageVariables) => {
  const form = new FormData();
  form.append('file', file);
  return api.upload(`/files/users/${userId}/upload-profile-image`, form, {
    ...options,
    schema: profileImageUploadSchema,
  });
};

export const useUploadProfileImage = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: uploadProfileImage,
    onSuccess: (_result, { userId }) =>
      invalidateKeys(queryClient, [userKeys.detail(userId), ...userKeys.pages()]),
  });
};

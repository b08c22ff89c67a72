import { useMutation, useQueryClient } from '@tanstack/react-query';
import { programImageUploadSchema } from '@coachboard/contract';
import { api } from '@/lib/api-client';
import { invalidateKeys } from '@/lib/query-keys';
import { programKeys } from './program-query-keys';

export type UploadProgramImageVariables = {
  programId: number;
  file: File;
  onProgress?: (fraction: number) => void;
  signal?: AbortSignal;
};

export const uploadProgramImage = ({ programId, file, onProgress, signal }: UploadProgramImageVariables) => {
  const formData = new FormData();
  formData.append('file', file);
  formData.append('trainingProgramId', String(programId));
  return api.upload(`/files/training-programs/${programId}/upload-program-image`, formData, {
    schema: programImageUploadSchema,
    onProgress,
    signal,
  });
};

export const useUploadProgramImage = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: uploadProgramImage,
    onSuccess: (_image, { programId }) =>
      invalidateKeys(queryClient, [programKeys.detail(programId), ...programKeys.pages()]),
  });
};

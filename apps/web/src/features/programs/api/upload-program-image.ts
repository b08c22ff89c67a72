import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ProgramImageUpload } from '@coachboard/contract';
import { api } from '@/lib/api-client';
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
  return api.upload<ProgramImageUpload>(
    `/files/training-programs/${programId}/upload-program-image`,
    formData,
    {
      onProgress,
      signal,
    },
  );
};

export const useUploadProgramImage = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: uploadProgramImage,
    onSuccess: (_image, { programId }) =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: programKeys.detail(programId) }),
        queryClient.invalidateQueries({ queryKey: programKeys.lists() }),
        queryClient.invalidateQueries({ queryKey: programKeys.searches() }),
      ]),
  });
};

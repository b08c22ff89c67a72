import { attachmentUploadSchema } from '@coachboard/contract';
import { api } from '@/lib/api-client';

export type UploadPostAttachmentsVariables = {
  postId: number;
  files: File[];
  onProgress?: (fraction: number) => void;
  signal?: AbortSignal;
};

export const uploadPostAttachments = ({
  postId,
  files,
  onProgress,
  signal,
}: UploadPostAttachmentsVariables) => {
  const formData = new FormData();
  for (const file of files) formData.append('attachments[]', file);
  return api.upload(`/files/community/posts/${postId}/upload-attachment`, formData, {
    schema: attachmentUploadSchema,
    onProgress,
    signal,
  });
};

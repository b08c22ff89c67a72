import { api } from '@/lib/api-client';

/** `DELETE /files/delete/{fileId}` for one attachment of a post. */
export const deletePostAttachment = (fileId: number) => api.delete(`/files/delete/${fileId}`);

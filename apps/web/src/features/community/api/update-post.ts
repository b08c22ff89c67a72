import { postSchema, type UpdatePost } from '@coachboard/contract';
import { api } from '@/lib/api-client';

/** Used by the post form's update flow (remove attachments, update, upload new ones, refetch). */
export const updatePost = ({ postId, input }: { postId: number; input: UpdatePost }) =>
  api.put(`/posts/${postId}`, input, { schema: postSchema });

import { postSchema, type CreatePost } from '@coachboard/contract';
import { api } from '@/lib/api-client';

/** Used by the post form's create flow (create, upload attachments, refetch). */
export const createPost = (input: CreatePost) => api.post('/posts', input, { schema: postSchema });

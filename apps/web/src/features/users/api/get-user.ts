import { userSchema } from '@coachboard/contract';
import { api } from '@/lib/api-client';

/** `GET /users/{id}`: the user alone, as the edit form reloads it after a stale save. */
export const getUser = (userId: number, signal?: AbortSignal) =>
  api.get(`/users/${userId}`, { schema: userSchema, signal });

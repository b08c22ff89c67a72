import type { userSchema } from '@coachboard/contract';
import { api } from '@/lib/api-client';

export const getMe = (signal?: AbortSignal) => api.get<typeof userSchema>('/me', { signal });

import type { z } from 'zod';
import type { loginInputSchema, loginResultSchema } from '@coachboard/contract';
import { api } from '@/lib/api-client';

export type LoginRequest = z.output<typeof loginInputSchema>;

export const login = (input: LoginRequest) => api.post<typeof loginResultSchema>('/auth/login', input);

import type { z } from 'zod';
import { loginResultSchema, type loginInputSchema } from '@coachboard/contract';
import { api } from '@/lib/api-client';

export type LoginRequest = z.output<typeof loginInputSchema>;

export const login = (input: LoginRequest) => api.post('/auth/login', input, { schema: loginResultSchema });

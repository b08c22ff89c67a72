import type { z } from 'zod';
import type { verifyResetCodeSchema } from '@coachboard/contract';
import { api } from '@/lib/api-client';

export type VerifyResetCodeRequest = z.output<typeof verifyResetCodeSchema>;

export const verifyResetCode = (input: VerifyResetCodeRequest) => api.post('/auth/verify-reset-code', input);

import type { ResetPasswordInput } from '@coachboard/contract';
import { api } from '@/lib/api-client';

export const resetPassword = (input: ResetPasswordInput) => api.post('/auth/reset-password', input);

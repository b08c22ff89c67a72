import type { z } from 'zod';
import type { loginAnswerSchema, loginInputSchema, loginResultSchema } from '@coachboard/contract';
import { api } from '@/lib/api-client';

export type LoginRequest = z.output<typeof loginInputSchema>;

/** The user with the token pair, or, for an account with two-factor sign-in, a challenge for the second step. */
export const login = (input: LoginRequest) => api.post<typeof loginAnswerSchema>('/auth/login', input);

export interface SecondStepRequest {
  challenge: string;
  code?: string;
  recovery_code?: string;
}

/** `POST /auth/login/second-step`: the challenge and a code (or a recovery code); answers what a sign-in does. */
export const verifySecondStep = (input: SecondStepRequest) =>
  api.post<typeof loginResultSchema>('/auth/login/second-step', input);

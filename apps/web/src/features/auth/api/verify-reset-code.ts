import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

export interface VerifyResetCodeRequest {
  email: string;
  code: string;
}

export const verifyResetCode = (input: VerifyResetCodeRequest) =>
  api.post<unknown>('/auth/verify-reset-code', input);

export const useVerifyResetCode = () => useMutation({ mutationFn: verifyResetCode });

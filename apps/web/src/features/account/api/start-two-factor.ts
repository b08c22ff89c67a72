import { useMutation } from '@tanstack/react-query';
import { twoFactorSetupSchema, type StartTwoFactorInput } from '@coachboard/contract';
import { api } from '@/lib/api-client';

/** `POST /account/two-factor/start`: the current password; a new secret, its otpauth URI and QR code (shown once). */
export const startTwoFactor = (input: StartTwoFactorInput) =>
  api.post('/account/two-factor/start', input, { schema: twoFactorSetupSchema });
export const useStartTwoFactor = () => useMutation({ mutationFn: startTwoFactor });

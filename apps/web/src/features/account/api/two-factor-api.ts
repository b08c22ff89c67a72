import { useMutation, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import {
  recoveryCodesSchema,
  twoFactorSetupSchema,
  type ConfirmTwoFactorInput,
  type DisableTwoFactorInput,
  type StartTwoFactorInput,
} from '@coachboard/contract';
import { api } from '@/lib/api-client';
import { accountKeys } from './account-api';

/** `POST /account/two-factor/start`: the current password; a new secret, its otpauth URI and QR code (shown once). */
export const startTwoFactor = (input: StartTwoFactorInput) =>
  api.post('/account/two-factor/start', input, { schema: twoFactorSetupSchema });

/** `POST /account/two-factor/confirm`: a first code turns it on; answers the ten recovery codes once. */
export const confirmTwoFactor = (input: ConfirmTwoFactorInput) =>
  api.post('/account/two-factor/confirm', input, { schema: recoveryCodesSchema });

/** `POST /account/two-factor/disable`: the password and a code (or a recovery code). */
export const disableTwoFactor = (input: DisableTwoFactorInput) =>
  api.post('/account/two-factor/disable', input, { schema: z.null() });

/** `POST /account/two-factor/recovery-codes`: ten new codes; the old ones stop working. */
export const regenerateRecoveryCodes = (input: { code: string }) =>
  api.post('/account/two-factor/recovery-codes', input, { schema: recoveryCodesSchema });

/** The account (`/me`, with `two_factor_enabled`) is reloaded after a change of the status. */
const useStatusMutation = <TInput, TOutput>(mutationFn: (input: TInput) => Promise<TOutput>) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: accountKeys.me() }),
  });
};

export const useStartTwoFactor = () => useMutation({ mutationFn: startTwoFactor });
export const useConfirmTwoFactor = () => useStatusMutation(confirmTwoFactor);
export const useDisableTwoFactor = () => useStatusMutation(disableTwoFactor);
export const useRegenerateRecoveryCodes = () => useMutation({ mutationFn: regenerateRecoveryCodes });

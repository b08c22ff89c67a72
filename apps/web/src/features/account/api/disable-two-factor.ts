import { z } from 'zod';
import type { DisableTwoFactorInput } from '@coachboard/contract';
import { api } from '@/lib/api-client';
import { useTwoFactorStatusMutation } from './use-two-factor-status-mutation';

/** `POST /account/two-factor/disable`: the password and a code (or a recovery code). */
export const disableTwoFactor = (input: DisableTwoFactorInput) =>
  api.post('/account/two-factor/disable', input, { schema: z.null() });
export const useDisableTwoFactor = () => useTwoFactorStatusMutation(disableTwoFactor);

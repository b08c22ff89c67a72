import { recoveryCodesSchema, type ConfirmTwoFactorInput } from '@coachboard/contract';
import { api } from '@/lib/api-client';
import { useTwoFactorStatusMutation } from './use-two-factor-status-mutation';

/** `POST /account/two-factor/confirm`: a first code turns it on; answers the ten recovery codes once. */
export const confirmTwoFactor = (input: ConfirmTwoFactorInput) =>
  api.post('/account/two-factor/confirm', input, { schema: recoveryCodesSchema });
export const useConfirmTwoFactor = () => useTwoFactorStatusMutation(confirmTwoFactor);

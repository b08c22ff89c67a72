import { useMutation } from '@tanstack/react-query';
import { recoveryCodesSchema } from '@coachboard/contract';
import { api } from '@/lib/api-client';

/** `POST /account/two-factor/recovery-codes`: ten new codes; the old ones stop working. */
export const regenerateRecoveryCodes = (input: { code: string }) =>
  api.post('/account/two-factor/recovery-codes', input, { schema: recoveryCodesSchema });
export const useRegenerateRecoveryCodes = () => useMutation({ mutationFn: regenerateRecoveryCodes });

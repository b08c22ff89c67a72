import type { FieldValues } from 'react-hook-form';
import { errorMessage } from './api-error';
import { useContractForm, type ContractFormOptions } from './use-contract-form';
import type { VersionedRecord } from './use-stale-update';

export type PlainContractFormOptions<
  TValues extends FieldValues,
  TOutput,
  TRecord extends VersionedRecord,
  TResult,
> = Omit<
  ContractFormOptions<TValues, TOutput, TRecord, TOutput, TResult>,
  'toRequest' | 'failureMessage' | 'bannerForFieldErrors'
> &
  Partial<Pick<ContractFormOptions<TValues, TOutput, TRecord, TOutput, TResult>, 'failureMessage'>>;

/**
 * `useContractForm` for a form that sends its validated values as they are (the account, two-factor and team
 * forms): a refused field says why under itself, and the banner is only for what no field can show, by default
 * the server's message.
 */
export function usePlainContractForm<
  TValues extends FieldValues,
  TOutput,
  TRecord extends VersionedRecord,
  TResult,
>(options: PlainContractFormOptions<TValues, TOutput, TRecord, TResult>) {
  return useContractForm<TValues, TOutput, TRecord, TOutput, TResult>({
    ...options,
    failureMessage: options.failureMessage ?? ((error) => errorMessage(error)),
    toRequest: (output) => output,
    bannerForFieldErrors: false,
  });
}

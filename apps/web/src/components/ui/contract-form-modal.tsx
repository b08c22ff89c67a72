import type { FormEventHandler } from 'react';
import type { FieldValues, UseFormReturn } from 'react-hook-form';
import type { FormBannerState } from '@/lib/use-contract-form';
import { FormModal, type FormModalProps } from './form-modal';

/** What `useContractForm` returns that the modal wires: the form's state, its submit and its banner. */
export interface ContractFormHandle<TValues extends FieldValues, TOutput> {
  form: UseFormReturn<TValues, unknown, TOutput>;
  submit: FormEventHandler<HTMLFormElement>;
  banner: FormBannerState | null;
}

export interface ContractFormModalProps<TValues extends FieldValues, TOutput> extends Omit<
  FormModalProps,
  'open' | 'onOpenChange' | 'onSubmit' | 'isSubmitting' | 'banner'
> {
  /** The modal's `useContractForm(...)`. */
  contract: ContractFormHandle<TValues, TOutput>;
  /** Cancel, Escape and a finished save close the modal; it cannot be dismissed while the save runs. */
  onClose: () => void;
}

/**
 * A form modal driven by `useContractForm`: open while mounted (mount it when needed, so each opening starts from
 * fresh values), its submit, busy state and failure banner taken from the form.
 */
export function ContractFormModal<TValues extends FieldValues, TOutput>({
  contract,
  onClose,
  ...modal
}: ContractFormModalProps<TValues, TOutput>) {
  return (
    <FormModal
      {...modal}
      open
      onOpenChange={(open) => !open && onClose()}
      onSubmit={contract.submit}
      isSubmitting={contract.form.formState.isSubmitting}
      banner={contract.banner}
    />
  );
}

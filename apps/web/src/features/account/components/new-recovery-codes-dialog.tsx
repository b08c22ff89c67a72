import { z } from 'zod';
import { ContractFormModal } from '@/components/ui/contract-form-modal';
import { Field } from '@/components/ui/field';
import { TextInput } from '@/components/ui/text-input';
import { usePlainContractForm } from '@/lib/use-plain-contract-form';
import { useRegenerateRecoveryCodes } from '../api/regenerate-recovery-codes';
import { codeInputProps, twoFactorCodeField } from './two-factor-code-field';

const newCodesFormSchema = z.object({ code: twoFactorCodeField });

/** 'Get new recovery codes': a current code, then the ten new codes (the old ones stop working). */
export function NewRecoveryCodesDialog({
  onClose,
  onCodes,
}: {
  onClose: () => void;
  onCodes: (codes: string[]) => void;
}) {
  const regenerate = useRegenerateRecoveryCodes();
  const { banner, ...contract } = usePlainContractForm({
    schema: newCodesFormSchema,
    toValues: () => ({ code: '' }),
    save: regenerate.mutateAsync,
    onSaved: (answer) => {
      onCodes(answer.recovery_codes);
      onClose();
    },
    fields: ['code'],
  });
  const {
    register,
    formState: { errors },
  } = contract.form;
  // The dialog asks for one code: a refusal is that code's error, shown under it rather than in a banner.
  const codeError = errors.code?.message ?? (banner?.kind === 'message' ? banner.message : undefined);

  return (
    <ContractFormModal
      contract={{ ...contract, banner: null }}
      onClose={onClose}
      title="Get new recovery codes"
      description="Your current recovery codes will stop working."
      size="md"
      submitLabel="Get new codes"
    >
      <Field label="Authentication code" required error={codeError}>
        <TextInput {...codeInputProps} {...register('code')} />
      </Field>
    </ContractFormModal>
  );
}

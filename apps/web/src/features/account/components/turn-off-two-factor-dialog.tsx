import { disableTwoFactorSchema } from '@coachboard/contract';
import { useToast } from '@/components/feedback/toast';
import { ContractFormModal } from '@/components/ui/contract-form-modal';
import { Field } from '@/components/ui/field';
import { TextInput } from '@/components/ui/text-input';
import { usePlainContractForm } from '@/lib/use-plain-contract-form';
import { useDisableTwoFactor } from '../api/disable-two-factor';
import { codeInputProps, twoFactorCodeField } from './two-factor-code-field';

const turnOffFormSchema = disableTwoFactorSchema.extend({ code: twoFactorCodeField });

/** 'Turn off': the password and a current code (or a recovery code). Mount it when needed. */
export function TurnOffTwoFactorDialog({ onClose }: { onClose: () => void }) {
  const toast = useToast();
  const disable = useDisableTwoFactor();
  const contract = usePlainContractForm({
    schema: turnOffFormSchema,
    toValues: () => ({ password: '', code: '' }),
    save: disable.mutateAsync,
    onSaved: () => {
      toast.show({ tone: 'success', text: 'Two-factor sign-in is off' });
      onClose();
    },
    fields: ['password', 'code'],
  });
  const { register } = contract.form;
  const { errors } = contract.form.formState;

  return (
    <ContractFormModal
      contract={contract}
      onClose={onClose}
      title="Turn off two-factor sign-in"
      description="Signing in will need only your password."
      size="md"
      submitLabel="Turn off"
      submitVariant="danger"
    >
      <Field label="Password" required error={errors.password?.message}>
        <TextInput type="password" autoComplete="current-password" {...register('password')} />
      </Field>
      <Field
        label="Authentication code"
        required
        error={errors.code?.message}
        hint="The code from your authenticator app, or one of your recovery codes."
      >
        <TextInput {...codeInputProps} {...register('code')} />
      </Field>
    </ContractFormModal>
  );
}

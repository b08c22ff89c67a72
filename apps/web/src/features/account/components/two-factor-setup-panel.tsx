import { z } from 'zod';
import { twoFactorMessages, type TwoFactorSetup } from '@coachboard/contract';
import { useToast } from '@/components/feedback/toast';
import { Button } from '@/components/ui/button';
import { Field } from '@/components/ui/field';
import { TextInput } from '@/components/ui/text-input';
import { usePlainContractForm } from '@/lib/use-plain-contract-form';
import { useConfirmTwoFactor } from '../api/confirm-two-factor';
import { codeInputProps, twoFactorCodeField } from './two-factor-code-field';

const confirmFormSchema = z.object({ code: twoFactorCodeField });

/** Set-up: the QR code, the secret to type by hand, and the first code that turns it on. */
export function TwoFactorSetupPanel({
  setup,
  onConfirmed,
  onCancel,
}: {
  setup: TwoFactorSetup;
  onConfirmed: (codes: string[]) => void;
  onCancel: () => void;
}) {
  const toast = useToast();
  const confirm = useConfirmTwoFactor();
  const { form, submit, banner } = usePlainContractForm({
    schema: confirmFormSchema,
    toValues: () => ({ code: '' }),
    save: confirm.mutateAsync,
    onSaved: (answer) => {
      // Confirming signs out every other session of the account; the member is told so.
      toast.show({ tone: 'success', text: twoFactorMessages.turnedOn });
      onConfirmed(answer.recovery_codes);
    },
    fields: ['code'],
  });
  const {
    register,
    formState: { errors, isSubmitting },
  } = form;
  // A refused code is the box's own error, whatever the answer named.
  const codeError = errors.code?.message ?? (banner?.kind === 'message' ? banner.message : undefined);

  return (
    <form noValidate onSubmit={submit} className="flex max-w-xl flex-col gap-4">
      <p className="text-sm text-slate-600 dark:text-slate-400">
        Scan the QR code with your authenticator app, then enter the 6-digit code it shows.
      </p>
      <img
        src={setup.qr_code}
        alt="QR code for your authenticator app"
        className="size-48 rounded-lg bg-white p-2"
      />
      <p className="text-sm text-slate-600 dark:text-slate-400">
        Cannot scan it? Enter this key in the app:{' '}
        <code
          data-testid="two-factor-secret"
          className="font-mono font-semibold break-all text-ink dark:text-white"
        >
          {setup.secret}
        </code>
      </p>
      <Field label="Authentication code" required error={codeError}>
        <TextInput {...codeInputProps} {...register('code')} />
      </Field>
      <div className="flex gap-2">
        <Button type="submit" loading={isSubmitting}>
          Confirm
        </Button>
        <Button type="button" variant="secondary" onClick={onCancel} disabled={isSubmitting}>
          Cancel
        </Button>
      </div>
    </form>
  );
}

import { startTwoFactorSchema, type TwoFactorSetup } from '@coachboard/contract';
import { Button } from '@/components/ui/button';
import { Field } from '@/components/ui/field';
import { FormBanner } from '@/components/ui/form-banner';
import { TextInput } from '@/components/ui/text-input';
import { usePlainContractForm } from '@/lib/use-plain-contract-form';
import { useStartTwoFactor } from '../api/start-two-factor';

/** The current password, asked again before the set-up starts (a session left open is not enough). */
export function TwoFactorStartForm({
  disabled,
  onStarted,
}: {
  disabled: boolean;
  onStarted: (setup: TwoFactorSetup) => void;
}) {
  const start = useStartTwoFactor();
  const { form, submit, banner } = usePlainContractForm({
    schema: startTwoFactorSchema,
    toValues: () => ({ password: '' }),
    save: start.mutateAsync,
    onSaved: onStarted,
    fields: ['password'],
  });
  const {
    register,
    formState: { errors, isSubmitting },
  } = form;

  return (
    <form noValidate onSubmit={submit} className="flex max-w-xl flex-col gap-4">
      <FormBanner banner={banner} />
      <Field label="Current password" required error={errors.password?.message}>
        <TextInput type="password" autoComplete="current-password" {...register('password')} />
      </Field>
      <div>
        <Button type="submit" loading={isSubmitting} disabled={disabled}>
          Turn on two-factor sign-in
        </Button>
      </div>
    </form>
  );
}

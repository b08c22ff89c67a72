import { useEffect, useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import {
  acceptInvitationSchema,
  teamMessages,
  teamRoleLabels,
  type InvitationPreview,
} from '@coachboard/contract';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { Field } from '@/components/ui/field';
import { FormBanner } from '@/components/ui/form-banner';
import { Spinner } from '@/components/ui/spinner';
import { TextInput } from '@/components/ui/text-input';
import { ApiError, errorMessage } from '@/lib/api-error';
import { routePaths } from '@/lib/route-paths';
import { usePlainContractForm } from '@/lib/use-plain-contract-form';
import { acceptInvitation } from '../api/accept-invitation';
import { getInvitation } from '../api/get-invitation';

const backToSignIn = (
  <Link
    to={routePaths.signIn}
    className="mt-6 inline-block text-sm font-semibold text-brand-500 hover:underline dark:text-brand-300"
  >
    ← Back to Sign In
  </Link>
);

/**
 * The invitation link's page (public): shows who is invited as what; the invitee sets a name and a password,
 * then signs in as usual.
 */
export function Component() {
  const [searchParams] = useSearchParams();
  const token = searchParams.get('token') ?? '';
  // The auth screens carry no query client (TanStack Query is not part of the first load): one read, by hand.
  const [invitation, setInvitation] = useState<
    { data: InvitationPreview; error?: undefined } | { data?: undefined; error: unknown } | null
  >(null);
  useEffect(() => {
    if (token === '') return;
    const controller = new AbortController();
    getInvitation(token, controller.signal).then(
      (data) => setInvitation({ data }),
      (error: unknown) => {
        if (!controller.signal.aborted) setInvitation({ error });
      },
    );
    return () => controller.abort();
  }, [token]);
  const failed = token === '' || invitation?.error !== undefined;

  return (
    <Card className="px-6 py-8 sm:px-8">
      <h1 className="text-3xl font-bold tracking-tight text-ink dark:text-white">
        {teamMessages.acceptTitle}
      </h1>
      {failed ? (
        <>
          <Alert className="mt-6">
            {token === '' || (invitation?.error instanceof ApiError && invitation.error.status === 404)
              ? teamMessages.invitationGone
              : errorMessage(invitation?.error)}
          </Alert>
          {backToSignIn}
        </>
      ) : invitation?.data ? (
        <AcceptForm
          token={token}
          email={invitation.data.email}
          role={teamRoleLabels[invitation.data.team_role]}
        />
      ) : (
        <Spinner label="Loading the invitation..." className="mt-6" />
      )}
    </Card>
  );
}

function AcceptForm({ token, email, role }: { token: string; email: string; role: string }) {
  const navigate = useNavigate();
  const { form, submit, banner } = usePlainContractForm({
    schema: acceptInvitationSchema,
    toValues: () => ({ token, first_name: '', last_name: '', password: '', password_confirmation: '' }),
    save: acceptInvitation,
    onSaved: () => navigate(routePaths.signIn, { replace: true, state: { notice: teamMessages.joined } }),
    fields: ['first_name', 'last_name', 'password', 'password_confirmation'],
  });
  const {
    register,
    formState: { errors, isSubmitting },
  } = form;

  return (
    <>
      <p className="mt-2 mb-7 text-sm text-slate-500 dark:text-slate-400">
        {teamMessages.acceptIntro(email, role)}
      </p>
      <form onSubmit={submit} noValidate className="flex flex-col gap-5">
        <FormBanner banner={banner} />
        <Field label="E-mail">
          <TextInput type="email" value={email} readOnly autoComplete="username" />
        </Field>
        <Field label="First name" required error={errors.first_name?.message}>
          <TextInput autoComplete="given-name" {...register('first_name')} />
        </Field>
        <Field label="Last name" required error={errors.last_name?.message}>
          <TextInput autoComplete="family-name" {...register('last_name')} />
        </Field>
        <Field
          label="Password"
          required
          error={errors.password?.message}
          hint="At least 12 characters, not a common password"
        >
          <TextInput type="password" autoComplete="new-password" {...register('password')} />
        </Field>
        <Field label="Confirm password" required error={errors.password_confirmation?.message}>
          <TextInput type="password" autoComplete="new-password" {...register('password_confirmation')} />
        </Field>
        <Button type="submit" size="lg" loading={isSubmitting} className="w-full">
          {teamMessages.join}
        </Button>
      </form>
      {backToSignIn}
    </>
  );
}

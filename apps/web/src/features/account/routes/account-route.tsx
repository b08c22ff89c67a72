import { accountMessages } from '@coachboard/contract';
import { Alert } from '@/components/ui/alert';
import { PageHeading } from '@/components/ui/page-heading';
import { Spinner } from '@/components/ui/spinner';
import { errorMessage } from '@/lib/api-error';
import { useAccount } from '../api/get-account';
import { PasswordSection } from '../components/password-section';
import { ProfileSection } from '../components/profile-section';
import { SessionsSection } from '../components/sessions-section';
import { TwoFactorSection } from '../components/two-factor-section';

/**
 * 'My account': the signed-in member's name, password, two-factor sign-in and sessions.
 * Each section is a component of its own; the two-factor section belongs to the two-factor work.
 */
export function Component() {
  const account = useAccount();
  return (
    <div className="flex flex-col gap-6">
      <PageHeading
        title={accountMessages.title}
        subtitle="Your name, your password and the browsers signed in to your account."
      />
      {account.isPending ? (
        <p className="flex items-center gap-2 text-sm text-slate-600 dark:text-slate-400">
          <Spinner /> Loading your account...
        </p>
      ) : account.isError ? (
        <Alert>{`Error loading your account: ${errorMessage(account.error)}`}</Alert>
      ) : (
        <ProfileSection user={account.data} />
      )}
      <PasswordSection />
      <TwoFactorSection />
      <SessionsSection />
    </div>
  );
}

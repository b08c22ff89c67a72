import type { ReactNode } from 'react';
import {
  accountAgeDays,
  describeHeight,
  formatDateOfBirth,
  formatEnumLabel,
  isAppUser,
  userMessages,
  type User,
} from '@coachboard/contract';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { formatDate, pluralize } from '@/lib/format';
import { useCan } from '@/lib/permissions';
import { CheckInScheduleControl } from './check-in-schedule-control';
import { UserStatusBadge } from './user-status-badge';

function InfoRow({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="flex flex-col gap-0.5 sm:flex-row sm:items-center sm:justify-between sm:gap-4">
      <dt className="text-sm text-slate-500 dark:text-slate-400">{label}</dt>
      <dd className="text-sm font-semibold break-words text-ink dark:text-white">{children}</dd>
    </div>
  );
}

export function PersonalDetails({ user }: { user: User }) {
  return (
    <dl className="flex flex-col gap-3">
      <InfoRow label="Email">{user.email}</InfoRow>
      <InfoRow label="Gender">
        {user.gender ? formatEnumLabel(user.gender) : userMessages.notProvided}
      </InfoRow>
      <InfoRow label="Date of Birth">{formatDateOfBirth(user.date_of_birth)}</InfoRow>
      <InfoRow label="Height">{describeHeight(user.height) ?? userMessages.notProvided}</InfoRow>
      <InfoRow label="Role">{formatEnumLabel(user.role)}</InfoRow>
      <InfoRow label="Email Verified">
        {user.email_verified_at ? formatDate(user.email_verified_at) : 'Not verified'}
      </InfoRow>
    </dl>
  );
}

/**
 * Account Information: user id, status, member since, account age in days; for a live app user, the check-in
 * schedule to coaches and owners.
 */
export function AccountInfoCard({ user }: { user: User }) {
  const can = useCan();
  const schedulesCheckIns = isAppUser(user) && user.deleted_at === null && can('users.updateCheckInSchedule');
  return (
    <Card>
      <CardHeader>
        <CardTitle>Account Information</CardTitle>
      </CardHeader>
      <CardContent>
        <dl className="flex flex-col gap-3">
          <InfoRow label="User ID">{user.id}</InfoRow>
          <InfoRow label="Status">
            <UserStatusBadge user={user} />
          </InfoRow>
          <InfoRow label="Member Since">{formatDate(user.created_at)}</InfoRow>
          <InfoRow label="Account Age">{pluralize(accountAgeDays(user.created_at), 'day')}</InfoRow>
          {user.deleted_at && <InfoRow label="Deleted On">{formatDate(user.deleted_at)}</InfoRow>}
        </dl>
        {schedulesCheckIns && (
          <div className="mt-4 border-t border-slate-200 pt-4 dark:border-slate-700">
            <CheckInScheduleControl userId={user.id} />
          </div>
        )}
      </CardContent>
    </Card>
  );
}

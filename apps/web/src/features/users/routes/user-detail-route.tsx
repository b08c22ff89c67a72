import { lazy, Suspense, useState, type ReactNode } from 'react';
import { useParams, useSearchParams } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import { displayName, fullName, userMessages } from '@coachboard/contract';
import { BackLink } from '@/components/ui/back-link';
import { Card } from '@/components/ui/card';
import { ErrorState } from '@/components/ui/error-state';
import { HistoryPanel } from '@/components/history/history-panel';
import { LoadingScreen } from '@/components/ui/spinner';
import { Tabs, type TabItem } from '@/components/ui/tabs';
import { useToast } from '@/components/feedback/toast';
import { errorMessage, isNotFound } from '@/lib/api-error';
import { todayDate } from '@/lib/format';
import { invalidateKeys } from '@/lib/query-keys';
import { useCan } from '@/lib/permissions';
import { useRememberOpened } from '@/lib/recent-records';
import { routePaths } from '@/lib/route-paths';
import { useUserWithPrograms, type UserDetail } from '../api/get-user-programs';
import { userKeys } from '../api/user-query-keys';
import { AssignProgramModal } from '../components/assign-program-modal';
import { DeleteUserDialog } from '../components/delete-user-dialog';
import { UserHeaderCard } from '../components/user-header-card';
import { AccountInfoCard } from '../components/user-info-cards';
import { UserProgramsCard } from '../components/user-programs-card';
import { ComplianceFigures } from '../components/compliance-figures';
import { UserScheduleCard } from '../components/user-schedule-card';

// Each tab's code loads with the tab: the training calendar and the charts stay out of the detail's own chunk.
const UserTrainingTab = lazy(() => import('../components/user-training-tab'));
const UserCheckInsTab = lazy(() => import('../components/user-check-ins-tab'));
const UserRecordsTab = lazy(() => import('../components/user-records-tab'));
const UserNutritionTab = lazy(() => import('../components/user-nutrition-tab'));

export const userDetailTabs = ['overview', 'training', 'check-ins', 'records', 'nutrition'] as const;
export type UserDetailTab = (typeof userDetailTabs)[number];
const isUserDetailTab = (value: string | null): value is UserDetailTab =>
  userDetailTabs.some((tab) => tab === value);

const parseId = (value: string | undefined) =>
  value !== undefined && /^\d+$/.test(value) && Number(value) > 0 ? Number(value) : null;

function UserDetailError({ message }: { message: string }) {
  return (
    <div className="flex flex-col gap-4">
      <BackLink to={routePaths.users}>Back to Users</BackLink>
      <Card>
        <ErrorState title={message} />
      </Card>
    </div>
  );
}

function UserDetailView({ user }: { user: UserDetail }) {
  // The list's Edit action opens the detail in edit mode (?edit=1); ?tab= keeps the selected tab in the URL.
  const [searchParams, setSearchParams] = useSearchParams();
  const tabParam = searchParams.get('tab');
  const can = useCan();
  const [isEditing, setEditing] = useState(searchParams.get('edit') === '1');
  const [dialog, setDialog] = useState<'delete' | 'assign' | null>(null);
  const queryClient = useQueryClient();
  const toast = useToast();
  useRememberOpened({
    kind: 'users',
    id: user.id,
    title: displayName(user),
    subtitle: user.email,
    path: routePaths.user(user.id),
  });

  const overview = () => (
    <>
      <div className="grid gap-5 lg:grid-cols-[2fr_1fr]">
        <UserProgramsCard
          userId={user.id}
          programs={user.programs}
          unavailable={user.programsUnavailable}
          canAssign={user.deleted_at === null && !user.programsUnavailable}
          onAssign={() => setDialog('assign')}
        />
        <AccountInfoCard user={user} />
      </div>
      <UserScheduleCard userId={user.id} today={todayDate()} programs={user.programs} />
      {can('coaching.getCompliance') && <ComplianceFigures userId={user.id} compact />}
    </>
  );
  const lazyTab = (content: ReactNode) => () => (
    <Suspense fallback={<LoadingScreen message="Loading..." />}>{content}</Suspense>
  );
  // A tab shows only to a role that may read what it shows (moderators see neither training nor nutrition).
  const tabs: TabItem<UserDetailTab>[] = [
    { value: 'overview', label: 'Overview', content: overview },
    ...(can('coaching.getCompliance')
      ? [
          {
            value: 'training' as const,
            label: 'Training',
            content: lazyTab(<UserTrainingTab user={user} />),
          },
        ]
      : []),
    ...(can('users.listCheckIns')
      ? [
          {
            value: 'check-ins' as const,
            label: 'Check-ins',
            content: lazyTab(<UserCheckInsTab user={user} />),
          },
        ]
      : []),
    ...(can('coaching.getRecords')
      ? [{ value: 'records' as const, label: 'Records', content: lazyTab(<UserRecordsTab user={user} />) }]
      : []),
    ...(can('nutrition.getTargets')
      ? [
          {
            value: 'nutrition' as const,
            label: 'Nutrition',
            content: lazyTab(<UserNutritionTab user={user} />),
          },
        ]
      : []),
  ];

  return (
    <div className="flex flex-col gap-5">
      <BackLink to={routePaths.users}>Back to Users</BackLink>
      <UserHeaderCard
        user={user}
        isEditing={isEditing}
        onEditingChange={setEditing}
        onDelete={() => setDialog('delete')}
        onToast={toast.show}
      />
      <Tabs
        label="User sections"
        items={tabs}
        value={isUserDetailTab(tabParam) ? tabParam : 'overview'}
        onChange={(tab) =>
          setSearchParams(
            (params) => {
              if (tab === 'overview') params.delete('tab');
              else params.set('tab', tab);
              return params;
            },
            { replace: true },
          )
        }
      />
      <HistoryPanel
        type="user"
        id={user.id}
        follows={userKeys.programs(user.id)}
        onReverted={() => invalidateKeys(queryClient, [userKeys.detail(user.id), ...userKeys.pages()])}
      />
      {dialog === 'delete' && <DeleteUserDialog user={user} onClose={() => setDialog(null)} />}
      {dialog === 'assign' && (
        <AssignProgramModal
          userId={user.id}
          userName={fullName(user) || user.email}
          assigned={user.programs}
          onClose={() => setDialog(null)}
        />
      )}
    </div>
  );
}

export function Component() {
  const userId = parseId(useParams().id);
  const query = useUserWithPrograms(userId ?? 0, { enabled: userId !== null });
  if (userId === null) return <UserDetailError message={userMessages.invalidId} />;
  if (query.isPending) return <LoadingScreen message="Loading user..." />;
  if (query.isError) {
    return (
      <UserDetailError
        message={
          isNotFound(query.error)
            ? userMessages.notFound
            : errorMessage(query.error, userMessages.fetchUnexpected)
        }
      />
    );
  }
  return <UserDetailView user={query.data} />;
}

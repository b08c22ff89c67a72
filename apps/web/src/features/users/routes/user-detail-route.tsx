import { useState } from 'react';
import { useParams, useSearchParams } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import { displayName, fullName, userMessages } from '@coachboard/contract';
import { BackLink } from '@/components/ui/back-link';
import { Card } from '@/components/ui/card';
import { ErrorState } from '@/components/ui/error-state';
import { HistoryPanel } from '@/components/history/history-panel';
import { LoadingScreen } from '@/components/ui/spinner';
import { useToast } from '@/components/feedback/toast';
import { errorMessage, isNotFound } from '@/lib/api-error';
import { todayDate } from '@/lib/format';
import { invalidateKeys } from '@/lib/query-keys';
import { useRememberOpened } from '@/lib/recent-records';
import { routePaths } from '@/lib/route-paths';
import { useUserWithPrograms, type UserDetail } from '../api/get-user-programs';
import { userKeys } from '../api/user-query-keys';
import { AssignProgramModal } from '../components/assign-program-modal';
import { DeleteUserDialog } from '../components/delete-user-dialog';
import { UserHeaderCard } from '../components/user-header-card';
import { AccountInfoCard } from '../components/user-info-cards';
import { UserProgramsCard } from '../components/user-programs-card';
import { UserScheduleCard } from '../components/user-schedule-card';

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
  // The list's Edit action opens the detail in edit mode (?edit=1).
  const [searchParams] = useSearchParams();
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

import { useState } from 'react';
import { teamMessages, teamRoleLabels, type TeamMember, type TeamRole } from '@coachboard/contract';
import { Badge } from '@/components/ui/badge';
import { ResponsiveList, type ListColumn } from '@/components/ui/list-page';
import { useToast } from '@/components/feedback/toast';
import { errorMessage } from '@/lib/api-error';
import { formatTimestamp } from '@/lib/format';
import { useChangeRole } from '../api/change-member-role';
import { MemberActionDialog, type PendingMemberAction } from './member-action-dialog';
import { MemberActionsMenu } from './member-actions-menu';
import { MemberRoleSelect } from './member-role-select';
import { CardFact } from './card-fact';

const twoFactorText = (member: TeamMember) => (member.two_factor ? teamMessages.on : teamMessages.off);
const lastSignInText = (member: TeamMember) => formatTimestamp(member.last_sign_in_at, teamMessages.never);

function StatusBadge({ member }: { member: TeamMember }) {
  return (
    <Badge tone={member.active ? 'green' : 'gray'}>
      {member.active ? teamMessages.active : teamMessages.deactivatedStatus}
    </Badge>
  );
}

/** The members: a table from the md breakpoint up, a card per member below it, with the same facts and actions. */
export function MembersList({ members }: { members: TeamMember[] }) {
  const toast = useToast();
  const changeRole = useChangeRole();
  const [pending, setPending] = useState<PendingMemberAction | null>(null);

  const onRole = (member: TeamMember) => (role: TeamRole) =>
    changeRole.mutate(
      { id: member.id, team_role: role },
      {
        onSuccess: () =>
          toast.show({ tone: 'success', text: teamMessages.roleChanged(member.name, teamRoleLabels[role]) }),
        onError: (error) => toast.show({ tone: 'error', text: errorMessage(error), durationMs: 8000 }),
      },
    );
  const roleSelect = (member: TeamMember, className?: string) => (
    <MemberRoleSelect
      member={member}
      disabled={changeRole.isPending}
      onChange={onRole(member)}
      className={className}
    />
  );
  const actionsMenu = (member: TeamMember) => (
    <MemberActionsMenu member={member} onPick={(action) => setPending({ member, action })} />
  );

  const columns: ListColumn<TeamMember>[] = [
    {
      id: 'name',
      header: 'Name',
      className: 'whitespace-nowrap',
      cell: (member) => <span className="font-semibold text-ink dark:text-white">{member.name}</span>,
    },
    { id: 'email', header: 'E-mail', cell: (member) => member.email },
    { id: 'role', header: 'Role', cell: (member) => roleSelect(member) },
    { id: 'two-factor', header: 'Two-factor', className: 'whitespace-nowrap', cell: twoFactorText },
    { id: 'last-sign-in', header: 'Last sign-in', cell: lastSignInText },
    { id: 'status', header: 'Status', cell: (member) => <StatusBadge member={member} /> },
    {
      id: 'actions',
      header: <span className="sr-only">Actions</span>,
      className: 'text-right',
      cell: actionsMenu,
    },
  ];

  return (
    <>
      <ResponsiveList
        items={members}
        columns={columns}
        getKey={(member) => member.id}
        caption="Team members"
        renderCard={(member) => (
          <div className="flex flex-col gap-3 text-sm text-ink dark:text-slate-200">
            <div className="flex items-start justify-between gap-3">
              <div className="min-w-0">
                <p className="font-semibold text-ink [overflow-wrap:anywhere] dark:text-white">
                  {member.name}
                </p>
                <p className="text-slate-600 [overflow-wrap:anywhere] dark:text-slate-400">{member.email}</p>
              </div>
              {actionsMenu(member)}
            </div>
            <dl className="grid grid-cols-2 gap-x-4 gap-y-2">
              <CardFact term="Two-factor">{twoFactorText(member)}</CardFact>
              <CardFact term="Status">
                <StatusBadge member={member} />
              </CardFact>
              <CardFact term="Last sign-in" className="col-span-2">
                {lastSignInText(member)}
              </CardFact>
              <CardFact term="Role" className="col-span-2">
                {roleSelect(member, 'w-full')}
              </CardFact>
            </dl>
          </div>
        )}
      />
      <MemberActionDialog pending={pending} onClose={() => setPending(null)} />
    </>
  );
}

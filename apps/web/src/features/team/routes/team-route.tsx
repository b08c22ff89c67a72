import { useState } from 'react';
import {
  teamMessages,
  teamRoleLabels,
  teamRoles,
  type TeamInvitation,
  type TeamMember,
  type TeamRole,
} from '@coachboard/contract';
import { MoreHorizontal, UserPlus } from 'lucide-react';
import { Alert } from '@/components/ui/alert';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { Checkbox } from '@/components/ui/checkbox';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuTrigger,
} from '@/components/ui/dropdown-menu';
import { PageHeading } from '@/components/ui/page-heading';
import { Select } from '@/components/ui/select';
import { Spinner } from '@/components/ui/spinner';
import { useToast } from '@/components/ui/toast';
import { errorMessage } from '@/lib/api-error';
import { formatDateTime } from '@/lib/format';
import {
  useChangeRole,
  useMemberAction,
  useResendInvitation,
  useRevokeInvitation,
  useTeamInvitations,
  useTeamMembers,
  useTeamSettings,
  useUpdateTeamSettings,
  type MemberAction,
} from '../api/team-api';
import { InviteDialog, roleOptions } from '../components/invite-dialog';

const th =
  'px-4 py-3 text-left text-xs font-semibold tracking-wide text-slate-500 uppercase dark:text-slate-400';
const td = 'px-4 py-3 align-middle text-sm text-ink dark:text-slate-200';

const actionTexts: Record<
  MemberAction,
  { label: string; confirm: (name: string) => string; done: (name: string) => string }
> = {
  deactivate: {
    label: teamMessages.deactivate,
    confirm: teamMessages.deactivateConfirm,
    done: teamMessages.deactivated,
  },
  reactivate: {
    label: teamMessages.reactivate,
    confirm: teamMessages.reactivateConfirm,
    done: teamMessages.reactivated,
  },
  'end-sessions': {
    label: teamMessages.endSessions,
    confirm: teamMessages.endSessionsConfirm,
    done: teamMessages.sessionsEnded,
  },
};

/** The Team page (issue 24, owners only): members, invitations and the team's two-factor rule. */
export function Component() {
  const toast = useToast();
  const members = useTeamMembers();
  const invitations = useTeamInvitations();
  const [inviting, setInviting] = useState(false);

  return (
    <>
      <PageHeading
        title={teamMessages.title}
        subtitle="The panel accounts, their roles and who is invited."
        actions={
          <Button onClick={() => setInviting(true)}>
            <UserPlus aria-hidden className="size-4" />
            {teamMessages.invite}
          </Button>
        }
      />
      <div className="flex flex-col gap-6">
        <Card className="overflow-x-auto p-0">
          {members.isError && <Alert>{`Error loading the team: ${errorMessage(members.error)}`}</Alert>}
          {members.isPending && <Spinner label="Loading the team..." className="m-6" />}
          {members.data && <MembersTable members={members.data} />}
        </Card>
        <section aria-labelledby="pending-invitations">
          <h2 id="pending-invitations" className="mb-3 text-lg font-bold text-ink dark:text-white">
            {teamMessages.pendingInvitations}
          </h2>
          <Card className="overflow-x-auto p-0">
            {invitations.isError && (
              <Alert>{`Error loading the invitations: ${errorMessage(invitations.error)}`}</Alert>
            )}
            {invitations.data && <InvitationsTable invitations={invitations.data} />}
          </Card>
        </section>
        <TeamSettingsCard />
      </div>
      {inviting && (
        <InviteDialog
          onClose={() => setInviting(false)}
          onSent={(email) => {
            setInviting(false);
            toast.show({ tone: 'success', text: teamMessages.invitationSent(email) });
          }}
        />
      )}
    </>
  );
}

function MembersTable({ members }: { members: TeamMember[] }) {
  const toast = useToast();
  const changeRole = useChangeRole();
  const memberAction = useMemberAction();
  const [pending, setPending] = useState<{ member: TeamMember; action: MemberAction } | null>(null);

  const onRole = (member: TeamMember, role: TeamRole) =>
    changeRole.mutate(
      { id: member.id, team_role: role },
      {
        onSuccess: () =>
          toast.show({ tone: 'success', text: teamMessages.roleChanged(member.name, teamRoleLabels[role]) }),
        onError: (error) => toast.show({ tone: 'error', text: errorMessage(error), durationMs: 8000 }),
      },
    );

  const confirm = () => {
    if (!pending) return;
    const { member, action } = pending;
    memberAction.mutate(
      { id: member.id, action },
      {
        onSuccess: () => {
          setPending(null);
          toast.show({ tone: 'success', text: actionTexts[action].done(member.name) });
        },
      },
    );
  };

  return (
    <>
      <table aria-label="Team members" className="w-full min-w-[720px]">
        <thead className="border-b border-slate-200 dark:border-white/10">
          <tr>
            <th className={th}>Name</th>
            <th className={th}>E-mail</th>
            <th className={th}>Role</th>
            <th className={th}>Two-factor</th>
            <th className={th}>Last sign-in</th>
            <th className={th}>Status</th>
            <th className={th}>
              <span className="sr-only">Actions</span>
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-100 dark:divide-white/5">
          {members.map((member) => (
            <tr key={member.id}>
              <td className={`${td} font-semibold`}>{member.name}</td>
              <td className={td}>{member.email}</td>
              <td className={td}>
                <Select
                  aria-label={teamMessages.roleFor(member.name)}
                  value={member.team_role}
                  options={roleOptions}
                  disabled={changeRole.isPending}
                  onChange={(event) => {
                    const role = teamRoles.find((r) => r === event.target.value);
                    if (role && role !== member.team_role) onRole(member, role);
                  }}
                  className="w-36"
                />
              </td>
              <td className={td}>{member.two_factor ? teamMessages.on : teamMessages.off}</td>
              <td className={td}>{formatDateTime(member.last_sign_in_at, teamMessages.never)}</td>
              <td className={td}>
                <Badge tone={member.active ? 'green' : 'gray'}>
                  {member.active ? teamMessages.active : teamMessages.deactivatedStatus}
                </Badge>
              </td>
              <td className={`${td} text-right`}>
                <DropdownMenu>
                  <DropdownMenuTrigger asChild>
                    <Button variant="ghost" size="icon" aria-label={teamMessages.actionsFor(member.name)}>
                      <MoreHorizontal aria-hidden className="size-5" />
                    </Button>
                  </DropdownMenuTrigger>
                  <DropdownMenuContent>
                    <DropdownMenuItem
                      onSelect={() =>
                        setPending({ member, action: member.active ? 'deactivate' : 'reactivate' })
                      }
                    >
                      {member.active ? teamMessages.deactivate : teamMessages.reactivate}
                    </DropdownMenuItem>
                    <DropdownMenuItem onSelect={() => setPending({ member, action: 'end-sessions' })}>
                      {teamMessages.endSessions}
                    </DropdownMenuItem>
                  </DropdownMenuContent>
                </DropdownMenu>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      <ConfirmDialog
        open={pending !== null}
        onOpenChange={(open) => {
          if (!open) {
            setPending(null);
            memberAction.reset();
          }
        }}
        title={pending ? actionTexts[pending.action].label : ''}
        message={pending ? actionTexts[pending.action].confirm(pending.member.name) : ''}
        confirmLabel={pending ? actionTexts[pending.action].label : ''}
        tone={pending?.action === 'reactivate' ? 'primary' : 'danger'}
        onConfirm={confirm}
        isConfirming={memberAction.isPending}
        error={memberAction.isError ? errorMessage(memberAction.error) : null}
      />
    </>
  );
}

function InvitationsTable({ invitations }: { invitations: TeamInvitation[] }) {
  const toast = useToast();
  const resend = useResendInvitation();
  const revoke = useRevokeInvitation();
  if (invitations.length === 0) {
    return (
      <p className="px-4 py-6 text-sm text-slate-500 dark:text-slate-400">
        {teamMessages.noPendingInvitations}
      </p>
    );
  }
  const failed = (error: unknown) =>
    toast.show({ tone: 'error', text: errorMessage(error), durationMs: 8000 });
  return (
    <table aria-label={teamMessages.pendingInvitations} className="w-full min-w-[640px]">
      <thead className="border-b border-slate-200 dark:border-white/10">
        <tr>
          <th className={th}>E-mail</th>
          <th className={th}>Role</th>
          <th className={th}>Expires</th>
          <th className={th}>
            <span className="sr-only">Actions</span>
          </th>
        </tr>
      </thead>
      <tbody className="divide-y divide-slate-100 dark:divide-white/5">
        {invitations.map((invitation) => (
          <tr key={invitation.id}>
            <td className={`${td} font-semibold`}>{invitation.email}</td>
            <td className={td}>{teamRoleLabels[invitation.team_role]}</td>
            <td className={td}>{invitation.expired ? 'Expired' : formatDateTime(invitation.expires_at)}</td>
            <td className={`${td} text-right`}>
              <div className="flex justify-end gap-2">
                <Button
                  variant="secondary"
                  size="sm"
                  aria-label={teamMessages.resendFor(invitation.email)}
                  disabled={resend.isPending}
                  onClick={() =>
                    resend.mutate(invitation.id, {
                      onSuccess: () =>
                        toast.show({
                          tone: 'success',
                          text: teamMessages.invitationResent(invitation.email),
                        }),
                      onError: failed,
                    })
                  }
                >
                  {teamMessages.resend}
                </Button>
                <Button
                  variant="danger"
                  size="sm"
                  aria-label={teamMessages.revokeFor(invitation.email)}
                  disabled={revoke.isPending}
                  onClick={() =>
                    revoke.mutate(invitation.id, {
                      onSuccess: () =>
                        toast.show({
                          tone: 'success',
                          text: teamMessages.invitationRevoked(invitation.email),
                        }),
                      onError: failed,
                    })
                  }
                >
                  {teamMessages.revoke}
                </Button>
              </div>
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

function TeamSettingsCard() {
  const toast = useToast();
  const settings = useTeamSettings();
  const update = useUpdateTeamSettings();
  return (
    <Card className="p-5">
      <h2 className="mb-3 text-lg font-bold text-ink dark:text-white">Sign-in</h2>
      {settings.data && (
        <Checkbox
          checked={settings.data.require_two_factor}
          disabled={update.isPending}
          label={teamMessages.requireTwoFactor}
          onCheckedChange={(checked) =>
            update.mutate(
              { require_two_factor: checked },
              {
                onSuccess: () => toast.show({ tone: 'success', text: teamMessages.settingsSaved }),
                onError: (error) =>
                  toast.show({ tone: 'error', text: errorMessage(error), durationMs: 8000 }),
              },
            )
          }
        />
      )}
      <p className="mt-2 text-sm text-slate-500 dark:text-slate-400">
        When on, every member signs in with a code from an authenticator app after the password.
      </p>
    </Card>
  );
}

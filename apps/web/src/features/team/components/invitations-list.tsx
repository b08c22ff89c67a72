import { teamMessages, teamRoleLabels, type TeamInvitation } from '@coachboard/contract';
import { Button } from '@/components/ui/button';
import { ResponsiveList, type ListColumn } from '@/components/ui/list-page';
import { useToast } from '@/components/feedback/toast';
import { errorMessage } from '@/lib/api-error';
import { formatTimestamp } from '@/lib/format';
import { useResendInvitation } from '../api/resend-invitation';
import { useRevokeInvitation } from '../api/revoke-invitation';
import { CardFact } from './card-fact';

const expiresText = (invitation: TeamInvitation) =>
  invitation.expired ? 'Expired' : formatTimestamp(invitation.expires_at);

function InvitationActions({ invitation }: { invitation: TeamInvitation }) {
  const toast = useToast();
  const resend = useResendInvitation();
  const revoke = useRevokeInvitation();
  const failed = (error: unknown) =>
    toast.show({ tone: 'error', text: errorMessage(error), durationMs: 8000 });
  return (
    <div className="flex flex-wrap justify-end gap-2">
      <Button
        variant="secondary"
        size="sm"
        aria-label={teamMessages.resendFor(invitation.email)}
        disabled={resend.isPending}
        onClick={() =>
          resend.mutate(invitation.id, {
            onSuccess: () =>
              toast.show({ tone: 'success', text: teamMessages.invitationResent(invitation.email) }),
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
              toast.show({ tone: 'success', text: teamMessages.invitationRevoked(invitation.email) }),
            onError: failed,
          })
        }
      >
        {teamMessages.revoke}
      </Button>
    </div>
  );
}

const columns: ListColumn<TeamInvitation>[] = [
  {
    id: 'email',
    header: 'E-mail',
    cell: (invitation) => <span className="font-semibold text-ink dark:text-white">{invitation.email}</span>,
  },
  { id: 'role', header: 'Role', cell: (invitation) => teamRoleLabels[invitation.team_role] },
  {
    id: 'expires',
    header: 'Expires',
    cell: (invitation) => <span className="whitespace-nowrap">{expiresText(invitation)}</span>,
  },
  {
    id: 'actions',
    header: <span className="sr-only">Actions</span>,
    className: 'text-right',
    cell: (invitation) => <InvitationActions invitation={invitation} />,
  },
];

/** The pending invitations: a table from the md breakpoint up, a card per invitation below it. */
export function InvitationsList({ invitations }: { invitations: TeamInvitation[] }) {
  if (invitations.length === 0) {
    return (
      <p className="px-4 py-6 text-sm text-slate-500 dark:text-slate-400">
        {teamMessages.noPendingInvitations}
      </p>
    );
  }
  return (
    <ResponsiveList
      items={invitations}
      columns={columns}
      getKey={(invitation) => invitation.id}
      caption={teamMessages.pendingInvitations}
      renderCard={(invitation) => (
        <div className="flex flex-col gap-3 text-sm text-ink dark:text-slate-200">
          <p className="font-semibold text-ink [overflow-wrap:anywhere] dark:text-white">
            {invitation.email}
          </p>
          <dl className="grid grid-cols-2 gap-x-4 gap-y-2">
            <CardFact term="Role">{teamRoleLabels[invitation.team_role]}</CardFact>
            <CardFact term="Expires">{expiresText(invitation)}</CardFact>
          </dl>
          <InvitationActions invitation={invitation} />
        </div>
      )}
    />
  );
}

import { useState } from 'react';
import { teamMessages } from '@coachboard/contract';
import { UserPlus } from 'lucide-react';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { PageHeading } from '@/components/ui/page-heading';
import { Spinner } from '@/components/ui/spinner';
import { useToast } from '@/components/feedback/toast';
import { errorMessage } from '@/lib/api-error';
import { useTeamInvitations } from '../api/get-team-invitations';
import { useTeamMembers } from '../api/get-team-members';
import { InvitationsList } from '../components/invitations-list';
import { InviteDialog } from '../components/invite-dialog';
import { MembersList } from '../components/members-list';
import { TeamSettingsCard } from '../components/team-settings-card';

// The lists' cards have no top padding of their own (a table's header row sits at the card's edge).
const listCardClassName = 'overflow-hidden pt-4 md:pt-0';

/** The Team page (owners only): members, invitations and the team's two-factor rule. */
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
        <Card className={listCardClassName}>
          {members.isError && <Alert>{`Error loading the team: ${errorMessage(members.error)}`}</Alert>}
          {members.isPending && <Spinner label="Loading the team..." className="m-6" />}
          {members.data && <MembersList members={members.data} />}
        </Card>
        <section aria-labelledby="pending-invitations">
          <h2 id="pending-invitations" className="mb-3 text-lg font-bold text-ink dark:text-white">
            {teamMessages.pendingInvitations}
          </h2>
          <Card className={listCardClassName}>
            {invitations.isError && (
              <Alert>{`Error loading the invitations: ${errorMessage(invitations.error)}`}</Alert>
            )}
            {invitations.data && <InvitationsList invitations={invitations.data} />}
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

import { teamMessages, type TeamMember } from '@coachboard/contract';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { useToast } from '@/components/feedback/toast';
import { errorMessage } from '@/lib/api-error';
import { useMemberAction, type MemberAction } from '../api/run-member-action';

export interface PendingMemberAction {
  member: TeamMember;
  action: MemberAction;
}

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

/** Asks before deactivating, reactivating or signing a member out everywhere; a refusal stays in the dialog. */
export function MemberActionDialog({
  pending,
  onClose,
}: {
  pending: PendingMemberAction | null;
  onClose: () => void;
}) {
  const toast = useToast();
  const memberAction = useMemberAction();
  const texts = pending ? actionTexts[pending.action] : null;

  const confirm = () => {
    if (!pending) return;
    const { member, action } = pending;
    memberAction.mutate(
      { id: member.id, action },
      {
        onSuccess: () => {
          onClose();
          toast.show({ tone: 'success', text: actionTexts[action].done(member.name) });
        },
      },
    );
  };

  return (
    <ConfirmDialog
      open={pending !== null}
      onOpenChange={(open) => {
        if (!open) {
          onClose();
          memberAction.reset();
        }
      }}
      title={texts?.label ?? ''}
      message={pending && texts ? texts.confirm(pending.member.name) : ''}
      confirmLabel={texts?.label ?? ''}
      tone={pending?.action === 'reactivate' ? 'primary' : 'danger'}
      onConfirm={confirm}
      isConfirming={memberAction.isPending}
      error={memberAction.isError ? errorMessage(memberAction.error) : null}
    />
  );
}

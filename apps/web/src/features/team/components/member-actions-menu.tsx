import { teamMessages, type TeamMember } from '@coachboard/contract';
import { MoreHorizontal } from 'lucide-react';
import { Button } from '@/components/ui/button';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuTrigger,
} from '@/components/ui/dropdown-menu';
import type { MemberAction } from '../api/run-member-action';

/** The '...' menu of a member: deactivate or reactivate, and end all their sessions. */
export function MemberActionsMenu({
  member,
  onPick,
}: {
  member: TeamMember;
  onPick: (action: MemberAction) => void;
}) {
  return (
    <DropdownMenu>
      <DropdownMenuTrigger asChild>
        <Button variant="ghost" size="icon" aria-label={teamMessages.actionsFor(member.name)}>
          <MoreHorizontal aria-hidden className="size-5" />
        </Button>
      </DropdownMenuTrigger>
      <DropdownMenuContent>
        <DropdownMenuItem onSelect={() => onPick(member.active ? 'deactivate' : 'reactivate')}>
          {member.active ? teamMessages.deactivate : teamMessages.reactivate}
        </DropdownMenuItem>
        <DropdownMenuItem onSelect={() => onPick('end-sessions')}>
          {teamMessages.endSessions}
        </DropdownMenuItem>
      </DropdownMenuContent>
    </DropdownMenu>
  );
}

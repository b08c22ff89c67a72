import { teamMessages, teamRoles, type TeamMember, type TeamRole } from '@coachboard/contract';
import { Select } from '@/components/ui/select';
import { roleOptions } from './invite-dialog';

/** A member's role, changed as soon as another one is picked (the API keeps the last owner). */
export function MemberRoleSelect({
  member,
  disabled,
  onChange,
  className = 'w-36',
}: {
  member: TeamMember;
  disabled: boolean;
  onChange: (role: TeamRole) => void;
  /** The width; 'w-36' in the table. */
  className?: string;
}) {
  return (
    <Select
      aria-label={teamMessages.roleFor(member.name)}
      value={member.team_role}
      options={roleOptions}
      disabled={disabled}
      onChange={(event) => {
        const role = teamRoles.find((r) => r === event.target.value);
        if (role && role !== member.team_role) onChange(role);
      }}
      className={className}
    />
  );
}

import { teamMemberSchema, type TeamRole } from '@coachboard/contract';
import { api } from '@/lib/api-client';
import { useTeamMutation } from './use-team-mutation';

export const changeMemberRole = ({ id, team_role }: { id: number; team_role: TeamRole }) =>
  api.patch(`/team/members/${id}`, { team_role }, { schema: teamMemberSchema });

export const useChangeRole = () => useTeamMutation(changeMemberRole);

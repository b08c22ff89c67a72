import { teamMemberSchema } from '@coachboard/contract';
import { api } from '@/lib/api-client';
import { useTeamMutation } from './use-team-mutation';

export type MemberAction = 'deactivate' | 'reactivate' | 'end-sessions';
const memberActionPaths: Record<MemberAction, string> = {
  deactivate: 'deactivate',
  reactivate: 'reactivate',
  'end-sessions': 'sessions/end',
};

export const runMemberAction = ({ id, action }: { id: number; action: MemberAction }) =>
  api.post(`/team/members/${id}/${memberActionPaths[action]}`, undefined, { schema: teamMemberSchema });

export const useMemberAction = () => useTeamMutation(runMemberAction);

import { teamInvitationSchema, type TeamInviteInput } from '@coachboard/contract';
import { api } from '@/lib/api-client';
import { useTeamMutation } from './use-team-mutation';

export const inviteMember = (input: TeamInviteInput) =>
  api.post('/team/invitations', input, { schema: teamInvitationSchema });

export const useInvite = () => useTeamMutation(inviteMember);

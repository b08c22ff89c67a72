import { teamInvitationSchema } from '@coachboard/contract';
import { api } from '@/lib/api-client';
import { useTeamMutation } from './use-team-mutation';

export const resendInvitation = (id: number) =>
  api.post(`/team/invitations/${id}/resend`, undefined, { schema: teamInvitationSchema });

export const useResendInvitation = () => useTeamMutation(resendInvitation);

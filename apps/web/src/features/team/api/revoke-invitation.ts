import { api } from '@/lib/api-client';
import { useTeamMutation } from './use-team-mutation';

export const revokeInvitation = (id: number) => api.delete(`/team/invitations/${id}`);

export const useRevokeInvitation = () => useTeamMutation(revokeInvitation);

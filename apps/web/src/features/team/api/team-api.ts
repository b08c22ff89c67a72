import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import {
  invitationPreviewSchema,
  teamInvitationSchema,
  teamMemberSchema,
  teamSettingsSchema,
  type AcceptInvitationInput,
  type TeamInviteInput,
  type TeamRole,
  type TeamSettings,
} from '@coachboard/contract';
import { api } from '@/lib/api-client';

export const teamKeys = {
  all: ['team'] as const,
  members: () => [...teamKeys.all, 'members'] as const,
  invitations: () => [...teamKeys.all, 'invitations'] as const,
  settings: () => [...teamKeys.all, 'settings'] as const,
};

export const useTeamMembers = () =>
  useQuery({
    queryKey: teamKeys.members(),
    queryFn: ({ signal }) => api.get('/team/members', { schema: z.array(teamMemberSchema), signal }),
  });

export const useTeamInvitations = () =>
  useQuery({
    queryKey: teamKeys.invitations(),
    queryFn: ({ signal }) => api.get('/team/invitations', { schema: z.array(teamInvitationSchema), signal }),
  });

export const useTeamSettings = () =>
  useQuery({
    queryKey: teamKeys.settings(),
    queryFn: ({ signal }) => api.get('/team/settings', { schema: teamSettingsSchema, signal }),
  });

/** A team mutation; the members, invitations and settings are read again after it. */
const useTeamMutation = <Input, Output>(run: (input: Input) => Promise<Output>) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: run,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: teamKeys.all }),
  });
};

export const useChangeRole = () =>
  useTeamMutation(({ id, team_role }: { id: number; team_role: TeamRole }) =>
    api.patch(`/team/members/${id}`, { team_role }, { schema: teamMemberSchema }),
  );

export type MemberAction = 'deactivate' | 'reactivate' | 'end-sessions';
const memberActionPaths: Record<MemberAction, string> = {
  deactivate: 'deactivate',
  reactivate: 'reactivate',
  'end-sessions': 'sessions/end',
};
export const useMemberAction = () =>
  useTeamMutation(({ id, action }: { id: number; action: MemberAction }) =>
    api.post(`/team/members/${id}/${memberActionPaths[action]}`, undefined, { schema: teamMemberSchema }),
  );

export const useInvite = () =>
  useTeamMutation((input: TeamInviteInput) =>
    api.post('/team/invitations', input, { schema: teamInvitationSchema }),
  );

export const useResendInvitation = () =>
  useTeamMutation((id: number) =>
    api.post(`/team/invitations/${id}/resend`, undefined, { schema: teamInvitationSchema }),
  );

export const useRevokeInvitation = () =>
  useTeamMutation((id: number) => api.delete(`/team/invitations/${id}`));

export const useUpdateTeamSettings = () =>
  useTeamMutation((settings: TeamSettings) =>
    api.put('/team/settings', settings, { schema: teamSettingsSchema }),
  );

/** The invitee's side (no session). */
export const getInvitation = (token: string, signal?: AbortSignal) =>
  api.get('/team/invitations/accept', { query: { token }, schema: invitationPreviewSchema, signal });

export const acceptInvitation = (input: AcceptInvitationInput) => api.post('/team/invitations/accept', input);

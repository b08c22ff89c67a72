import { useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { teamInvitationSchema } from '@coachboard/contract';
import { api } from '@/lib/api-client';
import { teamKeys } from './team-query-keys';

export const getTeamInvitations = (signal?: AbortSignal) =>
  api.get('/team/invitations', { schema: z.array(teamInvitationSchema), signal });

export const useTeamInvitations = () =>
  useQuery({ queryKey: teamKeys.invitations(), queryFn: ({ signal }) => getTeamInvitations(signal) });

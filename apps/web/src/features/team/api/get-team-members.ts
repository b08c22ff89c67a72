import { useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { teamMemberSchema } from '@coachboard/contract';
import { api } from '@/lib/api-client';
import { teamKeys } from './team-query-keys';

export const getTeamMembers = (signal?: AbortSignal) =>
  api.get('/team/members', { schema: z.array(teamMemberSchema), signal });

export const useTeamMembers = () =>
  useQuery({ queryKey: teamKeys.members(), queryFn: ({ signal }) => getTeamMembers(signal) });

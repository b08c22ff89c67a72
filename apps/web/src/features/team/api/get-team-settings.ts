import { useQuery } from '@tanstack/react-query';
import { teamSettingsSchema } from '@coachboard/contract';
import { api } from '@/lib/api-client';
import { teamKeys } from './team-query-keys';

export const getTeamSettings = (signal?: AbortSignal) =>
  api.get('/team/settings', { schema: teamSettingsSchema, signal });

export const useTeamSettings = () =>
  useQuery({ queryKey: teamKeys.settings(), queryFn: ({ signal }) => getTeamSettings(signal) });

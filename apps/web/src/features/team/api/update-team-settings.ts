import { teamSettingsSchema, type TeamSettings } from '@coachboard/contract';
import { api } from '@/lib/api-client';
import { useTeamMutation } from './use-team-mutation';

export const updateTeamSettings = (settings: TeamSettings) =>
  api.put('/team/settings', settings, { schema: teamSettingsSchema });

export const useUpdateTeamSettings = () => useTeamMutation(updateTeamSettings);

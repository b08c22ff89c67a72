import { z } from 'zod';
import {
  invitationPreviewSchema,
  successEnvelope,
  teamInvitationSchema,
  teamMemberSchema,
  teamSettingsSchema,
} from '@coachboard/contract';

export const TEAM_TAGS = ['team'];

export const teamMembersResponse = successEnvelope(z.array(teamMemberSchema));
export const teamMemberResponse = successEnvelope(teamMemberSchema);
export const teamInvitationsResponse = successEnvelope(z.array(teamInvitationSchema));
export const teamInvitationResponse = successEnvelope(teamInvitationSchema);
export const teamRevokedResponse = successEnvelope(z.object({ id: z.number().int() }));
export const teamSettingsResponse = successEnvelope(teamSettingsSchema);
export const invitationPreviewResponse = successEnvelope(invitationPreviewSchema);
export const invitationAcceptedResponse = successEnvelope(
  z.object({ email: z.string(), team_role: teamMemberSchema.shape.team_role }),
);

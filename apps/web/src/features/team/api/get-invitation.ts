import { invitationPreviewSchema } from '@coachboard/contract';
import { api } from '@/lib/api-client';

/** The invitee's side (no session): who is invited as what. */
export const getInvitation = (token: string, signal?: AbortSignal) =>
  api.get('/team/invitations/accept', { query: { token }, schema: invitationPreviewSchema, signal });

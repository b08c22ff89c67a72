import type { AcceptInvitationInput } from '@coachboard/contract';
import { api } from '@/lib/api-client';

/** The invitee's side (no session): a name and a password make the account. */
export const acceptInvitation = (input: AcceptInvitationInput) => api.post('/team/invitations/accept', input);

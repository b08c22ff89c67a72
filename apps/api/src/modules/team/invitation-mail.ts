import {
  ACCEPT_INVITATION_PATH,
  INVITATION_TTL_HOURS,
  teamRoleLabels,
  type TeamRole,
} from '@coachboard/contract';
import type { MailMessage } from '../../mail/mailer.js';

/** The link stands alone on its line (the e2e story reads it from the outbox). */
export const invitationLink = (panelUrl: string, token: string) =>
  `${panelUrl}${ACCEPT_INVITATION_PATH}?token=${encodeURIComponent(token)}`;

export const invitationMail = (
  to: string,
  role: TeamRole,
  token: string,
  panelUrl: string,
  invitedBy: string | null,
): MailMessage => ({
  to,
  subject: 'You are invited to the Coachboard team',
  text: [
    'Hello,',
    '',
    `${invitedBy ?? 'An owner'} invited you to the Coachboard team as ${teamRoleLabels[role]}.`,
    '',
    'Set your name and password here to join:',
    invitationLink(panelUrl, token),
    '',
    `The link is valid for ${INVITATION_TTL_HOURS} hours and can be used once.`,
    '',
    'If you did not expect this, ignore this e-mail.',
    '',
  ].join('\n'),
});

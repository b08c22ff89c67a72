import { RESET_CODE_TTL_SECONDS } from '@coachboard/contract';
import type { MailMessage } from '../../mail/mailer.js';

/** The code stands alone on the line `Your reset code: 123456` (the e2e tests read it from the outbox). */
export const resetCodeMail = (to: string, code: string, panelUrl: string): MailMessage => ({
  to,
  subject: 'Your Coachboard password reset code',
  text: [
    'Hello,',
    '',
    'Someone asked to reset the password of the Coachboard account for this address.',
    '',
    `Your reset code: ${code}`,
    '',
    'Enter it with your new password here:',
    `${panelUrl}/auth/reset-password?email=${encodeURIComponent(to)}`,
    '',
    `The code is valid for ${RESET_CODE_TTL_SECONDS / 60} minutes and can be used once.`,
    '',
    'If you did not ask for this, ignore this e-mail: your password stays as it is.',
    '',
  ].join('\n'),
});

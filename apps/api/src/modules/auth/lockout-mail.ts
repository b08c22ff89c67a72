import type { MailMessage } from '../../mail/mailer.js';
import { authRateLimits, LOGIN_NOTICE_SECONDS } from './auth-rate-limits.js';

const utcMinute = (at: Date) => `${at.toISOString().slice(0, 16).replace('T', ' ')} UTC`;

/**
 * Sent when an account's sign-in limit trips (at most once per LOGIN_NOTICE_SECONDS). It tells the owner what
 * happened and that the account is not locked; it names no address, which could be the owner's own.
 */
export const signInLimitMail = (to: string, panelUrl: string, at: Date): MailMessage => {
  const { max, windowSeconds } = authRateLimits.loginPerAccount;
  return {
    to,
    subject: 'Failed sign-ins to your Coachboard account',
    text: [
      'Hello,',
      '',
      `More than ${max} sign-ins to the Coachboard account for this address failed with a wrong password ` +
        `within ${windowSeconds / 60} minutes (the limit tripped at ${utcMinute(at)}).`,
      '',
      'Your account is not locked. Further attempts from the networks that failed are slowed down; you can',
      'still sign in with your password here:',
      `${panelUrl}/auth/sign-in`,
      '',
      'If a sign-in answers "Too many attempts", wait the few minutes it asks for, or use another network.',
      '',
      'If these attempts were not yours, someone may be guessing your password: choose a long one that you use',
      'nowhere else ("Forgot Password?" on the sign-in page mails you a reset code).',
      '',
      `If they were yours, ignore this e-mail. You get at most one such e-mail every ${LOGIN_NOTICE_SECONDS / 3600} hours.`,
      '',
    ].join('\n'),
  };
};

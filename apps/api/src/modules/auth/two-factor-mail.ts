import type { MailMessage } from '../../mail/mailer.js';

/** The mail notices of two-factor sign-in, sent to the account through the job queue. */
const notice = (to: string, subject: string, lines: string[], panelUrl: string): MailMessage => ({
  to,
  subject,
  text: [
    'Hello,',
    '',
    ...lines,
    '',
    'If this was not you, reset your password and contact the owner of your Coachboard team at once:',
    `${panelUrl}/auth/sign-in?view=forgot-password`,
    '',
  ].join('\n'),
});

export const twoFactorOnMail = (to: string, panelUrl: string, at: Date) =>
  notice(
    to,
    'Two-factor sign-in is on for your Coachboard account',
    [
      `Two-factor sign-in was turned on for your Coachboard account on ${at.toUTCString()}.`,
      'From now on, signing in asks for a code from your authenticator app after your password.',
      'Keep your recovery codes somewhere safe: each one signs you in once if you lose your phone.',
    ],
    panelUrl,
  );

export const twoFactorOffMail = (to: string, panelUrl: string, at: Date) =>
  notice(
    to,
    'Two-factor sign-in is off for your Coachboard account',
    [
      `Two-factor sign-in was turned off for your Coachboard account on ${at.toUTCString()}.`,
      'Signing in now needs only your password. Your recovery codes no longer work.',
    ],
    panelUrl,
  );

export const recoveryCodeUsedMail = (to: string, panelUrl: string, at: Date, left: number) =>
  notice(
    to,
    'A recovery code was used to sign in to your Coachboard account',
    [
      `A recovery code was used to sign in to your Coachboard account on ${at.toUTCString()}.`,
      `That code no longer works; ${left} unused ${left === 1 ? 'code is' : 'codes are'} left.`,
      'You can get new recovery codes under My account, Two-factor sign-in.',
    ],
    panelUrl,
  );

import { ACCOUNT_PATH } from '@coachboard/contract';
import type { MailMessage } from '../../mail/mailer.js';

const utcMinute = (at: Date) => `${at.toISOString().slice(0, 16).replace('T', ' ')} UTC`;

/** Sent after the account's password was changed on 'My account' (every other session has ended). */
export const passwordChangedMail = (to: string, panelUrl: string, at: Date): MailMessage => ({
  to,
  subject: 'Your Coachboard password was changed',
  text: [
    'Hello,',
    '',
    `The password of the Coachboard account for this address was changed at ${utcMinute(at)}.`,
    'Every other browser and device signed in to the account has been signed out.',
    '',
    'If this was you, ignore this e-mail.',
    '',
    'If it was not, someone else can sign in to your account: reset your password at once',
    '("Forgot Password?" on the sign-in page mails you a reset code):',
    `${panelUrl}/auth/sign-in`,
    '',
  ].join('\n'),
});

/** Sent after a sign-in from a browser the account has not signed in with before. */
export const newBrowserMail = (
  to: string,
  panelUrl: string,
  sign: { browser: string; address: string | null; at: Date },
): MailMessage => ({
  to,
  subject: 'New sign-in to your Coachboard account',
  text: [
    'Hello,',
    '',
    'Your Coachboard account was signed in to from a browser it has not been used with before:',
    '',
    `Browser: ${sign.browser}`,
    `Address: ${sign.address ?? 'unknown'}`,
    `Time: ${utcMinute(sign.at)}`,
    '',
    'If this was you, ignore this e-mail.',
    '',
    "If it was not, change your password and sign out the sessions you don't recognise on 'My account':",
    `${panelUrl}${ACCOUNT_PATH}`,
    '',
  ].join('\n'),
});

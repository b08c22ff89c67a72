import type { FastifyBaseLogger } from 'fastify';

/**
 * Security-relevant account events, one info line each with an `event` field to filter on. They carry ids
 * and the e-mail typed at sign-in, never a password, token or reset code.
 */
export const authEvents = {
  signInSucceeded: 'auth.sign_in_succeeded',
  signInFailed: 'auth.sign_in_failed',
  signInLimitTripped: 'auth.sign_in_limit_tripped',
  refreshTokenReuse: 'auth.refresh_token_reuse_detected',
  passwordResetRequested: 'auth.password_reset_requested',
  passwordResetDone: 'auth.password_reset_done',
  accountDeleted: 'auth.account_deleted',
  signedOut: 'auth.signed_out',
} as const;

export type AuthEvent = (typeof authEvents)[keyof typeof authEvents];

const eventMessages: Record<AuthEvent, string> = {
  [authEvents.signInSucceeded]: 'Sign-in succeeded',
  [authEvents.signInFailed]: 'Sign-in failed',
  [authEvents.signInLimitTripped]: 'Sign-in limit tripped: the account is throttled',
  [authEvents.refreshTokenReuse]: 'Refresh token reused: session revoked',
  [authEvents.passwordResetRequested]: 'Password reset requested',
  [authEvents.passwordResetDone]: 'Password reset done',
  [authEvents.accountDeleted]: 'Account deleted',
  [authEvents.signedOut]: 'Signed out',
};

export const logAuthEvent = (
  log: FastifyBaseLogger,
  event: AuthEvent,
  fields: Record<string, string | number | boolean | null | undefined> = {},
) => {
  log.info({ event, ...fields }, eventMessages[event]);
};

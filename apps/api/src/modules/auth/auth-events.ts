import type { FastifyBaseLogger, FastifyRequest } from 'fastify';
import { EMAIL_MAX_LENGTH } from '@coachboard/contract';
import type { AuditEntryInput } from '../../lib/audit.js';

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
  secondStepRequired: 'auth.second_step_required',
  secondStepFailed: 'auth.second_step_failed',
  twoFactorOn: 'auth.two_factor_on',
  twoFactorOff: 'auth.two_factor_off',
  recoveryCodesRegenerated: 'auth.recovery_codes_regenerated',
  recoveryCodeUsed: 'auth.recovery_code_used',
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
  [authEvents.secondStepRequired]: 'Password accepted: the second sign-in step is asked for',
  [authEvents.secondStepFailed]: 'Second sign-in step failed',
  [authEvents.twoFactorOn]: 'Two-factor sign-in turned on',
  [authEvents.twoFactorOff]: 'Two-factor sign-in turned off',
  [authEvents.recoveryCodesRegenerated]: 'New recovery codes made',
  [authEvents.recoveryCodeUsed]: 'Recovery code used',
};

/**
 * What the log and the audit log keep of an e-mail someone typed: no longer than any address can be. The
 * contract already refuses longer ones; this holds for every caller, so a typed text can never grow a row.
 */
export const typedEmail = (email: string) => email.slice(0, EMAIL_MAX_LENGTH);

const withTypedEmail = <T extends Record<string, unknown>>(fields: T): T =>
  typeof fields.email === 'string' ? { ...fields, email: typedEmail(fields.email) } : fields;

export const logAuthEvent = (
  log: FastifyBaseLogger,
  event: AuthEvent,
  fields: Record<string, string | number | boolean | null | undefined> = {},
) => {
  log.info({ event, ...withTypedEmail(fields) }, eventMessages[event]);
};

/** The person an auth event is about, as the audit log names them: the account, or the e-mail typed. */
export const accountActor = (account: {
  id: number | null;
  email: string;
  firstName?: string | null;
  lastName?: string | null;
}) => ({
  id: account.id,
  name: [account.firstName, account.lastName].filter(Boolean).join(' ') || typedEmail(account.email),
  email: typedEmail(account.email),
});

/**
 * Logs the event as logAuthEvent does and writes its audit entry (autocommit: auth routes have no request
 * transaction, so a failed sign-in's entry stays with its limit counters). Awaited before the answer.
 */
export const recordAuthEvent = async (
  request: FastifyRequest,
  event: AuthEvent,
  fields: Record<string, string | number | boolean | null | undefined>,
  entry: AuditEntryInput,
) => {
  logAuthEvent(request.log, event, fields);
  await request.audit.record(entry.details ? { ...entry, details: withTypedEmail(entry.details) } : entry);
};

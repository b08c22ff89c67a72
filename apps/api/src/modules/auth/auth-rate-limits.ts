import crypto from 'node:crypto';
import { authMessages } from '@coachboard/contract';
import type { Database } from '../../db/client.js';
import { tooManyRequests } from '../../lib/errors.js';
import { hitRateLimit, type RateLimitRule } from '../../lib/rate-limiter.js';

const FIFTEEN_MINUTES = 15 * 60;
const ONE_HOUR = 60 * 60;
const ONE_DAY = 24 * ONE_HOUR;

/**
 * Per-account keys use the normalised e-mail whether or not an account exists, so a 429 says nothing about
 * which addresses are registered. The e-mail goes in hashed: the key stays short enough for the index however
 * long the submitted text is.
 *
 * Sign-in (see login-limits.ts and docs/SECURITY.md, "Sign-in limits"): no counter blocks an account for every
 * address, so knowing someone's e-mail is not enough to keep them out.
 */
export const authRateLimits = {
  /** Attempts per account and client address together: past it, 429 for that pair only (a success clears it). */
  loginPerPair: { max: 5, windowSeconds: FIFTEEN_MINUTES },
  /** Attempts per client address across accounts (a success gives its attempt back). */
  loginPerAddress: { max: 20, windowSeconds: FIFTEEN_MINUTES },
  /**
   * Checked passwords per account from every address. Past `max` the account is throttled, not locked: an
   * address is checked only if it made no other attempt for this account in its current pair window.
   */
  loginPerAccount: { max: 5, windowSeconds: FIFTEEN_MINUTES },
  /** The same counter's ceiling: past it, only addresses the account signed in from lately are checked. */
  loginPerAccountCeiling: { max: 20, windowSeconds: FIFTEEN_MINUTES },
  resetRequestPerAccount: { max: 5, windowSeconds: ONE_HOUR },
  resetRequestPerAddress: { max: 20, windowSeconds: ONE_HOUR },
  /** Code checks (verify-reset-code and reset-password). */
  resetCodePerAccount: { max: 10, windowSeconds: FIFTEEN_MINUTES },
  resetCodePerAddress: { max: 30, windowSeconds: FIFTEEN_MINUTES },
  /**
   * Second sign-in steps per client address (a success gives its attempt back). The account's own lock (five
   * wrong codes in a row, counted before each is judged) is what bounds the guesses; this keeps one address
   * from sending bursts across accounts and challenges.
   */
  secondStepPerAddress: { max: 20, windowSeconds: FIFTEEN_MINUTES },
  /**
   * Current-password checks of a signed-in account (changing the password, setting up or turning off
   * two-factor sign-in), one counter for all of them: a stolen session cannot try passwords one after another.
   */
  currentPasswordPerAccount: { max: 10, windowSeconds: FIFTEEN_MINUTES },
} satisfies Record<string, RateLimitRule>;

/** How long an address stays "one the account signed in from" after a successful sign-in. */
export const LOGIN_KNOWN_ADDRESS_SECONDS = 30 * ONE_DAY;
/** At most one "failed sign-ins" mail per account in this time. */
export const LOGIN_NOTICE_SECONDS = ONE_DAY;

const emailDigest = (email: string) =>
  crypto.createHash('sha256').update(email.trim().toLowerCase()).digest('base64url');

export const accountKey = (scope: string, email: string) => `${scope}:account:${emailDigest(email)}`;
export const addressKey = (scope: string, ip: string) => `${scope}:address:${ip}`;
/** One account and one client address together. */
export const pairKey = (scope: string, email: string, ip: string) =>
  `${scope}:pair:${emailDigest(email)}:${ip}`;

/** Counts one attempt on every given counter; throws 429 with the longest Retry-After when any is exceeded. */
export const enforceRateLimits = async (db: Database, checks: [key: string, rule: RateLimitRule][]) => {
  const results = await Promise.all(checks.map(([key, rule]) => hitRateLimit(db, key, rule)));
  const limited = results.filter((result) => result.limited);
  if (limited.length > 0) {
    throw tooManyRequests(authMessages.tooManyAttempts, Math.max(...limited.map((r) => r.retryAfterSeconds)));
  }
};

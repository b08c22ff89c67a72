import crypto from 'node:crypto';
import { authMessages } from '@coachboard/contract';
import type { Database } from '../../db/client.js';
import { tooManyRequests } from '../../lib/errors.js';
import { hitRateLimit, type RateLimitRule } from '../../lib/rate-limiter.js';

const FIFTEEN_MINUTES = 15 * 60;
const ONE_HOUR = 60 * 60;

/**
 * Per-account keys use the normalised e-mail whether or not an account exists, so a 429 says nothing about
 * which addresses are registered. The e-mail goes in hashed: the key stays short enough for the index however
 * long the submitted text is.
 */
export const authRateLimits = {
  /** Failed sign-ins per account (a success clears the counter). */
  loginPerAccount: { max: 5, windowSeconds: FIFTEEN_MINUTES },
  /** Failed sign-ins per client address (a success gives its attempt back). */
  loginPerAddress: { max: 20, windowSeconds: FIFTEEN_MINUTES },
  resetRequestPerAccount: { max: 5, windowSeconds: ONE_HOUR },
  resetRequestPerAddress: { max: 20, windowSeconds: ONE_HOUR },
  /** Code checks (verify-reset-code and reset-password). */
  resetCodePerAccount: { max: 10, windowSeconds: FIFTEEN_MINUTES },
  resetCodePerAddress: { max: 30, windowSeconds: FIFTEEN_MINUTES },
} satisfies Record<string, RateLimitRule>;

const emailDigest = (email: string) =>
  crypto.createHash('sha256').update(email.trim().toLowerCase()).digest('base64url');

export const accountKey = (scope: string, email: string) => `${scope}:account:${emailDigest(email)}`;
export const addressKey = (scope: string, ip: string) => `${scope}:address:${ip}`;

/** Counts one attempt on every given counter; throws 429 with the longest Retry-After when any is exceeded. */
export const enforceRateLimits = async (db: Database, checks: [key: string, rule: RateLimitRule][]) => {
  const results = await Promise.all(checks.map(([key, rule]) => hitRateLimit(db, key, rule)));
  const limited = results.filter((result) => result.limited);
  if (limited.length > 0) {
    throw tooManyRequests(authMessages.tooManyAttempts, Math.max(...limited.map((r) => r.retryAfterSeconds)));
  }
};

import net from 'node:net';
import type { Database } from '../../db/client.js';
import {
  hitRateLimit,
  peekRateLimit,
  refundRateLimit,
  resetRateLimit,
  touchRateLimit,
  type RateLimitResult,
} from '../../lib/rate-limiter.js';
import {
  LOGIN_KNOWN_ADDRESS_SECONDS,
  LOGIN_NOTICE_SECONDS,
  accountKey,
  addressKey,
  authRateLimits,
  pairKey,
} from './auth-rate-limits.js';

/**
 * Sign-in limits that cannot be turned against an account (docs/SECURITY.md, "Sign-in limits"). No counter
 * refuses an account to every address: an attacker who knows the e-mail can slow down only the addresses that
 * guess, while the owner signs in from any address that has not.
 *
 * - pair (account + address): 5 attempts per 15 min, then 429 for that pair only;
 * - address (across accounts): 20 per 15 min, against one address trying many accounts;
 * - account (checked passwords from every address): past 5 per 15 min, an address is checked only when it
 *   made no other attempt for this account in its pair window (one try per address); past 20, only when the
 *   account also signed in from it in the last 30 days.
 *
 * Every counter moves by an atomic upsert before the decision, so parallel attempts each see their own count
 * and none slips past a limit, on one instance or several.
 */

const IPV4_MAPPED_PREFIX = [0, 0, 0, 0, 0, 0xffff];

const ipv6Groups = (ip: string): number[] => {
  const [head = '', tail] = ip.split('%')[0]!.split('::');
  const groups = (part: string | undefined) =>
    !part
      ? []
      : part.split(':').flatMap((group) => {
          if (!group.includes('.')) return [parseInt(group, 16)];
          const [a = 0, b = 0, c = 0, d = 0] = group.split('.').map(Number);
          return [(a << 8) | b, (c << 8) | d];
        });
  const left = groups(head);
  const right = groups(tail);
  return [...left, ...Array<number>(8 - left.length - right.length).fill(0), ...right];
};

/**
 * The address the sign-in limits count: IPv4 as it is (also when it arrives IPv4-mapped, `::ffff:a.b.c.d`),
 * IPv6 by its /64, the block one customer line or one cloud machine is given. A host can use any address of
 * its /64, so counting single IPv6 addresses would hand an attacker an endless supply of fresh addresses.
 */
export const limitAddress = (ip: string): string => {
  if (!net.isIPv6(ip)) return ip;
  const groups = ipv6Groups(ip);
  if (IPV4_MAPPED_PREFIX.every((value, i) => groups[i] === value)) {
    const [high = 0, low = 0] = groups.slice(6);
    return [high >> 8, high & 0xff, low >> 8, low & 0xff].join('.');
  }
  return `${groups
    .slice(0, 4)
    .map((group) => group.toString(16))
    .join(':')}::/64`;
};

export interface SignInKeys {
  pair: string;
  address: string;
  account: string;
  /** Marks an address the account signed in from (LOGIN_KNOWN_ADDRESS_SECONDS). */
  known: string;
  /** At most one "failed sign-ins" mail per LOGIN_NOTICE_SECONDS. */
  notice: string;
}

export const signInKeys = (email: string, ip: string): SignInKeys => {
  const address = limitAddress(ip);
  return {
    pair: pairKey('login', email, address),
    address: addressKey('login', address),
    account: accountKey('login', email),
    known: pairKey('login-known', email, address),
    notice: accountKey('login-notice', email),
  };
};

export type SignInLimit = 'pair' | 'address' | 'account';

export type SignInGate = { keys: SignInKeys; tripped: boolean } & (
  { admitted: true } | { admitted: false; limit: SignInLimit; retryAfterSeconds: number }
);

/** Undefined when the account counter lets the attempt through; otherwise its Retry-After in seconds. */
const accountRefusal = async (
  db: Database,
  keys: SignInKeys,
  pair: RateLimitResult,
  account: RateLimitResult,
): Promise<number | undefined> => {
  if (account.count <= authRateLimits.loginPerAccount.max) return undefined;
  // Throttled: an address that already tried this account waits for its pair window (or the account's) to end.
  if (pair.count > 1) return Math.min(pair.retryAfterSeconds, account.retryAfterSeconds);
  if (account.count <= authRateLimits.loginPerAccountCeiling.max) return undefined;
  if ((await peekRateLimit(db, keys.known)) > 0) return undefined;
  return account.retryAfterSeconds;
};

/**
 * Counts the attempt and says whether its password may be checked. `tripped` is true for the attempt that takes
 * the account past `loginPerAccount.max` (the moment to tell the owner; see claimLimitNotice).
 */
export const gateSignIn = async (db: Database, email: string, ip: string): Promise<SignInGate> => {
  const keys = signInKeys(email, ip);
  const [pair, address] = await Promise.all([
    hitRateLimit(db, keys.pair, authRateLimits.loginPerPair),
    hitRateLimit(db, keys.address, authRateLimits.loginPerAddress),
  ]);
  if (pair.limited || address.limited) {
    const limited = [pair, address].filter((result) => result.limited);
    return {
      keys,
      tripped: false,
      admitted: false,
      limit: pair.limited ? 'pair' : 'address',
      retryAfterSeconds: Math.max(...limited.map((result) => result.retryAfterSeconds)),
    };
  }
  const account = await hitRateLimit(db, keys.account, authRateLimits.loginPerAccount);
  const tripped = account.count === authRateLimits.loginPerAccount.max + 1;
  const retryAfterSeconds = await accountRefusal(db, keys, pair, account);
  if (retryAfterSeconds === undefined) return { keys, tripped, admitted: true };
  // No password is checked: the count goes back, so the account counter counts checked passwords only and
  // refused attempts cannot push it towards the ceiling.
  await refundRateLimit(db, keys.account);
  return { keys, tripped, admitted: false, limit: 'account', retryAfterSeconds };
};

/**
 * After a correct password: the pair starts afresh, the attempts counted from this address leave the account
 * counter (an address that knows the password was the owner mistyping), the address gets its attempt back, and
 * the address is remembered as one the account signs in from.
 */
export const recordSignInSuccess = async (db: Database, keys: SignInKeys) => {
  await Promise.all([
    resetRateLimit(db, keys.pair).then((attempts) =>
      refundRateLimit(db, keys.account, Math.max(attempts, 1)),
    ),
    refundRateLimit(db, keys.address),
    touchRateLimit(db, keys.known, LOGIN_KNOWN_ADDRESS_SECONDS),
  ]);
};

/** True once per account per LOGIN_NOTICE_SECONDS: the trip that mails the owner. */
export const claimLimitNotice = async (db: Database, keys: SignInKeys) =>
  !(await hitRateLimit(db, keys.notice, { max: 1, windowSeconds: LOGIN_NOTICE_SECONDS })).limited;

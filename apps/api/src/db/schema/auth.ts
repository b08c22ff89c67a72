import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import { users } from './users.js';

/**
 * One sign-in = one session (a refresh-token family). Its lifetime is absolute (24 h, or 30 days with
 * remember-me); logout, reuse detection and password changes revoke it.
 */
export const authSessions = pgTable(
  'auth_sessions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: bigint('user_id', { mode: 'number' })
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    rememberMe: boolean('remember_me').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    revokedReason: text('revoked_reason'),
    /** What signed in, for the account's Sessions list (migration 0031); last use moves on each refresh. */
    userAgent: text('user_agent'),
    ipAddress: text('ip_address'),
    lastUsedAt: timestamp('last_used_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('auth_sessions_user_id_idx').on(table.userId),
    index('auth_sessions_expires_at_idx').on(table.expiresAt),
  ],
);

/** Every refresh token ever issued in a family, stored as a SHA-256 hash. */
export const refreshTokens = pgTable(
  'refresh_tokens',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedByDefaultAsIdentity(),
    sessionId: uuid('session_id')
      .notNull()
      .references(() => authSessions.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull().unique(),
    parentId: bigint('parent_id', { mode: 'number' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** Set when this token was exchanged for its successor. */
    rotatedAt: timestamp('rotated_at', { withTimezone: true }),
    /**
     * The successor token, encrypted with a key derived from the server secret, so that a second refresh
     * with this token inside the grace window can answer the current pair instead of minting a new one.
     */
    successorSealed: text('successor_sealed'),
  },
  (table) => [index('refresh_tokens_session_id_idx').on(table.sessionId)],
);

export const passwordResetCodes = pgTable(
  'password_reset_codes',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedByDefaultAsIdentity(),
    userId: bigint('user_id', { mode: 'number' })
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** HMAC-SHA256 of the code keyed with the server secret (a 6-digit code is too small for a plain hash). */
    codeHash: text('code_hash').notNull(),
    attempts: integer('attempts').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    /** Set when used or superseded by a newer code. */
    consumedAt: timestamp('consumed_at', { withTimezone: true }),
  },
  (table) => [
    index('password_reset_codes_user_id_created_at_idx').on(
      table.userId,
      table.createdAt.desc().nullsFirst(),
    ),
    index('password_reset_codes_expires_at_idx').on(table.expiresAt),
  ],
);

/** Fixed-window counters for rate limits; kept in PostgreSQL so several API instances share them. */
export const rateLimitCounters = pgTable('rate_limit_counters', {
  key: text('key').primaryKey(),
  count: integer('count').notNull(),
  resetAt: timestamp('reset_at', { withTimezone: true }).notNull(),
});

/**
 * Keys generated once and kept wrapped (AES-256-GCM) by a key derived from JWT_SECRET: rotating the secret
 * re-wraps them (modules/auth/data-keys.ts), so what they seal or key outlives the rotation.
 */
export const serverKeys = pgTable('server_keys', {
  name: text('name').primaryKey(),
  wrapped: text('wrapped').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  /** When the key was last wrapped with a new JWT_SECRET. */
  rewrappedAt: timestamp('rewrapped_at', { withTimezone: true }),
});

/** Ten single-use recovery codes per account with two-factor sign-in, stored as hashes (migration 0031). */
export const recoveryCodes = pgTable(
  'recovery_codes',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedByDefaultAsIdentity(),
    userId: bigint('user_id', { mode: 'number' })
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    codeHash: text('code_hash').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    usedAt: timestamp('used_at', { withTimezone: true }),
  },
  (table) => [
    index('recovery_codes_user_id_idx')
      .on(table.userId)
      .where(sql`${table.usedAt} is null`),
  ],
);

/** After the password of an account with two-factor sign-in: what the second step answers (token hashed). */
export const signInChallenges = pgTable(
  'sign_in_challenges',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: bigint('user_id', { mode: 'number' })
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull().unique(),
    rememberMe: boolean('remember_me').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
  },
  (table) => [
    index('sign_in_challenges_user_id_idx').on(table.userId),
    index('sign_in_challenges_expires_at_idx').on(table.expiresAt),
  ],
);

/** The browsers each account has signed in from ("sign-in from a browser not seen before" mails). */
export const knownBrowsers = pgTable(
  'known_browsers',
  {
    userId: bigint('user_id', { mode: 'number' })
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    browserKey: text('browser_key').notNull(),
    firstSeenAt: timestamp('first_seen_at', { withTimezone: true }).notNull().defaultNow(),
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.userId, table.browserKey] })],
);

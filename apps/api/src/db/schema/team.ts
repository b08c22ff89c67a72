import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  index,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import type { TeamRole } from '@coachboard/contract';
import { users } from './users.js';

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

/** Invitations to the team: a single-use link valid 72 hours; the token is stored as a SHA-256 hash. */
export const teamInvitations = pgTable(
  'team_invitations',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedByDefaultAsIdentity(),
    email: text('email').notNull(),
    teamRole: text('team_role').$type<TeamRole>().notNull(),
    tokenHash: text('token_hash').notNull().unique(),
    invitedBy: bigint('invited_by', { mode: 'number' }).references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    sentAt: timestamp('sent_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    acceptedAt: timestamp('accepted_at', { withTimezone: true }),
    acceptedUserId: bigint('accepted_user_id', { mode: 'number' }).references(() => users.id, {
      onDelete: 'set null',
    }),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
  },
  (table) => [
    uniqueIndex('team_invitations_pending_email_unique')
      .on(sql`lower(${table.email})`)
      .where(sql`${table.acceptedAt} is null and ${table.revokedAt} is null`),
    index('team_invitations_created_at_idx').on(table.createdAt.desc(), table.id.desc()),
  ],
);

/** Team-wide settings, one row (id is always true). */
export const teamSettings = pgTable('team_settings', {
  id: boolean('id').primaryKey().default(true),
  requireTwoFactor: boolean('require_two_factor').notNull().default(false),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

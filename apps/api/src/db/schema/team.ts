import { sql } from 'drizzle-orm';
import { bigint, boolean, index, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import type { TeamRole } from '@coachboard/contract';
import { users } from './users.js';

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

import { bigint, boolean, check, date, index, jsonb, pgTable, timestamp } from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import type { DashboardReadMarks } from '@coachboard/contract';
import { users } from './users.js';

/**
 * The dashboard counts each panel account marked read with the bell's 'Mark all read' (migration 0033): the
 * bell's dot shows while a count is above its mark. Written and read whole, by the account's id.
 */
export const dashboardReadMarks = pgTable(
  'dashboard_read_marks',
  {
    userId: bigint('user_id', { mode: 'number' })
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    counts: jsonb('counts').$type<DashboardReadMarks['counts']>().notNull(),
    markedAt: timestamp('marked_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [check('dashboard_read_marks_counts_object', sql`jsonb_typeof(${table.counts}) = 'object'`)],
);

/**
 * Each user's last live assignment end (migration 0047): the latest `ends_on` of their assignments in live
 * programs, one row per user who has one, and whether they are an active app user. Kept by program_users'
 * triggers, never written by the app: 'Programs ending soon' counts a range of its partial index.
 */
export const userLastProgramEnds = pgTable(
  'user_last_program_ends',
  {
    userId: bigint('user_id', { mode: 'number' }).primaryKey(),
    endsOn: date('ends_on', { mode: 'string' }).notNull(),
    userActive: boolean('user_active').notNull(),
  },
  (table) => [
    index('user_last_program_ends_active_idx')
      .on(table.endsOn)
      .where(sql`${table.userActive}`),
  ],
);

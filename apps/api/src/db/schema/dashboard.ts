import { bigint, check, jsonb, pgTable, timestamp } from 'drizzle-orm/pg-core';
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

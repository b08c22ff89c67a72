import { bigint, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/** Records one-time start-up work (admin ensured, demo content seeded) so a later start never redoes it. */
export const seedState = pgTable('seed_state', {
  key: text('key').primaryKey(),
  details: jsonb('details'),
  completedAt: timestamp('completed_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * Exact row counts of large tables (training_programs, users), kept by statement-level triggers (migrations 0009
 * and 0011) for unfiltered totals.
 */
export const tableRowCounts = pgTable('table_row_counts', {
  tableName: text('table_name').primaryKey(),
  rowCount: bigint('row_count', { mode: 'number' }).notNull(),
});

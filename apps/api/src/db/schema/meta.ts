import { jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/** Records one-time start-up work (admin ensured, demo content seeded) so a later start never redoes it. */
export const seedState = pgTable('seed_state', {
  key: text('key').primaryKey(),
  details: jsonb('details'),
  completedAt: timestamp('completed_at', { withTimezone: true }).notNull().defaultNow(),
});

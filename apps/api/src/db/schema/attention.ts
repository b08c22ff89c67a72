import { sql } from 'drizzle-orm';
import { bigint, boolean, index, integer, pgTable } from 'drizzle-orm/pg-core';
import { trainingDays } from './programs.js';

/**
 * Each training day's live (not trashed) day exercises, kept exact by the triggers of migration 0028 (a row per
 * day that is not a rest day, made with the day or when it stops being a rest day, moved by every insert, delete,
 * trash and restore of its day exercises), and whether the day's program is live and followed by at least one
 * active app user (`counted`, migration 0030: kept by triggers on assignments, users' status and the program's
 * trash, through the `followed_programs` table): the dashboard's empty training days are the entries of the
 * partial index, instead of an anti-join of every day with its exercises and probes of programs and users.
 * Never written by the API.
 *
 * Migration 0028 also gives `program_users` a trigger-kept `ends_on` (start_date + duration_weeks * 7, the
 * contract's assignmentEndsOn) and migration 0030 `program_in_trash` (the program is in the trash), left out of
 * the Drizzle table because no write sets them; the attention queries read them in SQL. Likewise migration 0030's
 * `posts.admin_replied` (a live comment by an admin exists).
 */
export const trainingDayExerciseCounts = pgTable(
  'training_day_exercise_counts',
  {
    trainingDayId: bigint('training_day_id', { mode: 'number' })
      .primaryKey()
      .references(() => trainingDays.id, { onDelete: 'cascade' }),
    exercises: integer('exercises').notNull(),
    counted: boolean('counted').notNull().default(false),
  },
  (table) => [
    index('training_day_exercise_counts_empty_idx')
      .on(table.trainingDayId)
      .where(sql`${table.exercises} = 0 and ${table.counted}`),
  ],
);

import { sql } from 'drizzle-orm';
import { bigint, index, integer, pgTable } from 'drizzle-orm/pg-core';
import { trainingDays } from './programs.js';

/**
 * Each training day's live (not trashed) day exercises, kept exact by the triggers of migration 0028 (a row per
 * day that is not a rest day, made with the day or when it stops being a rest day, moved by every insert, delete, trash and restore of its day exercises): the dashboard's
 * empty training days are the partial index's entries instead of an anti-join of every day with its exercises.
 * Never written by the API.
 *
 * Migration 0028 also gives `program_users` a trigger-kept `ends_on` (start_date + duration_weeks * 7, the
 * contract's assignmentEndsOn), left out of the Drizzle table because no write sets it; the attention queries
 * read it in SQL.
 */
export const trainingDayExerciseCounts = pgTable(
  'training_day_exercise_counts',
  {
    trainingDayId: bigint('training_day_id', { mode: 'number' })
      .primaryKey()
      .references(() => trainingDays.id, { onDelete: 'cascade' }),
    exercises: integer('exercises').notNull(),
  },
  (table) => [
    index('training_day_exercise_counts_empty_idx')
      .on(table.trainingDayId)
      .where(sql`${table.exercises} = 0`),
  ],
);

import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import type { SetsData } from '@coachboard/contract';
import { createdAtColumn } from './columns.js';
import { exercises } from './exercises.js';
import { trainingPrograms } from './programs.js';

/** The training-days module's tables: a program's weeks and days, the exercises on a day, their groups. */

export const trainingWeeks = pgTable(
  'training_weeks',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedByDefaultAsIdentity(),
    trainingProgramId: bigint('training_program_id', { mode: 'number' })
      .notNull()
      .references(() => trainingPrograms.id, { onDelete: 'cascade' }),
    sequenceNumber: integer('sequence_number').notNull(),
    ...createdAtColumn(),
  },
  (table) => [
    uniqueIndex('training_weeks_program_sequence_unique').on(table.trainingProgramId, table.sequenceNumber),
  ],
);

export const trainingDays = pgTable(
  'training_days',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedByDefaultAsIdentity(),
    trainingWeekId: bigint('training_week_id', { mode: 'number' })
      .notNull()
      .references(() => trainingWeeks.id, { onDelete: 'cascade' }),
    dayOfTheWeek: smallint('day_of_the_week').notNull(),
    isRestDay: boolean('is_rest_day').notNull().default(false),
  },
  (table) => [
    uniqueIndex('training_days_week_day_unique').on(table.trainingWeekId, table.dayOfTheWeek),
    check('training_days_day_of_the_week_check', sql`${table.dayOfTheWeek} between 1 and 7`),
  ],
);

/**
 * A superset or circuit: consecutive exercises of a training day (migration 0022). Rounds only for a
 * circuit (1..20). The exercises name their group (group_id); ungrouping deletes the group and keeps them.
 */
export const dayExerciseGroups = pgTable(
  'day_exercise_groups',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedByDefaultAsIdentity(),
    trainingDayId: bigint('training_day_id', { mode: 'number' })
      .notNull()
      .references(() => trainingDays.id, { onDelete: 'cascade' }),
    kind: text('kind').$type<'superset' | 'circuit'>().notNull(),
    rounds: smallint('rounds'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('day_exercise_groups_training_day_id_idx').on(table.trainingDayId),
    check('day_exercise_groups_kind_check', sql`${table.kind} in ('superset', 'circuit')`),
    check(
      'day_exercise_groups_rounds_check',
      sql`${table.rounds} is null or (${table.kind} = 'circuit' and ${table.rounds} between 1 and 20)`,
    ),
  ],
);

const activityLogColumns = () => ({
  id: bigint('id', { mode: 'number' }).primaryKey().generatedByDefaultAsIdentity(),
  trainingDayId: bigint('training_day_id', { mode: 'number' })
    .notNull()
    .references(() => trainingDays.id, { onDelete: 'cascade' }),
  exerciseId: bigint('exercise_id', { mode: 'number' })
    .notNull()
    .references(() => exercises.id, { onDelete: 'cascade' }),
  position: integer('position').notNull().default(1),
  setsData: jsonb('sets_data')
    .$type<SetsData>()
    .notNull()
    .default(sql`'{"set_1": {"reps": 1, "weight": null, "time": null, "rir": null, "rest": null}}'::jsonb`),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  groupId: bigint('group_id', { mode: 'number' }).references(() => dayExerciseGroups.id, {
    onDelete: 'set null',
  }),
  /** Set while a builder's replace keeps it in the trash (migration 0023); the view shows only null. */
  deletedAt: timestamp('deleted_at', { withTimezone: true }),
});

/**
 * An exercise on a training day with its per-set targets, in position order (1..n per day). The view hides the
 * places whose exercise or program is in the trash (migration 0019) and those a replace put in the trash
 * (deleted_at, migration 0023); the table holds them all.
 */
export const userExerciseActivityLogs = pgTable('user_exercise_activity_logs', activityLogColumns());
export const userExerciseActivityLogsWithTrash = pgTable(
  'user_exercise_activity_logs_with_trash',
  activityLogColumns(),
  (table) => [
    index('user_exercise_activity_logs_day_position_idx').on(table.trainingDayId, table.position, table.id),
    uniqueIndex('user_exercise_activity_logs_day_exercise_unique')
      .on(table.trainingDayId, table.exerciseId)
      .where(sql`${table.deletedAt} is null`),
    index('user_exercise_activity_logs_exercise_id_idx').on(table.exerciseId),
    index('user_exercise_activity_logs_group_id_idx')
      .on(table.groupId)
      .where(sql`${table.groupId} is not null`),
  ],
);

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

export type TrainingWeekRow = typeof trainingWeeks.$inferSelect;
export type TrainingDayRow = typeof trainingDays.$inferSelect;
export type ActivityLogRow = typeof userExerciseActivityLogs.$inferSelect;
export type DayExerciseGroupRow = typeof dayExerciseGroups.$inferSelect;

import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  date,
  doublePrecision,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { timestampColumns } from './columns.js';
import { exercisesWithTrash } from './exercises.js';
import { trainingProgramsWithTrash } from './programs.js';
import { trainingDays, userExerciseActivityLogsWithTrash } from './training-days.js';
import { users } from './users.js';

/**
 * One workout an app user logged (migration 0036). `client_id` is the app's own id for it: the same one again is
 * the same workout. The program, week and day are copied beside their references, which go null when the program
 * tree changes; `deleted_at` marks a member's delete (the row stays for a coach).
 */
export const workoutSessions = pgTable(
  'workout_sessions',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedByDefaultAsIdentity(),
    userId: bigint('user_id', { mode: 'number' })
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    clientId: uuid('client_id').notNull(),
    trainingDayId: bigint('training_day_id', { mode: 'number' }).references(() => trainingDays.id, {
      onDelete: 'set null',
    }),
    trainingProgramId: bigint('training_program_id', { mode: 'number' }).references(
      () => trainingProgramsWithTrash.id,
      { onDelete: 'set null' },
    ),
    programName: text('program_name').notNull(),
    weekNumber: integer('week_number').notNull(),
    dayNumber: smallint('day_number').notNull(),
    performedOn: date('performed_on', { mode: 'string' }).notNull(),
    startedAt: timestamp('started_at', { withTimezone: true }).notNull(),
    finishedAt: timestamp('finished_at', { withTimezone: true }).notNull(),
    notes: text('notes'),
    /**
     * The training day's prescription when the workout was first logged: each day exercise's number of sets
     * (migration 0040; null for older workouts). Compliance measures the workout against it.
     */
    prescription: jsonb('prescription').$type<Array<{ day_exercise_id: number; sets: number }>>(),
    ...timestampColumns(),
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
  },
  (table) => [
    uniqueIndex('workout_sessions_user_client_unique').on(table.userId, table.clientId),
    index('workout_sessions_user_performed_on_idx')
      .on(table.userId, table.performedOn.desc(), table.id.desc())
      .where(sql`${table.deletedAt} is null`),
    index('workout_sessions_user_day_idx')
      .on(table.userId, table.trainingDayId, table.performedOn)
      .where(sql`${table.deletedAt} is null`),
  ],
);

/**
 * One performed set of a logged workout, in the order the app sent them, with a copy of the prescription it was
 * logged against (`target*`, null where the set had none, all null for an exercise the member added).
 */
export const performedSets = pgTable(
  'performed_sets',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedByDefaultAsIdentity(),
    sessionId: bigint('session_id', { mode: 'number' })
      .notNull()
      .references(() => workoutSessions.id, { onDelete: 'cascade' }),
    position: smallint('position').notNull(),
    dayExerciseId: bigint('day_exercise_id', { mode: 'number' }).references(
      () => userExerciseActivityLogsWithTrash.id,
      { onDelete: 'set null' },
    ),
    exerciseId: bigint('exercise_id', { mode: 'number' }).references(() => exercisesWithTrash.id, {
      onDelete: 'set null',
    }),
    exerciseName: text('exercise_name').notNull(),
    replacesDayExerciseId: bigint('replaces_day_exercise_id', { mode: 'number' }).references(
      () => userExerciseActivityLogsWithTrash.id,
      { onDelete: 'set null' },
    ),
    setNumber: smallint('set_number').notNull(),
    reps: integer('reps'),
    weight: numeric('weight', { precision: 6, scale: 2, mode: 'number' }),
    time: integer('time'),
    rir: smallint('rir'),
    rpe: numeric('rpe', { precision: 3, scale: 1, mode: 'number' }),
    completed: boolean('completed').notNull().default(true),
    targetReps: integer('target_reps'),
    targetRepsMax: integer('target_reps_max'),
    targetWeight: numeric('target_weight', { precision: 6, scale: 2, mode: 'number' }),
    targetLoadPercent: numeric('target_load_percent', { precision: 5, scale: 1, mode: 'number' }),
    targetTime: integer('target_time'),
    targetRir: smallint('target_rir'),
    targetAmrap: boolean('target_amrap').notNull().default(false),
  },
  (table) => [index('performed_sets_session_position_idx').on(table.sessionId, table.position)],
);

/**
 * Kept by triggers (migration 0041), never written by the app: per workout and exercise, the sets that count for
 * records and progress (completed, reps >= 1, a weight above 0), in the order logged, with the workout's user, date,
 * start and liveness, so a user's records read one index range.
 */
export const sessionExerciseSets = pgTable(
  'session_exercise_sets',
  {
    sessionId: bigint('session_id', { mode: 'number' })
      .notNull()
      .references(() => workoutSessions.id, { onDelete: 'cascade' }),
    exerciseId: bigint('exercise_id', { mode: 'number' }).notNull(),
    userId: bigint('user_id', { mode: 'number' }).notNull(),
    performedOn: date('performed_on', { mode: 'string' }).notNull(),
    startedAt: timestamp('started_at', { withTimezone: true }).notNull(),
    live: boolean('live').notNull(),
    exerciseName: text('exercise_name').notNull(),
    weights: doublePrecision('weights').array().notNull(),
    reps: integer('reps').array().notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.sessionId, table.exerciseId] }),
    index('session_exercise_sets_user_idx')
      .on(table.userId, table.performedOn, table.startedAt, table.sessionId, table.exerciseId)
      .where(sql`${table.live}`),
    index('session_exercise_sets_user_exercise_idx')
      .on(table.userId, table.exerciseId, table.performedOn, table.startedAt, table.sessionId)
      .where(sql`${table.live}`),
  ],
);

export type WorkoutSessionRow = typeof workoutSessions.$inferSelect;
export type PerformedSetRow = typeof performedSets.$inferSelect;

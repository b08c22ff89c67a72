import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  index,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { trashableTables } from './columns.js';
import type { MuscleGroupType, TargetMuscleGroup } from '@coachboard/contract';
import { trainingPrograms } from './programs.js';

/**
 * The exercise library (spec part 2 section 3). The list is newest first (created_at desc, id desc) with an
 * index per filter; the search matches `search_text` (name, target muscle group, muscle group names and the
 * location words 'home'/'gym', kept up to date by the repository) through a trigram index and is ordered by
 * lower(name), id.
 */
export const [exercises, exercisesWithTrash] = trashableTables(
  'exercises',
  () => ({
    id: bigint('id', { mode: 'number' }).primaryKey().generatedByDefaultAsIdentity(),
    name: text('name').notNull(),
    nameSearch: text('name_search')
      .notNull()
      .generatedAlwaysAs(sql`lower(name)`),
    description: text('description'),
    ytLink: text('yt_link'),
    targetMuscleGroup: text('target_muscle_group').$type<TargetMuscleGroup>(),
    isAtHome: boolean('is_at_home').notNull().default(false),
    isGymBased: boolean('is_gym_based').notNull().default(false),
    searchText: text('search_text').notNull().default(''),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  }),
  (table) => [
    index('exercises_created_at_id_idx')
      .on(table.createdAt.desc().nullsFirst(), table.id.desc().nullsFirst())
      .where(sql`${table.deletedAt} is null`),
    index('exercises_target_created_at_id_idx')
      .on(table.targetMuscleGroup, table.createdAt.desc().nullsFirst(), table.id.desc().nullsFirst())
      .where(sql`${table.deletedAt} is null`),
    index('exercises_at_home_created_at_id_idx')
      .on(table.isAtHome, table.createdAt.desc().nullsFirst(), table.id.desc().nullsFirst())
      .where(sql`${table.deletedAt} is null`),
    index('exercises_gym_created_at_id_idx')
      .on(table.isGymBased, table.createdAt.desc().nullsFirst(), table.id.desc().nullsFirst())
      .where(sql`${table.deletedAt} is null`),
    index('exercises_name_search_id_idx')
      .on(table.nameSearch, table.id)
      .where(sql`${table.deletedAt} is null`),
    index('exercises_search_text_trgm_idx')
      .using('gin', table.searchText.op('gin_trgm_ops'))
      .with({ fastupdate: false })
      .where(sql`${table.deletedAt} is null`),
    index('exercises_name_search_trgm_gist_idx')
      .using('gist', table.nameSearch.op('gist_trgm_ops'))
      .where(sql`${table.deletedAt} is null`),
    check(
      'exercises_target_muscle_group_check',
      sql`${table.targetMuscleGroup} is null or ${table.targetMuscleGroup} in ('chest', 'back', 'shoulders', 'arms', 'legs', 'glutes', 'core', 'full-body', 'cardio')`,
    ),
  ],
);

/** The anatomical reference list, inserted by migration 0004 (ids 1-20 in head-to-toe order). */
export const muscleGroups = pgTable(
  'muscle_groups',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedByDefaultAsIdentity(),
    name: text('name').notNull(),
  },
  (table) => [uniqueIndex('muscle_groups_name_unique').on(sql`lower(${table.name})`)],
);

export const exerciseMuscleGroups = pgTable(
  'exercise_muscle_groups',
  {
    exerciseId: bigint('exercise_id', { mode: 'number' })
      .notNull()
      .references(() => exercises.id, { onDelete: 'cascade' }),
    muscleGroupId: bigint('muscle_group_id', { mode: 'number' })
      .notNull()
      .references(() => muscleGroups.id, { onDelete: 'cascade' }),
    type: text('type').$type<MuscleGroupType>().notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.exerciseId, table.muscleGroupId] }),
    uniqueIndex('exercise_muscle_groups_one_primary')
      .on(table.exerciseId)
      .where(sql`type = 'primary'`),
    index('exercise_muscle_groups_muscle_group_id_idx').on(table.muscleGroupId),
    check('exercise_muscle_groups_type_check', sql`${table.type} in ('primary', 'secondary')`),
  ],
);

/**
 * Exercises assigned to a program ("Assigned To" on the exercise). Every exercise on a training day of a
 * program also has a row here (add-new inserts it; unassign refuses while days hold the exercise).
 */
export const programExercises = pgTable(
  'program_exercises',
  {
    trainingProgramId: bigint('training_program_id', { mode: 'number' })
      .notNull()
      .references(() => trainingPrograms.id, { onDelete: 'cascade' }),
    exerciseId: bigint('exercise_id', { mode: 'number' })
      .notNull()
      .references(() => exercises.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.trainingProgramId, table.exerciseId] }),
    // Holds both ids, so the library's per-row program count reads it index-only (migration 0021).
    index('program_exercises_exercise_program_idx').on(table.exerciseId, table.trainingProgramId),
  ],
);

export type ExerciseRow = typeof exercises.$inferSelect;
export type MuscleGroupRow = typeof muscleGroups.$inferSelect;

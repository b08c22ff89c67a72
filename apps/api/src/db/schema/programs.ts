import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  index,
  integer,
  smallint,
  text,
  type AnyPgColumn,
} from 'drizzle-orm/pg-core';
import { timestampColumns, trashableTables } from './columns.js';
import type { DifficultyLevel, ProgramType, WorkoutDuration } from '@coachboard/contract';
import { files } from './files.js';
import { users } from './users.js';

/**
 * Training programs (spec part 1 section 3). Lists are ordered newest first: created_at desc, id desc, and
 * every filter combination of the list has an index that serves that order.
 */
export const [trainingPrograms, trainingProgramsWithTrash] = trashableTables(
  'training_programs',
  () => ({
    id: bigint('id', { mode: 'number' }).primaryKey().generatedByDefaultAsIdentity(),
    name: text('name').notNull(),
    /** lower(name), stored: substring search reads it without lowering every row (and its trigram index). */
    nameSearch: text('name_search')
      .notNull()
      .generatedAlwaysAs(sql`lower(name)`),
    programType: text('program_type').$type<ProgramType>().notNull(),
    difficultyLevel: text('difficulty_level').$type<DifficultyLevel>().notNull(),
    durationWeeks: integer('duration_weeks').notNull(),
    trainingDaysPerWeek: smallint('training_days_per_week'),
    workoutDuration: text('workout_duration').$type<WorkoutDuration>(),
    description: text('description'),
    /** Public URL path of the image; kept in step with image_file_id by the upload and delete routes. */
    image: text('image'),
    imageFileId: bigint('image_file_id', { mode: 'number' }).references(() => files.id, {
      onDelete: 'set null',
    }),
    /** Created through the admin panel (a badge in the list; grants nothing else). */
    isAdmin: boolean('is_admin').notNull().default(false),
    createdBy: bigint('created_by', { mode: 'number' }).references(() => users.id, { onDelete: 'set null' }),
    ...timestampColumns(),
    /**
     * A personal copy (migration 0024): the user it belongs to. Null for every other program. Personal
     * copies stay out of the main list (and its kept count) unless it is filtered to them.
     */
    ownerUserId: bigint('owner_user_id', { mode: 'number' }).references(() => users.id, {
      onDelete: 'set null',
    }),
    /** The program a personal copy was made from; kept while that template is in the trash. */
    templateId: bigint('template_id', { mode: 'number' }).references(
      (): AnyPgColumn => trainingProgramsWithTrash.id,
      { onDelete: 'set null' },
    ),
  }),
  (table) => [
    index('training_programs_created_at_id_idx')
      .on(table.createdAt.desc().nullsFirst(), table.id.desc().nullsFirst())
      .where(sql`${table.deletedAt} is null and ${table.ownerUserId} is null`),
    index('training_programs_type_difficulty_created_at_id_idx')
      .on(
        table.programType,
        table.difficultyLevel,
        table.createdAt.desc().nullsFirst(),
        table.id.desc().nullsFirst(),
      )
      .where(sql`${table.deletedAt} is null and ${table.ownerUserId} is null`),
    index('training_programs_difficulty_created_at_id_idx')
      .on(table.difficultyLevel, table.createdAt.desc().nullsFirst(), table.id.desc().nullsFirst())
      .where(sql`${table.deletedAt} is null and ${table.ownerUserId} is null`),
    index('training_programs_personal_copies_created_at_id_idx')
      .on(table.createdAt.desc().nullsFirst(), table.id.desc().nullsFirst())
      .where(sql`${table.deletedAt} is null and ${table.ownerUserId} is not null`),
    index('training_programs_template_created_at_id_idx')
      .on(table.templateId, table.createdAt.desc().nullsFirst(), table.id.desc().nullsFirst())
      .where(sql`${table.templateId} is not null`),
    index('training_programs_owner_user_id_idx')
      .on(table.ownerUserId)
      .where(sql`${table.ownerUserId} is not null`),
    index('training_programs_name_search_trgm_idx')
      .using('gin', table.nameSearch.op('gin_trgm_ops'))
      .with({ fastupdate: false })
      .where(sql`${table.deletedAt} is null`),
    index('training_programs_image_file_id_idx').on(table.imageFileId),
    index('training_programs_created_by_idx').on(table.createdBy),
    // The few programs in the trash: queries that must skip them without joining every live one (0021).
    index('training_programs_trashed_idx')
      .on(table.id)
      .where(sql`${table.deletedAt} is not null`),
    check('training_programs_duration_weeks_check', sql`${table.durationWeeks} between 1 and 52`),
    check(
      'training_programs_training_days_check',
      sql`${table.trainingDaysPerWeek} is null or ${table.trainingDaysPerWeek} between 1 and 7`,
    ),
  ],
);

export type TrainingProgramRow = typeof trainingPrograms.$inferSelect;
export type NewTrainingProgramRow = typeof trainingPrograms.$inferInsert;

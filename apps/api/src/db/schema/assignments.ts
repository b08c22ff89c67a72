import { sql } from 'drizzle-orm';
import { bigint, check, date, index, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import type { AssignmentMode } from '@coachboard/contract';
import { trainingPrograms, trainingProgramsWithTrash } from './programs.js';
import { users } from './users.js';

/**
 * The assignments of programs to app users (spec part 1 section 3, ADR 0009): who follows which program from
 * which start date, linked or as a personal copy, and the bulk assignments' batches. The assignments module's.
 */
export const programUsers = pgTable(
  'program_users',
  {
    trainingProgramId: bigint('training_program_id', { mode: 'number' })
      .notNull()
      .references(() => trainingPrograms.id, { onDelete: 'cascade' }),
    userId: bigint('user_id', { mode: 'number' })
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    assignedAt: timestamp('assigned_at', { withTimezone: true }).notNull().defaultNow(),
    /** The program's day 1 for this user; defaults to today in UTC. */
    startDate: date('start_date', { mode: 'string' })
      .notNull()
      .default(sql`((now() at time zone 'UTC')::date)`),
    /** linked: the user follows the program itself; copy: the program is the user's personal copy. */
    mode: text('mode').$type<AssignmentMode>().notNull().default('linked'),
    /** The bulk assignment that wrote the row (its undo removes exactly those); null for single assignments. */
    batchId: uuid('batch_id'),
  },
  (table) => [
    primaryKey({ columns: [table.trainingProgramId, table.userId] }),
    index('program_users_program_assigned_at_idx').on(
      table.trainingProgramId,
      table.assignedAt,
      table.userId,
    ),
    index('program_users_user_id_idx').on(table.userId),
    index('program_users_batch_id_idx')
      .on(table.batchId)
      .where(sql`${table.batchId} is not null`),
    check('program_users_mode_check', sql`${table.mode} in ('linked', 'copy')`),
  ],
);

/**
 * One bulk assignment (migration 0025): its assignments carry its id in program_users.batch_id; the
 * personal copies it made are listed here with the fingerprint of the content they got, so its undo removes
 * exactly them and refuses when one was edited since.
 */
export const assignmentBatches = pgTable(
  'assignment_batches',
  {
    id: uuid('id').primaryKey(),
    trainingProgramId: bigint('training_program_id', { mode: 'number' }).references(
      () => trainingProgramsWithTrash.id,
      { onDelete: 'set null' },
    ),
    mode: text('mode').$type<AssignmentMode>().notNull(),
    startDate: date('start_date', { mode: 'string' }).notNull(),
    userIds: bigint('user_ids', { mode: 'number' }).array().notNull(),
    copyProgramIds: bigint('copy_program_ids', { mode: 'number' })
      .array()
      .notNull()
      .default(sql`'{}'`),
    copyFingerprint: text('copy_fingerprint'),
    createdBy: bigint('created_by', { mode: 'number' }).references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    undoneAt: timestamp('undone_at', { withTimezone: true }),
  },
  (table) => [
    index('assignment_batches_training_program_id_idx').on(table.trainingProgramId),
    check('assignment_batches_mode_check', sql`${table.mode} in ('linked', 'copy')`),
  ],
);

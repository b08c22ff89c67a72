import { sql } from 'drizzle-orm';
import { bigint, check, date, index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import type { AssignmentMode } from '@coachboard/contract';
import { trainingProgramsWithTrash } from './programs.js';
import { users } from './users.js';

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

import { and, count, eq, isNotNull, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { assignmentEndsOn, displayName, type PersonalCopy, type PersonalCopyOf } from '@coachboard/contract';
import { programUsers, trainingPrograms, trainingProgramsWithTrash, users } from '../../db/schema/index.js';
import type { Queryable } from '../../lib/db-types.js';
import { equals } from '../../lib/list-filters.js';
import { pagedList } from '../../lib/paged-list.js';
import { preparedStatement } from '../../lib/prepared.js';
import { toUserSummary } from '../../lib/user-summary.js';

// Personal copies (ADR 0009): programs with owner_user_id (the user) and template_id (the program they
// were copied from). The template is read with the trash, so a copy of a trashed template still names it.

const template = alias(trainingProgramsWithTrash, 'template');

/**
 * Whose personal copy a program is and its template, as columns of a program query that left-joins
 * `personalCopyOfJoins` (the program detail reads them with the program row itself).
 */
export const personalCopyOfColumns = {
  ownerId: users.id,
  ownerEmail: users.email,
  ownerFirstName: users.firstName,
  ownerLastName: users.lastName,
  templateId: template.id,
  templateName: template.name,
  templateDeletedAt: template.deletedAt,
};

export const personalCopyOfJoins = [
  { table: users, on: eq(users.id, trainingPrograms.ownerUserId) },
  { table: template, on: eq(template.id, trainingPrograms.templateId) },
] as const;

type PersonalCopyOfRow = {
  ownerId: number | null;
  ownerEmail: string | null;
  ownerFirstName: string | null;
  ownerLastName: string | null;
  templateId: number | null;
  templateName: string | null;
  templateDeletedAt: Date | null;
};

/** Whose personal copy the program is and its template; null for a program that is no personal copy. */
export const toPersonalCopyOf = (row: PersonalCopyOfRow): PersonalCopyOf | null => {
  if (row.ownerId === null || row.ownerEmail === null) return null;
  return {
    user: {
      id: row.ownerId,
      name: displayName({
        email: row.ownerEmail,
        first_name: row.ownerFirstName,
        last_name: row.ownerLastName,
      }),
    },
    template:
      row.templateId !== null && row.templateName !== null
        ? { id: row.templateId, name: row.templateName, in_trash: row.templateDeletedAt !== null }
        : null,
  };
};

const copyCountOf = preparedStatement((db) =>
  db
    .select({ total: count() })
    .from(trainingPrograms)
    .where(
      and(eq(trainingPrograms.templateId, sql.placeholder('id')), isNotNull(trainingPrograms.ownerUserId)),
    )
    .prepare('program_personal_copy_count'),
);

/** How many live personal copies the program has (the template index). */
export const countPersonalCopies = async (db: Queryable, id: number) => {
  const [row] = await copyCountOf(db).execute({ id });
  return row?.total ?? 0;
};

/**
 * A template's live personal copies, newest first (training_programs_template_created_at_id_idx), each with its
 * user and the user's assignment to it (left-joined: an admin may have unassigned the user from the copy).
 */
const personalCopyList = pagedList({
  name: 'program_personal_copies',
  table: trainingPrograms,
  key: trainingPrograms.id,
  deferredJoin: false,
  columns: {
    id: trainingPrograms.id,
    name: trainingPrograms.name,
    createdAt: trainingPrograms.createdAt,
    updatedAt: trainingPrograms.updatedAt,
    durationWeeks: trainingPrograms.durationWeeks,
    startDate: programUsers.startDate,
    userId: users.id,
    email: users.email,
    firstName: users.firstName,
    lastName: users.lastName,
    deletedAt: users.deletedAt,
  },
  innerJoins: [{ table: users, on: eq(users.id, trainingPrograms.ownerUserId) }],
  leftJoins: [
    {
      table: programUsers,
      on: and(
        eq(programUsers.trainingProgramId, trainingPrograms.id),
        eq(programUsers.userId, trainingPrograms.ownerUserId),
      )!,
    },
  ],
  where: isNotNull(trainingPrograms.ownerUserId),
  orderBy: { column: trainingPrograms.createdAt, direction: 'desc' },
  filters: { templateId: equals<number>(trainingPrograms.templateId) },
});

export const listPersonalCopies = async (
  db: Queryable,
  templateId: number,
  page: { page: number; perPage: number },
) => {
  const { items, total } = await personalCopyList(db, { templateId }, page);
  return {
    total,
    items: items.map((row): PersonalCopy => ({
      id: row.id,
      name: row.name,
      created_at: row.createdAt.toISOString(),
      updated_at: row.updatedAt.toISOString(),
      user: toUserSummary({ ...row, id: row.userId }),
      start_date: row.startDate,
      ends_on: row.startDate === null ? null : assignmentEndsOn(row.startDate, row.durationWeeks),
    })),
  };
};

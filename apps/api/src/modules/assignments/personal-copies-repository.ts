import { and, eq, isNotNull } from 'drizzle-orm';
import { assignmentEndsOn, type PersonalCopy } from '@coachboard/contract';
import { programUsers, trainingPrograms, users } from '../../db/schema/index.js';
import type { Queryable } from '../../lib/db-types.js';
import { equals } from '../../lib/list-filters.js';
import { pagedList } from '../../lib/paged-list.js';
import { toUserSummary } from '../../lib/user-summary.js';

// A template's personal copies (ADR 0009: programs with owner_user_id and template_id), listed with their users'
// assignments to them.

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

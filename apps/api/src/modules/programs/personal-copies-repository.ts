import { and, count, eq, isNotNull, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { displayName, type PersonalCopyOf } from '@coachboard/contract';
import { trainingPrograms, trainingProgramsWithTrash, users } from '../../db/schema/index.js';
import type { Queryable } from '../../lib/db-types.js';
import { preparedStatement } from '../../lib/prepared.js';

// Personal copies (ADR 0009): programs with owner_user_id (the user) and template_id (the program they
// were copied from). The template is read with the trash, so a copy of a trashed template still names it. A
// template's list of copies with their users' assignments is the assignments module's.

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

import { sql } from 'drizzle-orm';
import { trainingProgramsWithTrash } from '../../../db/schema/index.js';
import { displayName } from '@coachboard/contract';
import type { Queryable } from '../../../lib/db-types.js';
import { bigintArray } from '../../../lib/sql.js';
import type { ProgramSnapshot } from './snapshot.js';

export interface CopyToSync {
  id: number;
  name: string;
  user: { id: number; name: string } | null;
  base: ProgramSnapshot | null;
}

/**
 * The template's live personal copies (those of the given users), locked for update so two syncs of a copy run
 * one after the other, with their users and bases; one statement.
 */
export const lockCopies = async (
  db: Queryable,
  templateId: number,
  userIds: readonly number[] | undefined,
): Promise<CopyToSync[]> => {
  const result = await db.execute<{
    id: string;
    name: string;
    user_id: string | null;
    first_name: string | null;
    last_name: string | null;
    email: string | null;
    base: ProgramSnapshot | null;
  }>(sql`
    select p.id, p.name, u.id as user_id, u.first_name, u.last_name, u.email, b.base
    from ${trainingProgramsWithTrash} p
    left join users u on u.id = p.owner_user_id
    left join program_copy_bases b on b.copy_program_id = p.id
    where p.template_id = ${templateId} and p.deleted_at is null
      ${userIds ? sql`and p.owner_user_id = any(${bigintArray(userIds)})` : sql``}
    order by p.id
    for update of p`);
  return result.rows.map((row) => ({
    id: Number(row.id),
    name: row.name,
    user:
      row.user_id === null
        ? null
        : {
            id: Number(row.user_id),
            name: displayName({
              first_name: row.first_name,
              last_name: row.last_name,
              email: row.email ?? '',
            }),
          },
    base: row.base,
  }));
};

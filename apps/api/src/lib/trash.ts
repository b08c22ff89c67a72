import crypto from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { TrashType } from '@coachboard/contract';
import { trashEntries } from '../db/schema/index.js';
import type { AuditEntryInput } from './audit.js';
import type { Transaction } from './db-types.js';
import { bigintArray } from './sql.js';
import {
  nameOf,
  refuseUntouchable,
  tableOf,
  trashDeclarationOf,
  uniqueIds,
  type TrashContext,
} from './trash-records.js';

export { trashDeclarationOf, type TrashContext } from './trash-records.js';

// The trash for every type (trash-undo-audit 1.4): one generic implementation driven by each type's
// TrashDeclaration. Moving is here; restoring is in trash-restore.ts, purging in trash-purge.ts.
// Everything runs in the caller's transaction (the request's, or the purge job's), so a delete, its entries and
// its audit entries commit or roll back together.

export interface TrashMove {
  batchId: string;
  /** The ids moved now; ids already in the trash or not found are left out (single deletes answer 404). */
  moved: number[];
}

/**
 * Moves records of one type to the trash, in the caller's transaction: marks them deleted, runs the type's
 * afterTrash hook, writes one trash entry each (with what goes with it) under one batch, and one `delete`
 * audit entry each. Ids already in the trash or not found are left out of `moved`.
 */
export const moveToTrash = async (
  tx: Transaction,
  context: TrashContext,
  type: TrashType,
  ids: readonly number[],
  batchId: string = crypto.randomUUID(),
): Promise<TrashMove> => {
  const trash = trashDeclarationOf(context, type);
  const wanted = uniqueIds(ids);
  if (wanted.length === 0) return { batchId, moved: [] };
  await refuseUntouchable(tx, trash, wanted);

  const marked = await tx.execute<{ id: string | number; name: string | null; deleted_at: string }>(sql`
    update ${tableOf(trash)} set deleted_at = now()
    where id = any(${bigintArray(wanted)}) and deleted_at is null
    returning id, ${nameOf(trash)} as name, deleted_at`);
  const byId = new Map(marked.rows.map((row) => [Number(row.id), row]));
  const moved = wanted.filter((id) => byId.has(id));
  if (moved.length === 0) return { batchId, moved };

  if (trash.afterTrash) await trash.afterTrash(tx, moved);
  const goesWith = trash.goesWith
    ? await trash.goesWith(tx, moved)
    : new Map<number, Record<string, number>>();
  const parents = trash.parent ? await trash.parent.of(tx, moved) : new Map<number, number>();

  const actor = context.audit.actor;
  const deletedAt = new Date(marked.rows[0]!.deleted_at);
  await tx
    .insert(trashEntries)
    .values(
      moved.map((id) => ({
        recordType: type,
        recordId: id,
        name: byId.get(id)!.name ?? '',
        goesWith: goesWith.get(id) ?? {},
        parentId: parents.get(id) ?? null,
        batchId,
        deletedAt,
        deletedBy: actor?.id ?? null,
        deletedByName: actor?.name ?? null,
        deletedByEmail: actor?.email ?? null,
      })),
    )
    // An entry left behind by a restore done outside the trash (a user's own restore route) is replaced.
    .onConflictDoUpdate({
      target: [trashEntries.recordType, trashEntries.recordId],
      set: {
        name: sql`excluded.name`,
        goesWith: sql`excluded.goes_with`,
        parentId: sql`excluded.parent_id`,
        batchId: sql`excluded.batch_id`,
        deletedAt: sql`excluded.deleted_at`,
        deletedBy: sql`excluded.deleted_by`,
        deletedByName: sql`excluded.deleted_by_name`,
        deletedByEmail: sql`excluded.deleted_by_email`,
        retainedSince: sql`excluded.retained_since`,
      },
    });

  await context.audit.record(
    moved.map((id): AuditEntryInput => ({
      action: 'delete',
      record: { type, id, name: byId.get(id)!.name ?? null },
      details: goesWith.get(id) ? { goes_with: goesWith.get(id) } : null,
      batchId,
    })),
    tx,
  );
  return { batchId, moved };
};

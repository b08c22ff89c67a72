import { sql } from 'drizzle-orm';
import { trashTypeLabels, type TrashType } from '@coachboard/contract';
import type { AuditEntryInput } from './audit.js';
import type { Transaction } from './db-types.js';
import { conflict } from './errors.js';
import { bigintArray } from './sql.js';
import {
  lockTrashedEntries,
  nameOf,
  refuseUntouchable,
  tableOf,
  type TrashContext,
} from './trash-records.js';

const isUniqueViolation = (error: unknown) => {
  for (let cause = error; cause && typeof cause === 'object'; cause = (cause as { cause?: unknown }).cause) {
    if ((cause as { code?: unknown }).code === '23505') return true;
  }
  return false;
};

/**
 * Restores records of one type from the trash: 409 with the type's clash message (or a unique violation's),
 * nothing changed; ids not in the trash are left out of the answer (a single restore answers 404).
 */
export const restoreFromTrash = async (
  tx: Transaction,
  context: TrashContext,
  type: TrashType,
  ids: readonly number[],
): Promise<number[]> => {
  const locked = await lockTrashedEntries(tx, context, type, ids);
  if (!locked) return [];
  const { trash, entries, entryIds } = locked;
  await refuseUntouchable(tx, trash, entryIds);

  const clash = trash.restoreClash ? await trash.restoreClash(tx, entryIds) : null;
  if (clash) throw conflict(clash);

  let restored: Array<{ id: number; name: string | null }>;
  try {
    // A savepoint: a unique violation (an e-mail taken meanwhile) becomes a 409 the caller may still catch.
    restored = await tx.transaction(async (savepoint) => {
      const result = await savepoint.execute<{ id: string | number; name: string | null }>(sql`
        update ${tableOf(trash)} set deleted_at = null
        where id = any(${bigintArray(entryIds)}) and deleted_at is not null
        returning id, ${nameOf(trash)} as name`);
      return result.rows.map((row) => ({ id: Number(row.id), name: row.name }));
    });
  } catch (error) {
    if (!isUniqueViolation(error)) throw error;
    const names = entries.map((entry) => `"${entry.name}"`).join(', ');
    throw conflict(
      `Cannot restore the ${trashTypeLabels[type].one} ${names}: it clashes with a record added since`,
    );
  }
  const restoredIds = new Set(restored.map((row) => row.id));
  const back = entryIds.filter((id) => restoredIds.has(id));

  if (back.length > 0 && trash.afterRestore) await trash.afterRestore(tx, back);
  // Entries whose row was no longer trashed (restored outside the trash) go too.
  await tx.execute(sql`
    delete from trash_entries where record_type = ${type} and record_id = any(${bigintArray(entryIds)})`);
  if (back.length === 0) return [];

  const entryOf = new Map(entries.map((entry) => [entry.recordId, entry]));
  const nameOfRow = new Map(restored.map((row) => [row.id, row.name]));
  await context.audit.record(
    back.map((id): AuditEntryInput => ({
      action: 'restore',
      record: { type, id, name: nameOfRow.get(id) ?? entryOf.get(id)?.name ?? null },
      batchId: entryOf.get(id)?.batchId ?? null,
    })),
    tx,
  );
  return back;
};

/**
 * Restores every record of one batch still in the trash (the Undo of a delete), parents before what hangs
 * off them (the registry's restoreOrder); answers how many. Entries
 * already restored or purged are skipped; one clash refuses the whole batch (409, nothing changed).
 */
export const restoreTrashBatch = async (
  tx: Transaction,
  context: TrashContext,
  batchId: string,
): Promise<number> => {
  const result = await tx.execute<{ record_type: TrashType; record_id: string | number }>(sql`
    select record_type, record_id from trash_entries where batch_id = ${batchId}
    order by record_type, record_id
    for update`);
  const byType = new Map<TrashType, number[]>();
  for (const row of result.rows) {
    const list = byType.get(row.record_type) ?? [];
    list.push(Number(row.record_id));
    byType.set(row.record_type, list);
  }
  let restored = 0;
  for (const type of context.recordTypes.restoreOrder) {
    const ids = byType.get(type);
    if (ids) restored += (await restoreFromTrash(tx, context, type, ids)).length;
  }
  return restored;
};

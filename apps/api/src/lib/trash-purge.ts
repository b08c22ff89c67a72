import { sql } from 'drizzle-orm';
import type { TrashType } from '@coachboard/contract';
import type { AuditEntryInput } from './audit.js';
import type { Transaction } from './db-types.js';
import { bigintArray } from './sql.js';
import { lockTrashedEntries, tableOf, uniqueIds, type TrashContext } from './trash-records.js';

export interface PurgeOptions {
  /** Written as the purge entries' `details.reason` (the retention job says 'retention'). */
  reason?: string;
}

/**
 * Removes trashed records for good, in the caller's transaction: the type's beforePurge hook, its `files` rows
 * (the files trigger queues each stored object's sweep, which runs after the commit), then the rows (their
 * trash entries go by trigger), and one `purge` audit entry each. Answers the ids purged; ids not in the trash
 * are left out.
 */
export const purgeFromTrash = async (
  tx: Transaction,
  context: TrashContext,
  type: TrashType,
  ids: readonly number[],
  options: PurgeOptions = {},
): Promise<number[]> => {
  const locked = await lockTrashedEntries(tx, context, type, ids);
  if (!locked) return [];
  const { trash, entries, entryIds } = locked;

  // Only rows still marked: a row restored outside the trash meanwhile is not purged.
  const marked = await tx.execute<{ id: string | number }>(sql`
    select id from ${tableOf(trash)}
    where id = any(${bigintArray(entryIds)}) and deleted_at is not null
    order by id
    for update`);
  const doomed = marked.rows.map((row) => Number(row.id));

  if (doomed.length > 0) {
    if (trash.beforePurge) await trash.beforePurge(tx, doomed);
    const files = trash.purgedFiles ? uniqueIds(await trash.purgedFiles(tx, doomed)) : [];
    if (files.length > 0) await tx.execute(sql`delete from files where id = any(${bigintArray(files)})`);
    await tx.execute(sql`
      delete from ${tableOf(trash)} where id = any(${bigintArray(doomed)}) and deleted_at is not null`);
  }
  await tx.execute(sql`
    delete from trash_entries where record_type = ${type} and record_id = any(${bigintArray(entryIds)})`);
  if (doomed.length === 0) return [];

  const entryOf = new Map(entries.map((entry) => [entry.recordId, entry]));
  await context.audit.record(
    doomed.map((id): AuditEntryInput => ({
      action: 'purge',
      record: { type, id, name: entryOf.get(id)?.name ?? null },
      details: options.reason ? { reason: options.reason } : null,
      batchId: entryOf.get(id)?.batchId ?? null,
    })),
    tx,
  );
  return doomed;
};

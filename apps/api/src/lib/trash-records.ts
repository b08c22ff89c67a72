import { sql } from 'drizzle-orm';
import type { TrashType } from '@coachboard/contract';
import type { AuditRecorder } from './audit.js';
import type { Transaction } from './db-types.js';
import { forbidden } from './errors.js';
import type { RecordTypes, TrashDeclaration } from './records/index.js';
import { bigintArray } from './sql.js';

// What moving, restoring and purging share: each type's declaration, its table and name, its refusal, and the
// trash entries locked in one order.

/** What the trash functions need besides the transaction: the declarations and the request's recorder. */
export interface TrashContext {
  recordTypes: RecordTypes;
  audit: AuditRecorder;
}

/** The declaration of a trashable type; a programming error (500) when the type declares none. */
export const trashDeclarationOf = (context: Pick<TrashContext, 'recordTypes'>, type: TrashType) => {
  const trash = context.recordTypes.get(type)?.trash;
  if (!trash) throw new Error(`Record type ${type} declares no trash (lib/records)`);
  return trash;
};

export const uniqueIds = (ids: readonly number[]) => [
  ...new Set(ids.filter((id) => Number.isSafeInteger(id))),
];

/** The type's refusal (403, nothing written) when some of these records may not be moved by anyone. */
export const refuseUntouchable = async (tx: Transaction, trash: TrashDeclaration, ids: number[]) => {
  const refusal = trash.refuse ? await trash.refuse(tx, ids) : null;
  if (refusal) throw forbidden(refusal);
};

export const tableOf = (trash: TrashDeclaration) => trash.table;
export const nameOf = (trash: TrashDeclaration) => sql`(${trash.name})`;

export interface LockedEntry {
  recordId: number;
  name: string;
  batchId: string;
}

/** The trash entries of these records, locked (FOR UPDATE) in record id order: a restore and a purge queue. */
export const lockEntries = async (tx: Transaction, type: TrashType, ids: readonly number[]) => {
  const result = await tx.execute<{ record_id: string | number; name: string; batch_id: string }>(sql`
    select record_id, name, batch_id from trash_entries
    where record_type = ${type} and record_id = any(${bigintArray(ids)})
    order by record_id
    for update`);
  return result.rows.map((row): LockedEntry => ({
    recordId: Number(row.record_id),
    name: row.name,
    batchId: row.batch_id,
  }));
};

/**
 * The type's declaration and those of `ids` in its trash, their entries locked in id order: how a restore and a
 * purge begin. Null when none of them is in the trash.
 */
export const lockTrashedEntries = async (
  tx: Transaction,
  context: Pick<TrashContext, 'recordTypes'>,
  type: TrashType,
  ids: readonly number[],
) => {
  const trash = trashDeclarationOf(context, type);
  const wanted = uniqueIds(ids);
  if (wanted.length === 0) return null;
  const entries = await lockEntries(tx, type, wanted);
  if (entries.length === 0) return null;
  return { trash, entries, entryIds: entries.map((entry) => entry.recordId) };
};

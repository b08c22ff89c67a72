import crypto from 'node:crypto';
import { sql } from 'drizzle-orm';
import { trashTypeLabels, type TrashType } from '@coachboard/contract';
import { trashEntries } from '../db/schema/index.js';
import type { AuditEntryInput, AuditRecorder } from './audit.js';
import type { Transaction } from './db-types.js';
import { conflict, forbidden } from './errors.js';
import type { RecordTypes, TrashDeclaration } from './records/index.js';
import { bigintArray } from './sql.js';

// The trash for every type (trash-undo-audit 1.4): one generic implementation driven by each type's
// TrashDeclaration.
// Everything runs in the caller's transaction (the request's, or the purge job's), so a delete, its entries and
// its audit entries commit or roll back together.

/** What the trash functions need besides the transaction: the declarations and the request's recorder. */
export interface TrashContext {
  recordTypes: RecordTypes;
  audit: AuditRecorder;
}

export interface TrashMove {
  batchId: string;
  /** The ids moved now; ids already in the trash or not found are left out (single deletes answer 404). */
  moved: number[];
}

export interface PurgeOptions {
  /** Written as the purge entries' `details.reason` (the retention job says 'retention'). */
  reason?: string;
}

/** The declaration of a trashable type; a programming error (500) when the type declares none. */
export const trashDeclarationOf = (context: Pick<TrashContext, 'recordTypes'>, type: TrashType) => {
  const trash = context.recordTypes.get(type)?.trash;
  if (!trash) throw new Error(`Record type ${type} declares no trash (lib/records)`);
  return trash;
};

const uniqueIds = (ids: readonly number[]) => [...new Set(ids.filter((id) => Number.isSafeInteger(id)))];

/** The type's refusal (403, nothing written) when some of these records may not be moved by anyone. */
const refuseUntouchable = async (tx: Transaction, trash: TrashDeclaration, ids: number[]) => {
  const refusal = trash.refuse ? await trash.refuse(tx, ids) : null;
  if (refusal) throw forbidden(refusal);
};

const tableOf = (trash: TrashDeclaration) => trash.table;
const nameOf = (trash: TrashDeclaration) => sql`(${trash.name})`;

const isUniqueViolation = (error: unknown) => {
  for (let cause = error; cause && typeof cause === 'object'; cause = (cause as { cause?: unknown }).cause) {
    if ((cause as { code?: unknown }).code === '23505') return true;
  }
  return false;
};

interface LockedEntry {
  recordId: number;
  name: string;
  batchId: string;
}

/** The trash entries of these records, locked (FOR UPDATE) in record id order: a restore and a purge queue. */
const lockEntries = async (tx: Transaction, type: TrashType, ids: readonly number[]) => {
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
  const trash = trashDeclarationOf(context, type);
  const wanted = uniqueIds(ids);
  if (wanted.length === 0) return [];
  const entries = await lockEntries(tx, type, wanted);
  if (entries.length === 0) return [];
  const entryIds = entries.map((entry) => entry.recordId);
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
  const trash = trashDeclarationOf(context, type);
  const wanted = uniqueIds(ids);
  if (wanted.length === 0) return [];
  const entries = await lockEntries(tx, type, wanted);
  if (entries.length === 0) return [];
  const entryIds = entries.map((entry) => entry.recordId);

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

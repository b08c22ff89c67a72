import { sql } from 'drizzle-orm';
import type { TrashType } from '@coachboard/contract';
import type { Database } from '../../db/client.js';
import { systemAuditRecorder } from '../../lib/audit.js';
import type { RecordTypes } from '../../lib/records/index.js';
import { purgeFromTrash } from '../../lib/trash-purge.js';

/** Due entries purged per transaction: short transactions, and a crash loses at most one batch's progress. */
export const PURGE_BATCH_SIZE = 100;

/**
 * The retention purge (trash-undo-audit 1.5): entries retained longer than `retentionDays`, up to 100 at a
 * time (`FOR UPDATE SKIP LOCKED`: two instances share the work, a restore in progress is left alone), purged by type in
 * one short transaction each with the system as actor (`details.reason = 'retention'`), until none is due.
 * Stored objects go through the files trigger's sweep jobs. Answers how many records were purged.
 */
export const purgeDueTrash = async (db: Database, recordTypes: RecordTypes, retentionDays: number) => {
  let purged = 0;
  for (;;) {
    const { due, done } = await db.transaction(async (tx) => {
      const result = await tx.execute<{ record_type: TrashType; record_id: string | number }>(sql`
        select record_type, record_id from trash_entries
        where retained_since < now() - make_interval(days => ${retentionDays}::int)
        order by retained_since
        limit ${PURGE_BATCH_SIZE}
        for update skip locked`);
      const byType = new Map<TrashType, number[]>();
      for (const row of result.rows) {
        byType.set(row.record_type, [...(byType.get(row.record_type) ?? []), Number(row.record_id)]);
      }
      const context = { recordTypes, audit: systemAuditRecorder(tx) };
      let count = 0;
      // Children before parents: a purged parent's cascade would take a child's row (and entry) with it anyway.
      for (const type of recordTypes.purgeOrder) {
        const ids = byType.get(type);
        if (ids) count += (await purgeFromTrash(tx, context, type, ids, { reason: 'retention' })).length;
      }
      return { due: result.rows.length, done: count };
    });
    purged += done;
    if (due < PURGE_BATCH_SIZE) return purged;
  }
};

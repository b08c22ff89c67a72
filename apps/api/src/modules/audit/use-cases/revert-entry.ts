import { isDeepStrictEqual } from 'node:util';
import {
  auditMessages,
  auditFieldLabel,
  formatUtcTimestamp,
  type AuditRecordType,
} from '@coachboard/contract';
import { diffFields, type AuditRecorder } from '../../../lib/audit.js';
import type { Transaction } from '../../../lib/db-types.js';
import { conflict, notFound, validationFailed } from '../../../lib/errors.js';
import type { RecordTypes } from '../../../lib/records/index.js';
import { findAuditEntry, isInTrash, laterChangeOf } from '../audit-repository.js';
import type { AuditReader } from '../audit-visibility.js';
import { isRevertable, revertableFields } from '../revertable.js';

/**
 * Puts an update's changed fields back as they were, through the record type's own update (its rules hold),
 * and records a `revert` entry. Refused with 409 when the record changed again since in any of those fields,
 * naming the later entry: a revert never silently overwrites newer work.
 */
export const revertEntry = async (
  tx: Transaction,
  recordTypes: RecordTypes,
  audit: AuditRecorder,
  entryId: number,
  reader: AuditReader,
): Promise<number> => {
  const entry = await findAuditEntry(tx, entryId, reader);
  if (!entry) throw notFound(auditMessages.entryNotFound);
  if (!isRevertable(entry, recordTypes)) throw validationFailed(auditMessages.notRevertable);
  const type = entry.recordType as AuditRecordType;
  const recordId = entry.recordId!;
  const record = recordTypes.get(type)!;

  const locked = record.lock ? await record.lock(tx, recordId) : true;
  const current = locked ? await record.read(tx, recordId) : null;
  if (!current) {
    if (await isInTrash(tx, type, recordId)) throw conflict(auditMessages.inTrash);
    throw notFound(auditMessages.recordGone);
  }

  const fields = revertableFields(entry.changes ?? null);
  const later = await laterChangeOf(
    tx,
    entry,
    fields.map(([field]) => field),
  );
  const moved = fields.filter(
    ([field, change]) => !isDeepStrictEqual(current.fields[field] ?? null, change.after),
  );
  if (later || moved.length > 0) {
    const names = (later ? Object.keys(later.changes ?? {}) : moved.map(([field]) => field))
      .filter((field) => fields.some(([own]) => own === field))
      .map(auditFieldLabel);
    if (later) {
      throw conflict(
        auditMessages.changedSince(
          later.actorName || later.actorEmail || 'Someone',
          names,
          formatUtcTimestamp(later.at),
          later.id,
        ),
      );
    }
    throw conflict(`${names.join(', ')} changed since this entry; revert refused`);
  }

  await record.revert!(
    tx,
    recordId,
    Object.fromEntries(fields.map(([field, change]) => [field, change.before])),
  );
  const after = await record.read(tx, recordId);
  const [id] = await audit.record({
    action: 'revert',
    record: { type, id: recordId, name: after?.name ?? current.name },
    changes: diffFields(current.fields, after?.fields ?? null),
    revertsEntryId: entry.id,
  });
  return id!;
};

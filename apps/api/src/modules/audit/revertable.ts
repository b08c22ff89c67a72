import type { AuditChange } from '@coachboard/contract';
import type { AuditEntryRow } from '../../db/schema/index.js';
import type { RecordTypes } from '../../lib/records/index.js';

const REVERTABLE_ACTIONS = new Set(['update', 'revert']);

/** The fields an entry can put back: changed values it holds (secrets are only "changed", so never these). */
export const revertableFields = (changes: Record<string, AuditChange> | null) =>
  Object.entries(changes ?? {}).filter(
    (entry): entry is [string, { before: unknown; after: unknown }] => 'before' in entry[1],
  );

/** An update (or revert) of a record whose type can revert, with at least one value to put back. */
export const isRevertable = (entry: AuditEntryRow, recordTypes: RecordTypes) =>
  REVERTABLE_ACTIONS.has(entry.action) &&
  entry.recordId !== null &&
  Boolean(entry.recordType && recordTypes.get(entry.recordType as never)?.revert) &&
  revertableFields(entry.changes ?? null).length > 0;

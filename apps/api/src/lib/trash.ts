import type { TrashType } from '@coachboard/contract';
import type { AuditRecorder } from './audit.js';
import type { Transaction } from './db-types.js';
import type { RecordTypes } from './record-types.js';

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

/**
 * Moves records of one type to the trash, in the caller's transaction: marks them deleted, runs the type's
 * afterTrash hook, writes one trash entry each (with what goes with it) under one batch, and one `delete`
 * audit entry each. SKELETON: implemented by the trash work of issue 20.
 */
export const moveToTrash = async (
  _tx: Transaction,
  _context: TrashContext,
  _type: TrashType,
  _ids: readonly number[],
  _batchId?: string,
): Promise<TrashMove> => {
  throw new Error('moveToTrash: not implemented yet');
};

/** Restores records (409 with the clash, nothing changed); answers the ids restored. */
export const restoreFromTrash = async (
  _tx: Transaction,
  _context: TrashContext,
  _type: TrashType,
  _ids: readonly number[],
): Promise<number[]> => {
  throw new Error('restoreFromTrash: not implemented yet');
};

/** Restores every record of one batch still in the trash (the Undo of a delete); answers how many. */
export const restoreTrashBatch = async (
  _tx: Transaction,
  _context: TrashContext,
  _batchId: string,
): Promise<number> => {
  throw new Error('restoreTrashBatch: not implemented yet');
};

/** Removes trashed records for good, their files included (swept after the commit); answers the ids purged. */
export const purgeFromTrash = async (
  _tx: Transaction,
  _context: TrashContext,
  _type: TrashType,
  _ids: readonly number[],
): Promise<number[]> => {
  throw new Error('purgeFromTrash: not implemented yet');
};

import { bulkAssignmentMessages } from '@coachboard/contract';
import type { Transaction } from '../../../lib/db-types.js';
import { conflict, foundOr } from '../../../lib/errors.js';
import {
  lockBatch,
  lockCopies,
  removeBatch,
  scheduleFingerprints,
  type CopyState,
} from '../bulk-assignment-repository.js';
import { queueComplianceRefresh } from '../../../jobs/compliance-refresh.js';

/**
 * A copy was edited since its batch made it when its own row was updated (name, fields or image: every such
 * write moves updated_at), it is in the trash, or its schedule (weeks, days, day exercises and their sets, groups,
 * listed exercises) no longer has the fingerprint the copies were made with. Comparing content rather than
 * timestamps catches the schedule edits that touch no program row (adding, removing, moving a day exercise),
 * and costs one grouped read of the batch's copies, made only on undo.
 */
const editedCopies = async (tx: Transaction, copies: readonly CopyState[], fingerprint: string | null) => {
  const live = copies.filter((copy) => !copy.trashed);
  const fingerprints =
    live.length > 0
      ? await scheduleFingerprints(
          tx,
          live.map((copy) => copy.id),
        )
      : new Map();
  return copies.filter((copy) => copy.trashed || copy.updated || fingerprints.get(copy.id) !== fingerprint);
};

/**
 * Undoes a bulk assignment in the request transaction: removes exactly the batch's assignments (those
 * still there) and the personal copies it made (those not purged since), and marks it undone. 404 unknown batch,
 * 409 undone already, 409 naming the copies edited since (nothing removed then).
 */
export const undoAssignmentBatch = async (tx: Transaction, batchId: string) => {
  const batch = foundOr(await lockBatch(tx, batchId), bulkAssignmentMessages.batchNotFound);
  if (batch.undoneAt) throw conflict(bulkAssignmentMessages.alreadyUndone);
  const copies = batch.copyProgramIds.length > 0 ? await lockCopies(tx, batch.copyProgramIds) : [];
  const edited = await editedCopies(tx, copies, batch.copyFingerprint);
  if (edited.length > 0) {
    const names = edited.map((copy) => copy.name);
    throw conflict(bulkAssignmentMessages.copiesEdited(names), { copies: names });
  }
  const unassigned = await removeBatch(
    tx,
    batch,
    copies.map((copy) => copy.id),
  );
  await queueComplianceRefresh(tx, batch.userIds);
  return { batch, unassigned, copiesRemoved: copies };
};

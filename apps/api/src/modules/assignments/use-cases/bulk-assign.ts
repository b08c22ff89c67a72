import { randomUUID } from 'node:crypto';
import {
  BULK_COPY_LIMIT,
  BULK_SKIPPED_LIST_LIMIT,
  bulkAssignmentMessages,
  displayName,
  personalCopyName,
  programMessages,
  type AssignmentMode,
  type BulkSkippedUser,
} from '@coachboard/contract';
import type { Transaction } from '../../../lib/db-types.js';
import { conflict, invalidField, notFound } from '../../../lib/errors.js';
import {
  classifyUsers,
  insertBatch,
  insertLinkedAssignments,
  scheduleFingerprints,
  type SelectedUser,
} from '../bulk-assignment-repository.js';
import { insertPersonalCopies } from '../bulk-personal-copies.js';
import { emptyProgram, loadPrograms, saveBases } from '../template-sync/template-sync-repository.js';
import {
  lockCopySource,
  storeImageCopies,
  type CopySource,
  type DuplicateProgramContext,
} from '../../programs/public.js';
import { queueComplianceRefresh } from '../../../jobs/compliance-refresh.js';

export interface BulkAssignOptions {
  startDate: string;
  mode: AssignmentMode;
  dryRun: boolean;
  createdBy: number | null;
}

const nameOf = (user: SelectedUser) =>
  user.email === null
    ? null
    : displayName({ first_name: user.firstName, last_name: user.lastName, email: user.email });

const skippedOf = (selected: readonly SelectedUser[]) => {
  const skipped = selected.filter((user) => user.reason !== null);
  return {
    skipped: skipped
      .slice(0, BULK_SKIPPED_LIST_LIMIT)
      .map((user): BulkSkippedUser => ({ user_id: user.userId, name: nameOf(user), reason: user.reason! })),
    skipped_count: skipped.length,
  };
};

export type BulkAssignOutcome =
  | { dryRun: true; preview: { will_assign: number } & ReturnType<typeof skippedOf> }
  | {
      dryRun: false;
      template: CopySource;
      batchId: string;
      assigned: number[];
      copies: { userId: number; programId: number; name: string }[];
      skipped: ReturnType<typeof skippedOf>;
    };

/**
 * Bulk assignment in the request transaction: the users (ids in the order given) are classified in
 * one statement (not found, deleted, already assigned); a dry run stops there. Otherwise every assignment, and
 * for mode copy every personal copy, is written set-based (a fixed number of statements whatever the number of
 * users) under one batch id, and the batch is recorded for its undo. A failure anywhere rolls all of it back.
 */
export const bulkAssign = async (
  tx: Transaction,
  context: DuplicateProgramContext,
  programId: number,
  userIds: readonly number[],
  options: BulkAssignOptions,
): Promise<BulkAssignOutcome> => {
  const template = await lockCopySource(tx, programId);
  if (!template) throw notFound(programMessages.notFound);
  const selected = await classifyUsers(tx, programId, userIds);
  const chosen = selected.filter((user) => user.reason === null);
  const skipped = skippedOf(selected);
  if (options.mode === 'copy' && chosen.length > BULK_COPY_LIMIT) {
    throw invalidField('mode', bulkAssignmentMessages.tooManyCopies);
  }
  if (options.dryRun) return { dryRun: true, preview: { will_assign: chosen.length, ...skipped } };
  if (chosen.length === 0) throw conflict(bulkAssignmentMessages.nothingToAssign);

  const batchId = randomUUID();
  let assigned: number[];
  let copies: { userId: number; programId: number; name: string }[] = [];
  let copyFingerprint: string | null = null;
  if (options.mode === 'copy') {
    const names = chosen.map((user) => personalCopyName(template.name, nameOf(user) ?? ''));
    // Each copy gets its own stored image object (storeImageCopies says why).
    const keys = await storeImageCopies(context, template, chosen.length);
    const made = await insertPersonalCopies(
      tx,
      template,
      chosen.map((user, index) => ({ userId: user.userId, name: names[index]!, storageName: keys[index]! })),
      {
        startDate: options.startDate,
        batchId,
        createdBy: options.createdBy,
        publicPathOf: (key) => context.storage.publicPath(key),
      },
    );
    // The template sync's base for every copy (as recordCopyBases; the identities came with the insert).
    const base = (await loadPrograms(tx, programId, [programId])).get(programId) ?? emptyProgram();
    await saveBases(
      tx,
      programId,
      made.map((copy) => copy.programId),
      base.snapshot,
    );
    const nameByUser = new Map(chosen.map((user, index) => [user.userId, names[index]!]));
    copies = made.map((copy) => ({ ...copy, name: nameByUser.get(copy.userId)! }));
    assigned = made.map((copy) => copy.userId);
    // What the copies got, read from one of them: the template may change the moment after the copy statement.
    const first = made[0]?.programId;
    if (first !== undefined) copyFingerprint = (await scheduleFingerprints(tx, [first])).get(first) ?? null;
  } else {
    assigned = await insertLinkedAssignments(
      tx,
      programId,
      chosen.map((user) => user.userId),
      options.startDate,
      batchId,
    );
  }
  await insertBatch(tx, {
    id: batchId,
    programId,
    mode: options.mode,
    startDate: options.startDate,
    userIds: assigned,
    copyProgramIds: copies.map((copy) => copy.programId),
    copyFingerprint,
    createdBy: options.createdBy,
  });
  await queueComplianceRefresh(tx, assigned);
  return { dryRun: false, template, batchId, assigned, copies, skipped };
};

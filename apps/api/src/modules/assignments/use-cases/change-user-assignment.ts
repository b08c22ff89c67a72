import {
  assignmentEndsOn,
  displayName,
  personalCopyName,
  programMessages,
  type Assignment,
  type AssignmentMode,
  type UserSummary,
} from '@coachboard/contract';
import type { Queryable, Transaction } from '../../../lib/db-types.js';
import { conflict, foundOr, notFound } from '../../../lib/errors.js';
import {
  deleteAssignment,
  findActiveUserSummary,
  followsProgram,
  insertAssignment,
} from '../program-users-repository.js';
import {
  duplicateProgram,
  findProgramSummary,
  programExists,
  type DuplicateProgramContext,
} from '../../programs/public.js';
import { recordCopyBases } from '../template-sync/template-sync-repository.js';
import { queueComplianceRefresh } from '../../../jobs/compliance-refresh.js';

/**
 * The program must exist and the user be an active app user; 404 names which one is missing. A panel account is
 * not found here, as for an assignment: programs are the app users'.
 */
const requireProgramAndUser = async (db: Queryable, programId: number, userId: number) => {
  if (!(await programExists(db, programId))) throw notFound(programMessages.notFound);
  return foundOr(await findActiveUserSummary(db, userId, { assignable: true }), programMessages.userNotFound);
};

/** Today's calendar date in UTC, the default start date. */
export const todayUtc = () => new Date().toISOString().slice(0, 10);

export interface AssignOptions {
  startDate: string;
  mode: AssignmentMode;
  createdBy: number | null;
}

export interface AssignResult {
  user: UserSummary;
  assignment: Assignment;
  /** For mode copy: the personal copy made for the user. */
  copy: { id: number; name: string } | null;
}

/**
 * Assigns an active user to a program from `startDate`. linked: the user follows the program itself.
 * copy: the program is duplicated in the same transaction as the user's personal copy (owner_user_id, template_id;
 * named '{program} · {user}') and the user is assigned to the copy with mode copy. 409 when the user already
 * follows the program, linked or through a live copy of it.
 */
export const assignUser = async (
  tx: Transaction,
  context: DuplicateProgramContext,
  programId: number,
  userId: number,
  options: AssignOptions,
): Promise<AssignResult> => {
  const source = await findProgramSummary(tx, programId);
  if (!source) throw notFound(programMessages.notFound);
  const user = foundOr(
    await findActiveUserSummary(tx, userId, { assignable: true }),
    programMessages.userNotFound,
  );
  if (await followsProgram(tx, programId, userId)) throw conflict(programMessages.alreadyAssigned);
  let followed = programId;
  let copy: AssignResult['copy'] = null;
  if (options.mode === 'copy') {
    const name = personalCopyName(source.name, displayName(user));
    const made = await duplicateProgram(tx, context, programId, {
      name,
      createdBy: options.createdBy,
      personalCopyFor: userId,
    });
    // A personal copy remembers the template rows it came from and the template's state: its sync's base.
    await recordCopyBases(tx, programId, [made.id]);
    followed = made.id;
    copy = { id: made.id, name };
  }
  const assignment = { startDate: options.startDate, mode: options.mode };
  if (!(await insertAssignment(tx, followed, userId, assignment))) {
    throw conflict(programMessages.alreadyAssigned);
  }
  // The user's kept compliance follows the schedule: measured again after this transaction commits.
  await queueComplianceRefresh(tx, [userId]);
  // A copy has its template's duration.
  const weeks = source.duration_weeks;
  return {
    user,
    assignment: {
      program_id: followed,
      start_date: options.startDate,
      mode: options.mode,
      ends_on: assignmentEndsOn(options.startDate, weeks),
    },
    copy,
  };
};

/** Removes an active user from a program; 409 when not assigned. */
export const unassignUser = async (
  db: Queryable,
  programId: number,
  userId: number,
): Promise<UserSummary> => {
  const user = await requireProgramAndUser(db, programId, userId);
  if (!(await deleteAssignment(db, programId, userId))) throw conflict(programMessages.notAssigned);
  await queueComplianceRefresh(db, [userId]);
  return user;
};

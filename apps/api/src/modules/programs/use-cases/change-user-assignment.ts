import { programMessages, type UserSummary } from '@coachboard/contract';
import type { Queryable } from '../../../lib/db-types.js';
import { conflict, foundOr, notFound } from '../../../lib/errors.js';
import { deleteAssignment, findActiveUserSummary, insertAssignment } from '../program-users-repository.js';
import { programExists } from '../programs-repository.js';

/**
 * The program must exist and the user be active (and, to be assigned, an app user: panel accounts follow no
 * program); 404 names which one is missing.
 */
const requireProgramAndUser = async (
  db: Queryable,
  programId: number,
  userId: number,
  assignable: boolean,
) => {
  if (!(await programExists(db, programId))) throw notFound(programMessages.notFound);
  return foundOr(await findActiveUserSummary(db, userId, { assignable }), programMessages.userNotFound);
};

/** Assigns an active user to a program; 409 when already assigned. */
export const assignUser = async (db: Queryable, programId: number, userId: number): Promise<UserSummary> => {
  const user = await requireProgramAndUser(db, programId, userId, true);
  if (!(await insertAssignment(db, programId, userId))) throw conflict(programMessages.alreadyAssigned);
  return user;
};

/** Removes an active user from a program; 409 when not assigned. */
export const unassignUser = async (
  db: Queryable,
  programId: number,
  userId: number,
): Promise<UserSummary> => {
  const user = await requireProgramAndUser(db, programId, userId, false);
  if (!(await deleteAssignment(db, programId, userId))) throw conflict(programMessages.notAssigned);
  return user;
};

import { userApiMessages, userMessages, type UpdateUser, type User } from '@coachboard/contract';
import type { NewUserRow } from '../../../db/schema/index.js';
import type { Queryable } from '../../../lib/db-types.js';
import { foundOr } from '../../../lib/errors.js';
import { refuseUnappliedUpdate } from '../../../lib/stale-update.js';
import { findUser, updateUserColumns, userExists } from '../users-repository.js';
import { refusePanelAccounts } from './refuse-panel-accounts.js';

/** Only the fields sent change; an absent field keeps its value, an empty one was turned into null. */
const changedColumns = (input: UpdateUser): Partial<NewUserRow> => {
  const columns: Partial<NewUserRow> = {};
  if (input.first_name !== undefined) columns.firstName = input.first_name;
  if (input.last_name !== undefined) columns.lastName = input.last_name;
  if (input.gender !== undefined) columns.gender = input.gender;
  if (input.date_of_birth !== undefined) columns.dateOfBirth = input.date_of_birth;
  if (input.height !== undefined) columns.height = input.height;
  return columns;
};

/**
 * 404 when there is no such user; 409 when `expected_updated_at` is not the user's version any more; 403 for a
 * panel account (a revert of its entries included).
 */
export const updateUser = async (db: Queryable, id: number, input: UpdateUser): Promise<User> => {
  await refusePanelAccounts(db, [id]);
  const expected = input.expected_updated_at;
  if (!(await updateUserColumns(db, id, changedColumns(input), expected)))
    await refuseUnappliedUpdate(expected, () => userExists(db, id), {
      notFound: userMessages.notFound,
      stale: userApiMessages.staleUpdate,
    });
  return foundOr(await findUser(db, id), userMessages.notFound);
};

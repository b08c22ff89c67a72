import { userMessages, type UpdateUser, type User } from '@coachboard/contract';
import type { NewUserRow } from '../../../db/schema/index.js';
import type { Database } from '../../../db/client.js';
import { foundOr, notFound } from '../../../lib/errors.js';
import { findUser, updateUserColumns } from '../users-repository.js';

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

export const updateUser = async (db: Database, id: number, input: UpdateUser): Promise<User> => {
  if (!(await updateUserColumns(db, id, changedColumns(input)))) throw notFound(userMessages.notFound);
  return foundOr(await findUser(db, id), userMessages.notFound);
};

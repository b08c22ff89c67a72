import type { UserSummary } from '@coachboard/contract';
import { users } from '../db/schema/index.js';

/** The columns behind the contract's `userSummarySchema`: select these wherever a user is listed. */
export const userSummaryColumns = {
  id: users.id,
  email: users.email,
  firstName: users.firstName,
  lastName: users.lastName,
  deletedAt: users.deletedAt,
};

export interface UserSummaryRow {
  id: number;
  email: string;
  firstName: string | null;
  lastName: string | null;
  deletedAt: Date | null;
}

export const toUserSummary = (row: UserSummaryRow): UserSummary => ({
  id: row.id,
  email: row.email,
  first_name: row.firstName,
  last_name: row.lastName,
  deleted_at: row.deletedAt?.toISOString() ?? null,
  is_active: row.deletedAt === null,
});

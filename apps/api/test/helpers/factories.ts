import crypto from 'node:crypto';
import type { Gender, Role, TeamRole } from '@coachboard/contract';
import { hashPassword } from '../../src/modules/auth/passwords.js';
import type { Database } from '../../src/db/client.js';
import { users, type UserRow } from '../../src/db/schema/index.js';

export interface UserOverrides {
  email?: string;
  password?: string;
  role?: Role;
  /** For an admin: owner (the default the database gives), coach or moderator. */
  teamRole?: TeamRole;
  firstName?: string | null;
  lastName?: string | null;
  gender?: Gender | null;
  dateOfBirth?: string | null;
  height?: string | null;
  deletedAt?: Date | null;
  createdAt?: Date;
}

/** A password that satisfies the spec's rules. */
export const strongPassword = () => `Aa1@${crypto.randomBytes(6).toString('base64url')}`;

let sequence = 0;

/** Inserts a user with a real argon2id hash; returns the row and the plain password. */
export const createUser = async (
  db: Database,
  overrides: UserOverrides = {},
): Promise<{ user: UserRow; password: string }> => {
  sequence += 1;
  const password = overrides.password ?? strongPassword();
  const [user] = await db
    .insert(users)
    .values({
      email: overrides.email ?? `user${sequence}-${crypto.randomBytes(3).toString('hex')}@example.test`,
      firstName: overrides.firstName === undefined ? 'Test' : overrides.firstName,
      lastName: overrides.lastName === undefined ? `User${sequence}` : overrides.lastName,
      gender: overrides.gender ?? null,
      dateOfBirth: overrides.dateOfBirth ?? null,
      height: overrides.height ?? null,
      role: overrides.role ?? 'user',
      ...(overrides.teamRole ? { teamRole: overrides.teamRole } : {}),
      passwordHash: await hashPassword(password),
      deletedAt: overrides.deletedAt ?? null,
      ...(overrides.createdAt ? { createdAt: overrides.createdAt, updatedAt: overrides.createdAt } : {}),
    })
    .returning();
  return { user: user!, password };
};

export const createAdmin = (db: Database, overrides: UserOverrides = {}) =>
  createUser(db, { ...overrides, role: 'admin' });

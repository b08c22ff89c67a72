import { userMessages, type CreateUser, type User } from '@coachboard/contract';
import { hashPassword } from '../../auth/public.js';
import type { Queryable } from '../../../lib/db-types.js';
import { foundOr, invalidField } from '../../../lib/errors.js';
import { findUser, insertUser } from '../users-repository.js';

/** Creates an app user (role `user`) with an argon2id password hash; a taken e-mail is a 422 on `email`. */
export const createUser = async (db: Queryable, input: CreateUser): Promise<User> => {
  const passwordHash = await hashPassword(input.password);
  const id = await insertUser(db, {
    email: input.email,
    firstName: input.first_name,
    lastName: input.last_name,
    gender: input.gender ?? null,
    dateOfBirth: input.date_of_birth ?? null,
    height: input.height ?? null,
    role: 'user',
    passwordHash,
  });
  if (id === null) throw invalidField('email', userMessages.emailTaken);
  return foundOr(await findUser(db, id), userMessages.notFound);
};

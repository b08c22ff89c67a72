import type { FastifyInstance } from 'fastify';
import type { LoginResult } from '@coachboard/contract';
import type { Database } from '../../src/db/client.js';
import { createAdmin } from './factories.js';

export interface LoginOptions {
  rememberMe?: boolean;
  remoteAddress?: string;
}

/** Signs in through the API; throws with the answer when it is not 200. */
export const loginAs = async (
  app: FastifyInstance,
  email: string,
  password: string,
  options: LoginOptions = {},
): Promise<LoginResult> => {
  const response = await app.inject({
    method: 'POST',
    url: '/api/auth/login',
    payload: { email, password, remember_me: options.rememberMe ?? false },
    ...(options.remoteAddress ? { remoteAddress: options.remoteAddress } : {}),
  });
  if (response.statusCode !== 200) {
    throw new Error(`Login as ${email} failed: ${response.statusCode} ${response.body}`);
  }
  return response.json<{ data: LoginResult }>().data;
};

export const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

/** A fresh admin, signed in: the header to send on admin routes. */
export const adminAuthHeader = async (app: FastifyInstance, db: Database) => {
  const { user, password } = await createAdmin(db);
  const session = await loginAs(app, user.email, password);
  return bearer(session.token);
};

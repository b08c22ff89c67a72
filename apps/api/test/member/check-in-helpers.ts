import crypto from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { TeamRole } from '@coachboard/contract';
import type { Database } from '../../src/db/client.js';
import { bearer, loginAs } from '../helpers/auth.js';
import { createAdmin, createUser } from '../helpers/factories.js';
import { makeImage, multipart } from '../programs/program-helpers.js';

export type Headers = Record<string, string>;

/** A signed-in app user: their id and the header their app sends. */
export const signInMember = async (app: FastifyInstance, db: Database) => {
  const { user, password } = await createUser(db);
  const session = await loginAs(app, user.email, password);
  return { id: user.id, headers: bearer(session.token) };
};

/** A signed-in panel account of a team role. */
export const signInPanel = async (app: FastifyInstance, db: Database, teamRole: TeamRole) => {
  const { user, password } = await createAdmin(db, { teamRole });
  const session = await loginAs(app, user.email, password);
  return { id: user.id, headers: bearer(session.token) };
};

/** Today in UTC, as the API reads it. */
export const todayUtc = () => new Date().toISOString().slice(0, 10);

export const postCheckIn = (app: FastifyInstance, headers: Headers, body: Record<string, unknown> = {}) =>
  app.inject({
    method: 'POST',
    url: '/api/member/check-ins',
    headers,
    payload: { client_id: crypto.randomUUID(), date: todayUtc(), ...body },
  });

export const uploadPhoto = async (app: FastifyInstance, headers: Headers, checkInId: number) => {
  const body = multipart([
    {
      name: 'file',
      value: await makeImage('jpeg', 80, 60),
      filename: 'front.jpg',
      contentType: 'image/jpeg',
    },
  ]);
  return app.inject({
    method: 'POST',
    url: `/api/member/check-ins/${checkInId}/photos`,
    headers: { ...headers, ...body.headers },
    payload: body.payload,
  });
};

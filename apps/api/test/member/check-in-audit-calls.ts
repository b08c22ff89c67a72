import crypto from 'node:crypto';
import type { FastifyInstance, InjectOptions } from 'fastify';
import type { CheckIn, CheckInPhoto, Post } from '@coachboard/contract';
import type { Database } from '../../src/db/client.js';
import { makeImage, multipart } from '../programs/program-helpers.js';
import { signInMember, todayUtc } from './check-in-helpers.js';

type Call = (f: {
  app: FastifyInstance;
  auth: Record<string, string>;
  ids: Record<string, number>;
}) => Promise<InjectOptions>;

let walkMember: ReturnType<typeof signInMember> | undefined;
/** One member for the walk, made on first use. */
const memberOf = (f: Parameters<Call>[0]) => (walkMember ??= signInMember(f.app, f.app.db as Database));

const storedCheckIn = async (f: Parameters<Call>[0]) => {
  const member = await memberOf(f);
  const response = await f.app.inject({
    method: 'POST',
    url: '/api/member/check-ins',
    headers: member.headers,
    payload: { client_id: crypto.randomUUID(), date: todayUtc() },
  });
  return { member, checkIn: response.json<{ data: CheckIn }>().data };
};

const photoBody = async () =>
  multipart([
    { name: 'file', value: await makeImage('jpeg'), filename: 'front.jpg', contentType: 'image/jpeg' },
  ]);

/** The happy calls of the check-in and report routes, for test/security/route-audit.test.ts's walk. */
export const checkInAuditCalls: Record<string, Call> = {
  'PUT /api/users/:id/check-in-schedule': async (f) => ({
    url: `/api/users/${f.ids.user}/check-in-schedule`,
    payload: { weekday: 'monday', every_weeks: 2 },
  }),
  'POST /api/member/check-ins': async (f) => {
    const member = await memberOf(f);
    return {
      url: '/api/member/check-ins',
      headers: member.headers,
      payload: { client_id: crypto.randomUUID(), date: todayUtc(), bodyweight_kg: 80 },
    };
  },
  'POST /api/member/check-ins/:id/photos': async (f) => {
    const { member, checkIn } = await storedCheckIn(f);
    const body = await photoBody();
    return {
      url: `/api/member/check-ins/${checkIn.id}/photos`,
      headers: { ...member.headers, ...body.headers },
      payload: body.payload,
    };
  },
  'DELETE /api/member/check-ins/:id/photos/:photoId': async (f) => {
    const { member, checkIn } = await storedCheckIn(f);
    const body = await photoBody();
    const uploaded = await f.app.inject({
      method: 'POST',
      url: `/api/member/check-ins/${checkIn.id}/photos`,
      headers: { ...member.headers, ...body.headers },
      payload: body.payload,
    });
    return { url: uploaded.json<{ data: CheckInPhoto }>().data.url, headers: member.headers };
  },
  'DELETE /api/member/check-ins/:id': async (f) => {
    const { member, checkIn } = await storedCheckIn(f);
    return { url: `/api/member/check-ins/${checkIn.id}`, headers: member.headers };
  },
  'POST /api/check-ins/:id/review': async (f) => {
    const { checkIn } = await storedCheckIn(f);
    return { url: `/api/check-ins/${checkIn.id}/review`, payload: { reply: 'Well done this week' } };
  },
  'POST /api/member/posts/:id/report': async (f) => {
    const member = await memberOf(f);
    const post = await f.app.inject({
      method: 'POST',
      url: '/api/posts',
      headers: f.auth,
      payload: { content: 'A post to report', type: 'general' },
    });
    return {
      url: `/api/member/posts/${post.json<{ data: Post }>().data.id}/report`,
      headers: member.headers,
      payload: { reason: 'spam' },
    };
  },
};

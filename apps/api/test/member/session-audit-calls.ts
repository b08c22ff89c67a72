import type { FastifyInstance, InjectOptions } from 'fastify';
import type { WorkoutSession } from '@coachboard/contract';
import type { Database } from '../../src/db/client.js';
import type { TestApp } from '../helpers/test-app.js';
import { memberWithProgram, postSession, todayUtc, workoutBody } from './member-helpers.js';

type Call = (f: { app: FastifyInstance; auth: Record<string, string> }) => Promise<InjectOptions>;

let walkMember: Promise<Awaited<ReturnType<typeof memberWithProgram>>> | undefined;
/** One member with a program for the walk, made on first use (the walk's admin assigns it). */
const memberOf = (f: Parameters<Call>[0]) =>
  (walkMember ??= memberWithProgram({ app: f.app, db: f.app.db as Database } as TestApp, todayUtc(), f.auth));

const loggedSession = async (f: Parameters<Call>[0]) => {
  const m = await memberOf(f);
  const t = { app: f.app } as TestApp;
  const response = await postSession(t, m.member, workoutBody(m.week1.dayId, m.week1.log.id));
  return { m, session: response.json<{ data: WorkoutSession }>().data };
};

/** The happy calls of the member's workout routes, for test/security/route-audit.test.ts's walk. */
export const sessionAuditCalls: Record<string, Call> = {
  'POST /api/member/sessions': async (f) => {
    const m = await memberOf(f);
    return {
      url: '/api/member/sessions',
      headers: m.member,
      payload: workoutBody(m.week1.dayId, m.week1.log.id),
    };
  },
  'PUT /api/member/sessions/:id': async (f) => {
    const { m, session } = await loggedSession(f);
    const { client_id: _client, training_day_id: _day, ...edit } = workoutBody(m.week1.dayId, m.week1.log.id);
    return {
      url: `/api/member/sessions/${session.id}`,
      headers: m.member,
      payload: { ...edit, notes: 'Edited' },
    };
  },
  'DELETE /api/member/sessions/:id': async (f) => {
    const { m, session } = await loggedSession(f);
    return { url: `/api/member/sessions/${session.id}`, headers: m.member };
  },
};

import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { permissionMessages, type TrashEntry, type WorkoutSession } from '@coachboard/contract';
import { refreshCompliance } from '../../src/modules/coaching/public.js';
import { bearer, loginAs } from '../helpers/auth.js';
import { createAdmin } from '../helpers/factories.js';
import { createTestApp, type TestApp } from '../helpers/test-app.js';
import {
  addDays,
  getSession,
  memberWithProgram,
  postSession,
  todayUtc,
  workoutBody,
} from '../member/member-helpers.js';
import { trashPage, type AuthHeader } from './trash-helpers.js';

/**
 * A member's deleted workout is recoverable: it goes to the trash with its sets, which owners and coaches list,
 * restore (sets, kept records rows and the compliance figure back as they were) and purge; moderators, who read no
 * logged training, neither see nor restore it, and no other member reaches it.
 */
describe('trash: a member’s logged workouts', () => {
  let t: TestApp;
  const panel = {} as Record<'owner' | 'coach' | 'moderator', AuthHeader>;

  const call = (method: 'GET' | 'POST' | 'DELETE', url: string, headers: AuthHeader) =>
    t.app.inject({ method, url: `/api${url}`, headers });
  const keptCompliance = async (userId: number) => {
    await refreshCompliance(t.db, [userId]);
    const result = await t.db.execute<{ c7: string | null }>(
      sql`select compliance_7d as c7 from users where id = ${userId}`,
    );
    return result.rows[0]!.c7;
  };
  const liveRecordRows = async (sessionId: number) => {
    const result = await t.db.execute<{ live: boolean }>(
      sql`select live from session_exercise_sets where session_id = ${sessionId}`,
    );
    return result.rows.map((row) => row.live);
  };
  const queuedRefreshes = async (userId: number) => {
    const result = await t.db.execute<{ count: number }>(sql`
      select count(*)::int as count from graphile_worker.jobs
      where task_identifier = 'refresh_compliance' and key = ${`compliance:${userId}`}`);
    return result.rows[0]!.count;
  };
  const clearQueuedRefreshes = (userId: number) =>
    t.db.execute(sql`select graphile_worker.remove_job(${`compliance:${userId}`})`);

  beforeAll(async () => {
    t = await createTestApp();
    for (const teamRole of ['owner', 'coach', 'moderator'] as const) {
      const { user, password } = await createAdmin(t.db, { teamRole });
      panel[teamRole] = bearer((await loginAs(t.app, user.email, password)).token);
    }
  });
  afterAll(async () => t?.close());

  const loggedWorkout = async () => {
    const m = await memberWithProgram(t, addDays(todayUtc(), -2), panel.coach);
    const logged = await postSession(
      t,
      m.member,
      workoutBody(m.week1.dayId, m.week1.log.id, addDays(todayUtc(), -2)),
    );
    expect(logged.statusCode, logged.body).toBe(201);
    return { m, session: logged.json<{ data: WorkoutSession }>().data };
  };

  it('a delete moves it to the trash; a coach restores its sets, records rows and compliance figure', async () => {
    const { m, session } = await loggedWorkout();
    const before = await keptCompliance(m.user.id);
    expect(await liveRecordRows(session.id)).toEqual([true]);

    const other = await memberWithProgram(t, todayUtc(), panel.coach);
    const refused = await call('DELETE', `/member/sessions/${session.id}`, other.member);
    expect(refused.statusCode).toBe(404);

    await clearQueuedRefreshes(m.user.id);
    const deleted = await call('DELETE', `/member/sessions/${session.id}`, m.member);
    expect(deleted.statusCode, deleted.body).toBe(200);
    expect(await queuedRefreshes(m.user.id)).toBe(1);
    expect((await call('GET', `/member/sessions/${session.id}`, m.member)).statusCode).toBe(404);
    expect(await liveRecordRows(session.id)).toEqual([false]);
    expect(await keptCompliance(m.user.id)).not.toBe(before);

    const listed = await trashPage(t, panel.coach, '?type=workout-session');
    const entry = listed.data.find((item: TrashEntry) => item.id === session.id);
    expect(entry).toMatchObject({
      type: 'workout-session',
      name: `${session.program.name}, week ${session.week_number} day ${session.day_number}, ${session.performed_on}`,
      goes_with: '2 sets',
      deleted_by: { id: m.user.id },
    });

    // Nobody but the coaching team restores it: a member has no trash, and moderators read no logged training.
    expect((await call('POST', `/trash/workout-session/${session.id}/restore`, m.member)).statusCode).toBe(
      403,
    );
    const moderator = await call('POST', `/trash/workout-session/${session.id}/restore`, panel.moderator);
    expect(moderator.statusCode).toBe(403);
    expect(moderator.json()).toEqual({ success: false, message: permissionMessages.roleForbidden });

    await clearQueuedRefreshes(m.user.id);
    const restored = await call('POST', `/trash/workout-session/${session.id}/restore`, panel.coach);
    expect(restored.statusCode, restored.body).toBe(200);
    expect(await queuedRefreshes(m.user.id)).toBe(1);
    expect(await getSession(t, m.member, session.id)).toEqual(session);
    expect(await liveRecordRows(session.id)).toEqual([true]);
    expect(await keptCompliance(m.user.id)).toBe(before);
  });

  it('moderators do not see trashed workouts; an owner purges one with its sets', async () => {
    const { m, session } = await loggedWorkout();
    expect((await call('DELETE', `/member/sessions/${session.id}`, m.member)).statusCode).toBe(200);

    const moderatorPage = await trashPage(t, panel.moderator);
    expect(moderatorPage.data.some((item: TrashEntry) => item.type === 'workout-session')).toBe(false);
    expect((await trashPage(t, panel.moderator, '?type=workout-session')).data).toEqual([]);
    expect((await trashPage(t, panel.owner, '?type=workout-session')).data.map((item) => item.id)).toContain(
      session.id,
    );

    const purged = await call('DELETE', `/trash/workout-session/${session.id}`, panel.owner);
    expect(purged.statusCode, purged.body).toBe(200);
    const left = await t.db.execute<{ sessions: number; sets: number; rows: number; entries: number }>(sql`
      select (select count(*)::int from workout_sessions where id = ${session.id}) as sessions,
        (select count(*)::int from performed_sets where session_id = ${session.id}) as sets,
        (select count(*)::int from session_exercise_sets where session_id = ${session.id}) as rows,
        (select count(*)::int from trash_entries
          where record_type = 'workout-session' and record_id = ${session.id}) as entries`);
    expect(left.rows[0]).toEqual({ sessions: 0, sets: 0, rows: 0, entries: 0 });
    expect((await call('GET', `/member/sessions/${session.id}`, m.member)).statusCode).toBe(404);
  });
});

import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { memberMessages, type SessionPage, type WorkoutSession } from '@coachboard/contract';
import { createTestApp, type TestApp } from '../helpers/test-app.js';
import {
  addDays,
  getSession,
  memberWithProgram,
  postSession,
  todayUtc,
  workoutBody,
} from './member-helpers.js';

describe('member sessions: logging, idempotency, edits, deletes', () => {
  let t: TestApp;
  let a: Awaited<ReturnType<typeof memberWithProgram>>;
  let b: Awaited<ReturnType<typeof memberWithProgram>>;

  beforeAll(async () => {
    t = await createTestApp();
    a = await memberWithProgram(t, todayUtc());
    b = await memberWithProgram(t, todayUtc());
  });
  afterAll(async () => t?.close());

  const sessionsOf = async (userId: number) =>
    (
      await t.db.execute<{ n: number }>(
        sql`select count(*)::int as n from workout_sessions where user_id = ${userId}`,
      )
    ).rows[0]!.n;

  it('logs a workout (201) with a copy of the prescription on each set, and audits it as the member', async () => {
    const response = await postSession(t, a.member, workoutBody(a.week1.dayId, a.week1.log.id));
    expect(response.statusCode, response.body).toBe(201);
    const session = response.json<{ data: WorkoutSession }>().data;
    expect(session.sets).toHaveLength(2);
    expect(session.sets[0]).toMatchObject({
      exercise_id: a.exercise.id,
      exercise_name: 'Back Squat',
      reps: 10,
      weight: 40,
      rpe: 8,
      target: { reps: 10, weight: 40, amrap: false },
    });
    // The prescription has one set: the second performed set was measured against nothing.
    expect(session.sets[1]!.target).toMatchObject({ reps: null, weight: null });
    const audit = await t.db.execute<{ actor_id: string; action: string }>(
      sql`select actor_id, action from audit_entries where record_type = 'workout-session' and record_id = ${session.id}`,
    );
    expect(audit.rows).toEqual([{ actor_id: String(a.user.id), action: 'create' }]);
  });

  it('the same client_id again answers 200 with the stored workout and logs nothing more', async () => {
    const body = workoutBody(a.week1.dayId, a.week1.log.id);
    const first = await postSession(t, a.member, body);
    expect(first.statusCode).toBe(201);
    const before = await sessionsOf(a.user.id);
    const again = await postSession(t, a.member, { ...body, notes: 'changed in the retry' });
    expect(again.statusCode, again.body).toBe(200);
    expect(again.json<{ data: WorkoutSession }>().data).toEqual(first.json<{ data: WorkoutSession }>().data);
    expect(await sessionsOf(a.user.id)).toBe(before);
  });

  it('two identical uploads at once log one workout, and both answer it', async () => {
    const body = workoutBody(a.week1.dayId, a.week1.log.id);
    const before = await sessionsOf(a.user.id);
    const answers = await Promise.all([postSession(t, a.member, body), postSession(t, a.member, body)]);
    expect(answers.map((r) => r.statusCode).sort()).toEqual([200, 201]);
    const ids = answers.map((r) => r.json<{ data: WorkoutSession }>().data.id);
    expect(ids[0]).toBe(ids[1]);
    expect(await sessionsOf(a.user.id)).toBe(before + 1);
    const sets = await t.db.execute<{ n: number }>(
      sql`select count(*)::int as n from performed_sets where session_id = ${ids[0]}`,
    );
    expect(sets.rows[0]!.n).toBe(2);
  });

  it("another member's workout and training day answer 404", async () => {
    const mine = await postSession(t, a.member, workoutBody(a.week1.dayId, a.week1.log.id));
    const id = mine.json<{ data: WorkoutSession }>().data.id;
    for (const [method, payload] of [
      ['GET'],
      ['PUT', workoutBody(a.week1.dayId, a.week1.log.id)],
      ['DELETE'],
    ] as const) {
      const response = await t.app.inject({
        method,
        url: `/api/member/sessions/${id}`,
        headers: b.member,
        ...(payload ? { payload } : {}),
      });
      expect(response.statusCode, `${method} ${response.body}`).toBe(404);
    }
    const onOtherDay = await postSession(t, b.member, workoutBody(a.week1.dayId, a.week1.log.id));
    expect(onOtherDay.statusCode).toBe(404);
    expect(onOtherDay.json()).toMatchObject({ message: memberMessages.trainingDayNotFound });
    expect(await getSession(t, a.member, id)).toMatchObject({ id });
  });

  it('bad input answers 422 naming each field', async () => {
    const base = workoutBody(a.week1.dayId, a.week1.log.id);
    const set = base.sets[0]!;
    const cases: [string, object, string][] = [
      ['client_id', { ...base, client_id: 'not-a-uuid' }, 'client_id'],
      ['set number 0', { ...base, sets: [{ ...set, set_number: 0 }] }, 'sets.0.set_number'],
      ['set number 51', { ...base, sets: [{ ...set, set_number: 51 }] }, 'sets.0.set_number'],
      ['reps below 0', { ...base, sets: [{ ...set, reps: -1 }] }, 'sets.0.reps'],
      ['weight above 1000 kg', { ...base, sets: [{ ...set, weight: 1000.5 }] }, 'sets.0.weight'],
      ['rpe 11', { ...base, sets: [{ ...set, rpe: 11 }] }, 'sets.0.rpe'],
      ['rir below 0', { ...base, sets: [{ ...set, rir: -1 }] }, 'sets.0.rir'],
      ['time below 0', { ...base, sets: [{ ...set, time: -5 }] }, 'sets.0.time'],
      ['started_at not a time', { ...base, started_at: 'this morning' }, 'started_at'],
      ['repeated set number', { ...base, sets: [set, set] }, 'sets.1.set_number'],
      ['no exercise', { ...base, sets: [{ set_number: 1, reps: 5 }] }, 'sets.0.day_exercise_id'],
      [
        'day exercise of another day',
        { ...base, sets: [{ ...set, day_exercise_id: b.week1.log.id }] },
        'sets.0.day_exercise_id',
      ],
      [
        'unknown added exercise',
        { ...base, sets: [{ exercise_id: 987654, set_number: 1 }] },
        'sets.0.exercise_id',
      ],
      ['finished before started', { ...base, finished_at: `${base.performed_on}T06:00:00Z` }, 'finished_at'],
      [
        'longer than 24 hours',
        { ...base, finished_at: `${addDays(base.performed_on, 1)}T07:00:01Z` },
        'finished_at',
      ],
      ['more than a year back', { ...base, performed_on: addDays(todayUtc(), -366) }, 'performed_on'],
      ['in the future', { ...base, performed_on: addDays(todayUtc(), 2) }, 'performed_on'],
      ['not a date', { ...base, performed_on: '2026-02-30' }, 'performed_on'],
    ];
    const before = await sessionsOf(a.user.id);
    for (const [name, payload, field] of cases) {
      const response = await postSession(t, a.member, payload);
      expect(response.statusCode, `${name}: ${response.body}`).toBe(422);
      expect(Object.keys(response.json<{ errors: Record<string, string[]> }>().errors ?? {}), name).toContain(
        field,
      );
    }
    expect(await sessionsOf(a.user.id)).toBe(before);
  });

  it('a swap and an added exercise are logged with the exercise they name', async () => {
    const body = {
      ...workoutBody(a.week1.dayId, a.week1.log.id),
      sets: [
        {
          exercise_id: b.exercise.id,
          replaces_day_exercise_id: a.week1.log.id,
          set_number: 1,
          reps: 12,
          weight: 30,
        },
        { exercise_id: b.exercise.id, set_number: 2, reps: 12 },
      ],
    };
    const response = await postSession(t, a.member, body);
    expect(response.statusCode, response.body).toBe(201);
    const [swap, extra] = response.json<{ data: WorkoutSession }>().data.sets;
    // The swap is measured against the place it replaces; the added set against nothing.
    expect(swap).toMatchObject({
      exercise_id: b.exercise.id,
      replaces_day_exercise_id: a.week1.log.id,
      target: { reps: 10 },
    });
    expect(extra).toMatchObject({ replaces_day_exercise_id: null, target: { reps: null } });
  });

  it('PUT edits a set; a stale version answers 409; DELETE hides it (404 after) and audits every set', async () => {
    const created = (await postSession(t, a.member, workoutBody(a.week1.dayId, a.week1.log.id))).json<{
      data: WorkoutSession;
    }>().data;
    const { client_id: _c, training_day_id: _d, ...edit } = workoutBody(a.week1.dayId, a.week1.log.id);
    const put = (payload: object) =>
      t.app.inject({ method: 'PUT', url: `/api/member/sessions/${created.id}`, headers: a.member, payload });
    const edited = await put({
      ...edit,
      sets: [{ ...edit.sets[0]!, reps: 12 }, edit.sets[1]],
      expected_updated_at: created.updated_at,
    });
    expect(edited.statusCode, edited.body).toBe(200);
    expect(edited.json<{ data: WorkoutSession }>().data.sets[0]).toMatchObject({
      reps: 12,
      target: { reps: 10 },
    });
    const stale = await put({ ...edit, expected_updated_at: created.updated_at });
    expect(stale.statusCode).toBe(409);

    const deleted = await t.app.inject({
      method: 'DELETE',
      url: `/api/member/sessions/${created.id}`,
      headers: a.member,
    });
    expect(deleted.statusCode, deleted.body).toBe(200);
    const after = await t.app.inject({
      method: 'GET',
      url: `/api/member/sessions/${created.id}`,
      headers: a.member,
    });
    expect(after.statusCode).toBe(404);
    const audit = await t.db.execute<{ action: string }>(
      sql`select action from audit_entries where record_type = 'workout-session' and record_id = ${created.id} order by id`,
    );
    expect(audit.rows.map((row) => row.action)).toEqual(['create', 'update', 'delete']);
    // The delete moved it to the trash with its sets, for the member's coach to restore.
    const trashed = await t.db.execute<{ goes_with: Record<string, number> }>(
      sql`select goes_with from trash_entries where record_type = 'workout-session' and record_id = ${created.id}`,
    );
    expect(trashed.rows[0]?.goes_with).toEqual({ sets: 2 });
  });

  it('lists the member’s workouts newest first, a page at a time by cursor, within from..to', async () => {
    const c = await memberWithProgram(t, addDays(todayUtc(), -13), a.coach);
    for (const daysBack of [13, 12, 11, 10, 9]) {
      const performedOn = addDays(todayUtc(), -daysBack);
      const response = await postSession(
        t,
        c.member,
        workoutBody(c.week1.dayId, c.week1.log.id, performedOn),
      );
      expect(response.statusCode, response.body).toBe(201);
    }
    const page = async (query: string) => {
      const response = await t.app.inject({
        method: 'GET',
        url: `/api/member/sessions?${query}`,
        headers: c.member,
      });
      expect(response.statusCode, response.body).toBe(200);
      return response.json<{ data: SessionPage }>().data;
    };
    const first = await page('per_page=2');
    expect(first.data.map((s) => s.performed_on)).toEqual([
      addDays(todayUtc(), -9),
      addDays(todayUtc(), -10),
    ]);
    expect(first.data[0]!.set_count).toBe(2);
    const second = await page(`per_page=2&cursor=${first.next_cursor}`);
    const third = await page(`per_page=2&cursor=${second.next_cursor}`);
    expect(third.data.map((s) => s.performed_on)).toEqual([addDays(todayUtc(), -13)]);
    expect(third.next_cursor).toBeNull();
    const ranged = await page(`from=${addDays(todayUtc(), -12)}&to=${addDays(todayUtc(), -11)}`);
    expect(ranged.data).toHaveLength(2);
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/member/sessions?cursor=nonsense', headers: c.member }))
        .statusCode,
    ).toBe(422);
  });
});

import crypto from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { UserRecords } from '@coachboard/contract';
import { createTestApp, type TestApp } from '../helpers/test-app.js';
import { addDays, memberWithProgram, postSession, todayUtc } from '../member/member-helpers.js';

type Member = Awaited<ReturnType<typeof memberWithProgram>>;

/**
 * The records read kept rows (session_exercise_sets, migration 0041): every way a workout changes after it was
 * logged (an edit of its sets or date, a delete, an exercise purged from under it) must reach them.
 */
describe('records follow edits of logged workouts (kept rows)', () => {
  let t: TestApp;
  let m: Member;
  const daysAgo = (days: number) => addDays(todayUtc(), -days);

  const body = (performedOn: string, sets: Array<[number, number]>) => ({
    performed_on: performedOn,
    started_at: `${performedOn}T07:00:00Z`,
    finished_at: `${performedOn}T08:00:00Z`,
    sets: sets.map(([weight, reps], index) => ({
      day_exercise_id: m.week1.log.id,
      set_number: index + 1,
      weight,
      reps,
      completed: true,
    })),
  });
  const log = async (performedOn: string, sets: Array<[number, number]>) => {
    const response = await postSession(t, m.member, {
      client_id: crypto.randomUUID(),
      training_day_id: m.week1.dayId,
      ...body(performedOn, sets),
    });
    expect(response.statusCode, response.body).toBe(201);
    return response.json<{ data: { id: number } }>().data.id;
  };
  const records = async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: `/api/users/${m.user.id}/records`,
      headers: m.coach,
    });
    expect(response.statusCode, response.body).toBe(200);
    return response.json<{ data: UserRecords }>().data;
  };
  const keptRows = async () =>
    (
      await t.db.execute(sql`
        select session_id, exercise_id, user_id, performed_on::text, started_at, live, exercise_name, weights, reps
        from session_exercise_sets order by session_id, exercise_id`)
    ).rows;

  beforeAll(async () => {
    t = await createTestApp();
    m = await memberWithProgram(t, daysAgo(30));
  });
  afterAll(async () => t?.close());

  it('an edit of the sets and the date moves the records; the kept rows always equal a rebuild', async () => {
    const first = await log(daysAgo(10), [[100, 3]]);
    const second = await log(daysAgo(5), [[100, 5]]);
    expect((await records()).record_sessions.map((entry) => entry.session_id)).toEqual([second]);

    // The second workout, edited: 100 × 2, and done before the first after all.
    const edited = await t.app.inject({
      method: 'PUT',
      url: `/api/member/sessions/${second}`,
      headers: m.member,
      payload: body(daysAgo(12), [[100, 2]]),
    });
    expect(edited.statusCode, edited.body).toBe(200);
    const after = await records();
    expect(after.exercises[0]).toMatchObject({
      estimated_1rm: { value: 110, session_id: first },
      // The tie on 100 kg now stays with the second workout, the earlier one.
      heaviest_weight: { value: 100, reps: 2, session_id: second },
      most_reps: { value: 3, session_id: first },
    });
    expect(after.record_sessions).toEqual([
      expect.objectContaining({
        session_id: first,
        records: [expect.objectContaining({ kinds: ['estimated_1rm', 'most_reps'] })],
      }),
    ]);

    const kept = await keptRows();
    expect(kept).toHaveLength(2);
    await t.db
      .transaction(async (tx) => {
        await tx.execute(sql`select session_exercise_sets_rebuild()`);
        const rebuilt = (
          await tx.execute(sql`
          select session_id, exercise_id, user_id, performed_on::text, started_at, live, exercise_name, weights, reps
          from session_exercise_sets order by session_id, exercise_id`)
        ).rows;
        expect(rebuilt).toEqual(kept);
        tx.rollback();
      })
      .catch((error: unknown) => {
        if (!(error instanceof Error && error.message === 'Rollback')) throw error;
      });
  });

  it('a deleted workout and a purged exercise leave the records', async () => {
    const heavy = await log(daysAgo(3), [[150, 5]]);
    expect((await records()).exercises[0]?.heaviest_weight.session_id).toBe(heavy);
    const removed = await t.app.inject({
      method: 'DELETE',
      url: `/api/member/sessions/${heavy}`,
      headers: m.member,
    });
    expect(removed.statusCode).toBe(200);
    expect((await records()).exercises[0]?.heaviest_weight.value).toBe(100);
    expect((await keptRows()).filter((row) => Number(row.session_id) === heavy)).toEqual([
      expect.objectContaining({ live: false }),
    ]);

    // Purging the exercise sets its performed sets' exercise_id null: nothing left to tell it apart by.
    await t.db.execute(
      sql`update performed_sets set exercise_id = null where exercise_id = ${m.exercise.id}`,
    );
    expect(await records()).toEqual({ exercises: [], record_sessions: [] });
    expect(await keptRows()).toEqual([]);
  });
});

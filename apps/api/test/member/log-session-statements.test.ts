import { eq } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { WorkoutSession } from '@coachboard/contract';
import { workoutSessions } from '../../src/db/schema/index.js';
import { prescribedSetCounts } from '../../src/modules/member/public.js';
import { createTestApp, type TestApp } from '../helpers/test-app.js';
import { getSession, memberWithProgram, postSession, todayUtc, workoutBody } from './member-helpers.js';

/**
 * Every statement a pg client is sent while `run` runs, the request transaction's own client included (the pool's
 * query goes through a client too). The app runs no job worker, so nothing else talks to the database meanwhile.
 */
const statementsOf = async (run: () => Promise<void>) => {
  const sent: string[] = [];
  const query = pg.Client.prototype.query;
  const spy = vi.spyOn(pg.Client.prototype, 'query').mockImplementation(function (
    this: pg.Client,
    ...args: unknown[]
  ) {
    const config = args[0];
    const text = typeof config === 'string' ? config : String((config as { text?: unknown }).text);
    sent.push(text.replace(/\s+/g, ' ').trim());
    return (query as (...values: unknown[]) => unknown).apply(this, args);
  } as never);
  try {
    await run();
  } finally {
    spy.mockRestore();
  }
  return sent;
};

describe('logging a workout: what it sends the database', () => {
  let t: TestApp;
  let m: Awaited<ReturnType<typeof memberWithProgram>>;

  beforeAll(async () => {
    t = await createTestApp({ config: { runJobs: false } });
    m = await memberWithProgram(t, todayUtc());
  });
  afterAll(async () => t?.close());

  it('a 25-set workout is one statement per step, the sets one insert, and nothing read back', async () => {
    const base = workoutBody(m.week1.dayId, m.week1.log.id);
    const body = {
      ...base,
      sets: Array.from({ length: 25 }, (_, index) => ({
        day_exercise_id: m.week1.log.id,
        set_number: index + 1,
        reps: 8,
        // Stored as numeric(6, 2): the answer is what was stored, as a read gives it.
        weight: index === 0 ? 42.555 : 42.5,
        rir: 2,
        completed: true,
      })),
    };
    let answer: WorkoutSession | undefined;
    const sent = await statementsOf(async () => {
      const response = await postSession(t, m.member, body);
      expect(response.statusCode, response.body).toBe(201);
      answer = response.json<{ data: WorkoutSession }>().data;
    });
    const transaction = sent.slice(sent.indexOf('begin'), sent.indexOf('commit') + 1);
    const steps = [
      /^begin$/,
      // The client_id already logged?
      /^select "id", "deleted_at" from "workout_sessions"/,
      // The training day, if a program assigned to the member holds it.
      /^select d\.id, p\.id as program_id/,
      // Its exercises: the sets' prescription copies and the workout's prescription, from one read.
      /^select l\.id, l\.position, e\.id as exercise_id/,
      /^insert into "workout_sessions" .* returning /,
      /^insert into "performed_sets" .* returning /,
      /^select graphile_worker\.add_job\(/,
      /^insert into "audit_entries" /,
      /^commit$/,
    ];
    expect(transaction, transaction.join('\n')).toHaveLength(steps.length);
    transaction.forEach((text, index) => expect(text).toMatch(steps[index]!));

    expect(answer!.sets).toHaveLength(25);
    expect(answer!.sets[0]).toMatchObject({ set_number: 1, weight: 42.56, target: { reps: 10, weight: 40 } });
    expect(answer!.sets[1]!.target).toMatchObject({ reps: null, weight: null });
    expect(await getSession(t, m.member, answer!.id)).toEqual(answer);
    // The prescription kept from the places read for the sets is the one the coach's measure counts.
    const [kept] = await t.db
      .select({ prescription: workoutSessions.prescription })
      .from(workoutSessions)
      .where(eq(workoutSessions.id, answer!.id));
    const counted = await prescribedSetCounts(t.db, [m.week1.dayId]);
    expect(kept!.prescription).toEqual(
      counted.map((row) => ({ day_exercise_id: row.dayExerciseId, sets: row.sets })),
    );
    expect(kept!.prescription).toEqual([{ day_exercise_id: m.week1.log.id, sets: 1 }]);
  });
});

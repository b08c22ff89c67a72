import crypto from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  permissionMessages,
  recordsMessages,
  userMessages,
  type ExerciseProgress,
  type UserRecords,
} from '@coachboard/contract';
import { bearer, loginAs } from '../helpers/auth.js';
import { createAdmin, createUser } from '../helpers/factories.js';
import { createTestApp, type TestApp } from '../helpers/test-app.js';
import { addDays, memberWithProgram, postSession, todayUtc } from '../member/member-helpers.js';
import { insertExercise } from '../programs/program-helpers.js';

type Member = Awaited<ReturnType<typeof memberWithProgram>>;
type LoggedSet = [weight: number | null, reps: number | null, completed?: boolean];

describe('personal records and progress (GET /users/{id}/records, /users/{id}/progress)', () => {
  let t: TestApp;
  let a: Member;
  let b: Member;
  let coach: Record<string, string>;
  let moderator: Record<string, string>;
  let bench: { id: number };
  const today = todayUtc();
  const daysAgo = (days: number) => addDays(today, -days);

  /** Logs a workout of `member` on `performedOn`: squat sets on the day's exercise, bench sets as an added one. */
  const log = async (
    member: Member,
    performedOn: string,
    squat: LoggedSet[],
    benchSets: LoggedSet[] = [],
  ) => {
    const toSets = (sets: LoggedSet[], exercise: { day_exercise_id: number } | { exercise_id: number }) =>
      sets.map(([weight, reps, completed = true], index) => ({
        ...exercise,
        set_number: index + 1,
        weight,
        reps,
        completed,
      }));
    const response = await postSession(t, member.member, {
      client_id: crypto.randomUUID(),
      training_day_id: member.week1.dayId,
      performed_on: performedOn,
      started_at: `${performedOn}T07:00:00Z`,
      finished_at: `${performedOn}T08:00:00Z`,
      sets: [
        ...toSets(squat, { day_exercise_id: member.week1.log.id }),
        ...toSets(benchSets, { exercise_id: bench.id }),
      ],
    });
    expect(response.statusCode, response.body).toBe(201);
    return response.json<{ data: { id: number } }>().data.id;
  };

  const get = (url: string, headers = coach) => t.app.inject({ method: 'GET', url, headers });
  const recordsOf = async (userId: number) => {
    const response = await get(`/api/users/${userId}/records`);
    expect(response.statusCode, response.body).toBe(200);
    return response.json<{ data: UserRecords }>().data;
  };
  const progressOf = async (userId: number, exerciseId: number) => {
    const response = await get(`/api/users/${userId}/progress?exercise_id=${exerciseId}`);
    expect(response.statusCode, response.body).toBe(200);
    return response.json<{ data: ExerciseProgress }>().data;
  };

  const signedIn = async (teamRole: 'coach' | 'moderator') => {
    const { user, password } = await createAdmin(t.db, { teamRole });
    return bearer((await loginAs(t.app, user.email, password)).token);
  };

  let first: number;
  let second: number;
  let third: number;
  let deleted: number;

  beforeAll(async () => {
    t = await createTestApp();
    a = await memberWithProgram(t, daysAgo(30));
    b = await memberWithProgram(t, daysAgo(30));
    bench = await insertExercise(t.db, 'Bench Press');
    coach = await signedIn('coach');
    moderator = await signedIn('moderator');

    first = await log(a, daysAgo(20), [
      [100, 3],
      [80, 3],
    ]);
    // Heavier sets not completed, and a set without reps, count nothing.
    second = await log(a, daysAgo(13), [
      [100, 5],
      [140, 5, false],
      [120, null],
    ]);
    // 15 reps: the most reps, but no estimate (more than 12 reps).
    third = await log(
      a,
      daysAgo(6),
      [[80, 15]],
      [
        [60, 8],
        [62.5, 6],
      ],
    );
    // A deleted workout's 200 kg is no record.
    deleted = await log(a, daysAgo(2), [[200, 10]]);
    const removed = await t.app.inject({
      method: 'DELETE',
      url: `/api/member/sessions/${deleted}`,
      headers: a.member,
    });
    expect(removed.statusCode, removed.body).toBe(200);
    // Another member's far better lifts of the same exercise stay theirs.
    await log(b, daysAgo(3), [[180, 10]], [[150, 5]]);
  });
  afterAll(async () => t?.close());

  it('100 kg × 3 and later 100 kg × 5 give one new record; the tie on the weight stays with the first session', async () => {
    const records = await recordsOf(a.user.id);
    const squat = records.exercises.find((exercise) => exercise.exercise_id === a.exercise.id);
    expect(squat).toEqual({
      exercise_id: a.exercise.id,
      exercise_name: 'Back Squat',
      sessions: 3,
      last_performed_on: daysAgo(6),
      estimated_1rm: { value: 116.67, weight: 100, reps: 5, performed_on: daysAgo(13), session_id: second },
      heaviest_weight: { value: 100, weight: 100, reps: 3, performed_on: daysAgo(20), session_id: first },
      most_reps: { value: 15, weight: 80, reps: 15, performed_on: daysAgo(6), session_id: third },
    });
    const squatRecords = records.record_sessions.flatMap((entry) =>
      entry.records
        .filter((record) => record.exercise_id === a.exercise.id)
        .map((record) => [entry.session_id, record.kinds]),
    );
    expect(squatRecords).toEqual([
      [third, ['most_reps']],
      [second, ['estimated_1rm', 'most_reps']],
    ]);
  });

  it("lists exercises by name, bench's first session being no new record, and no other member's sets", async () => {
    const records = await recordsOf(a.user.id);
    expect(records.exercises.map((exercise) => exercise.exercise_name)).toEqual([
      'Back Squat',
      'Bench Press',
    ]);
    const benchRecords = records.exercises[1]!;
    expect(benchRecords).toMatchObject({
      exercise_id: bench.id,
      sessions: 1,
      estimated_1rm: { value: 76, weight: 60, reps: 8, session_id: third },
      heaviest_weight: { value: 62.5, reps: 6, session_id: third },
      most_reps: { value: 8, weight: 60, session_id: third },
    });
    expect(records.record_sessions.map((entry) => entry.session_id)).toEqual([third, second]);
    expect(JSON.stringify(records)).not.toContain(String(deleted));

    const other = await recordsOf(b.user.id);
    expect(other.exercises.map((exercise) => exercise.heaviest_weight.value)).toEqual([180, 150]);
    expect(other.record_sessions).toEqual([]);
  });

  it('gives one progress point per session: top set, estimate, volume, sets and the records it set', async () => {
    const progress = await progressOf(a.user.id, a.exercise.id);
    expect(progress).toEqual({
      exercise_id: a.exercise.id,
      exercise_name: 'Back Squat',
      points: [
        {
          session_id: first,
          performed_on: daysAgo(20),
          top_set: { weight: 100, reps: 3 },
          estimated_1rm: 110,
          volume: 540,
          sets: 2,
          records: [],
        },
        {
          session_id: second,
          performed_on: daysAgo(13),
          top_set: { weight: 100, reps: 5 },
          estimated_1rm: 116.67,
          volume: 500,
          sets: 1,
          records: ['estimated_1rm', 'most_reps'],
        },
        {
          session_id: third,
          performed_on: daysAgo(6),
          top_set: { weight: 80, reps: 15 },
          estimated_1rm: null,
          volume: 1200,
          sets: 1,
          records: ['most_reps'],
        },
      ],
    });
  });

  it('answers no points for an exercise the user never logged, and 422 for a bad exercise_id', async () => {
    const other = await insertExercise(t.db, 'Deadlift');
    expect(await progressOf(a.user.id, other.id)).toEqual({
      exercise_id: other.id,
      exercise_name: null,
      points: [],
    });
    for (const query of ['', '?exercise_id=0', '?exercise_id=abc']) {
      const response = await get(`/api/users/${a.user.id}/progress${query}`);
      expect(response.statusCode, query).toBe(422);
      expect(response.json().errors.exercise_id).toEqual([recordsMessages.exerciseIdInvalid]);
    }
  });

  it('answers a user with no logged training with empty lists', async () => {
    const { user } = await createUser(t.db);
    expect(await recordsOf(user.id)).toEqual({ exercises: [], record_sessions: [] });
  });

  it('answers 404 for a user that does not exist and for a panel account', async () => {
    const { user: panel } = await createAdmin(t.db, { teamRole: 'coach' });
    for (const id of [999_999, panel.id]) {
      for (const url of [`/api/users/${id}/records`, `/api/users/${id}/progress?exercise_id=${bench.id}`]) {
        const response = await get(url);
        expect(response.statusCode, url).toBe(404);
        expect(response.json().message).toBe(userMessages.notFound);
      }
    }
  });

  it('is read by coaches and owners, refused to moderators', async () => {
    for (const url of [`/api/users/${a.user.id}/records`, `/api/users/${a.user.id}/progress?exercise_id=1`]) {
      const refused = await get(url, moderator);
      expect(refused.statusCode).toBe(403);
      expect(refused.json().message).toBe(permissionMessages.roleForbidden);
      expect((await get(url, a.coach)).statusCode).toBe(200);
      // An app user's own token opens no admin route, their own records included.
      expect((await get(url, a.member)).statusCode).toBe(403);
    }
  });
});

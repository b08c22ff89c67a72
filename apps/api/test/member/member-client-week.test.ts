import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type {
  CheckIn,
  CheckInPage,
  CheckInPhoto,
  LoginResult,
  MemberToday,
  SessionPage,
  WorkoutSession,
} from '@coachboard/contract';
import { adminAuthHeader, bearer } from '../helpers/auth.js';
import { createTestApp, type TestApp } from '../helpers/test-app.js';
import { uploadPhoto } from './check-in-helpers.js';
import { addDays, memberWithProgram, todayUtc } from './member-helpers.js';

/**
 * A scripted app, through the API alone, over a week: it signs in with the member's e-mail and password, reads
 * each day, logs the training days from what today answered, fixes a set it got wrong, reads its history, and
 * checks in at the end of the week with a progress photo.
 */
describe('a member client through a week', () => {
  let t: TestApp;
  let m: Awaited<ReturnType<typeof memberWithProgram>>;

  beforeAll(async () => {
    t = await createTestApp();
    m = await memberWithProgram(t, addDays(todayUtc(), -6), await adminAuthHeader(t.app, t.db));
  });
  afterAll(async () => t?.close());

  it('signs in, reads today, logs, edits a set, reads its history and checks in with a photo', async () => {
    const signIn = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: m.user.email, password: m.password, remember_me: true },
    });
    expect(signIn.statusCode, signIn.body).toBe(200);
    const app = bearer(signIn.json<{ data: LoginResult }>().data.token);
    const call = async <T>(method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) => {
      const response = await t.app.inject({
        method,
        url: `/api/member${url}`,
        headers: app,
        ...(payload ? { payload } : {}),
      });
      expect(response.statusCode, `${method} ${url}: ${response.body}`).toBeLessThan(300);
      return response.json<{ data: T }>().data;
    };

    const logged: WorkoutSession[] = [];
    for (let offset = 6; offset >= 0; offset -= 1) {
      const date = addDays(todayUtc(), -offset);
      const day = await call<MemberToday>('GET', `/today?date=${date}`);
      if (day.status !== 'training' || day.exercises.length === 0) continue;
      const sets = day.exercises.flatMap((exercise) =>
        exercise.sets.map((set) => ({
          day_exercise_id: exercise.day_exercise_id,
          set_number: set.set_number,
          reps: set.reps,
          weight: set.weight,
          completed: true,
        })),
      );
      logged.push(
        await call<WorkoutSession>('POST', '/sessions', {
          client_id: crypto.randomUUID(),
          training_day_id: day.day!.id,
          performed_on: date,
          started_at: `${date}T18:00:00Z`,
          finished_at: `${date}T19:00:00Z`,
          sets,
        }),
      );
      expect((await call<MemberToday>('GET', `/today?date=${date}`)).session?.id).toBe(logged.at(-1)!.id);
    }
    expect(logged).toHaveLength(1); // Week 1 day 1 holds the program's one exercise.

    const [first] = logged;
    const { id: _id, target: _target, exercise_id: _e, exercise_name: _n, ...set } = first!.sets[0]!;
    const edited = await call<WorkoutSession>('PUT', `/sessions/${first!.id}`, {
      performed_on: first!.performed_on,
      started_at: first!.started_at,
      finished_at: first!.finished_at,
      sets: [{ ...set, reps: 9 }],
      expected_updated_at: first!.updated_at,
    });
    expect(edited.sets[0]).toMatchObject({ reps: 9, target: first!.sets[0]!.target });

    const history = await call<SessionPage>('GET', '/sessions');
    expect(history.data.map((session) => session.id)).toEqual([first!.id]);
    expect(history.next_cursor).toBeNull();

    const checkIn = await call<CheckIn>('POST', '/check-ins', {
      client_id: crypto.randomUUID(),
      date: todayUtc(),
      bodyweight_kg: 81.2,
      energy: 4,
    });
    const uploaded = await uploadPhoto(t.app, app, checkIn.id);
    expect(uploaded.statusCode, uploaded.body).toBe(201);
    const photo = uploaded.json<{ data: CheckInPhoto }>().data;
    const checkIns = await call<CheckInPage>('GET', '/check-ins');
    expect(checkIns.data.map((item) => [item.id, item.photos.map((p) => p.id)])).toEqual([
      [checkIn.id, [photo.id]],
    ]);
    const own = await t.app.inject({ method: 'GET', url: photo.url, headers: app });
    expect(own.statusCode).toBe(200);
    expect(own.headers['content-type']).toBe('image/jpeg');
  });
});

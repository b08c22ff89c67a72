import crypto from 'node:crypto';
import { addDays, type LoginResult, type WorkoutSession } from '@coachboard/contract';
import { adminAuthHeader, bearer, loginAs } from '../helpers/auth.js';
import { createUser } from '../helpers/factories.js';
import type { TestApp } from '../helpers/test-app.js';
import {
  assignExerciseToDay,
  createProgramViaApi,
  insertExercise,
  type AuthHeader,
} from '../programs/program-helpers.js';

export const todayUtc = () => new Date().toISOString().slice(0, 10);

/** A signed-in member with a 2-week program (training days 1, 3, 5) starting `startDate`, assigned by a coach. */
export const memberWithProgram = async (t: TestApp, startDate: string, admin?: AuthHeader) => {
  const coach = admin ?? (await adminAuthHeader(t.app, t.db));
  const { user, password } = await createUser(t.db);
  const session: LoginResult = await loginAs(t.app, user.email, password);
  const program = await createProgramViaApi(t.app, coach, {
    name: `Strength ${crypto.randomBytes(2).toString('hex')}`,
    duration_weeks: 2,
    training_days_per_week: 3,
  });
  const assigned = await t.app.inject({
    method: 'POST',
    url: `/api/training-programs/${program.id}/assign-user/${user.id}`,
    headers: coach,
    payload: { start_date: startDate },
  });
  if (assigned.statusCode !== 200) throw new Error(`assign: ${assigned.statusCode} ${assigned.body}`);
  const exercise = await insertExercise(t.db, 'Back Squat');
  const week1 = await assignExerciseToDay(t.db, program.id, 1, 1, exercise.id);
  return { user, password, member: bearer(session.token), coach, program, exercise, week1 };
};

/** A valid workout body for the day exercise's first set, with a fresh client_id. */
export const workoutBody = (dayId: number, dayExerciseId: number, performedOn = todayUtc()) => ({
  client_id: crypto.randomUUID(),
  training_day_id: dayId,
  performed_on: performedOn,
  started_at: `${performedOn}T07:00:00Z`,
  finished_at: `${performedOn}T08:00:00Z`,
  notes: 'Felt strong',
  sets: [
    { day_exercise_id: dayExerciseId, set_number: 1, reps: 10, weight: 40, rir: 2, rpe: 8, completed: true },
    { day_exercise_id: dayExerciseId, set_number: 2, reps: 8, weight: 42.5, completed: true },
  ],
});

export const postSession = (t: TestApp, headers: Record<string, string>, payload: object) =>
  t.app.inject({ method: 'POST', url: '/api/member/sessions', headers, payload });

export const getSession = async (t: TestApp, headers: Record<string, string>, id: number) => {
  const response = await t.app.inject({ method: 'GET', url: `/api/member/sessions/${id}`, headers });
  if (response.statusCode !== 200) throw new Error(`get: ${response.statusCode} ${response.body}`);
  return response.json<{ data: WorkoutSession }>().data;
};

export { addDays };

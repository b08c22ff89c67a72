import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { programMessages, type Paginated, type TrainingWeek } from '@coachboard/contract';
import { userExerciseActivityLogs } from '../../src/db/schema/index.js';
import { adminAuthHeader } from '../helpers/auth.js';
import { createTestApp, type TestApp } from '../helpers/test-app.js';
import {
  assignExerciseToDay,
  createProgramViaApi,
  expectAdminOnly,
  insertExercise,
  nonAdminAuthHeader,
  type AuthHeader,
} from '../programs/program-helpers.js';

describe('training weeks and days', () => {
  let ctx: TestApp;
  let admin: AuthHeader;
  let nonAdmin: AuthHeader;
  let programId: number;
  let otherProgramId: number;

  const get = (url: string) => ctx.app.inject({ method: 'GET', url: `/api${url}`, headers: admin });
  const weeksPage = async (query = '') => {
    const response = await get(`/training-programs/${programId}/training-weeks${query}`);
    expect(response.statusCode, response.body).toBe(200);
    return response.json<{ data: Paginated<TrainingWeek> }>().data;
  };

  beforeAll(async () => {
    ctx = await createTestApp();
    admin = await adminAuthHeader(ctx.app, ctx.db);
    nonAdmin = await nonAdminAuthHeader(ctx.app, ctx.db);
    programId = (await createProgramViaApi(ctx.app, admin, { duration_weeks: 20, training_days_per_week: 2 }))
      .id;
    otherProgramId = (await createProgramViaApi(ctx.app, admin, { duration_weeks: 1 })).id;
  });
  afterAll(() => ctx.close());

  describe('GET /training-programs/{id}/training-weeks', () => {
    it('answers page 1 with 15 weeks in sequence order, each with its 7 days in order', async () => {
      const page = await weeksPage();
      expect(page).toMatchObject({ current_page: 1, per_page: 15, total: 20, last_page: 2, from: 1, to: 15 });
      expect(page.data.map((week) => week.sequence_number)).toEqual(
        Array.from({ length: 15 }, (_, i) => i + 1),
      );
      for (const week of page.data) {
        expect(week.training_days.map((day) => day.day_of_the_week)).toEqual([1, 2, 3, 4, 5, 6, 7]);
        expect(week.training_days.map((day) => day.is_rest_day)).toEqual([
          false,
          true,
          true,
          false,
          true,
          true,
          true,
        ]);
      }
    });

    it('honours page and per_page, capping per_page', async () => {
      const second = await weeksPage('?page=2');
      expect(second.data.map((week) => week.sequence_number)).toEqual([16, 17, 18, 19, 20]);
      const small = await weeksPage('?page=3&per_page=4');
      expect(small).toMatchObject({ per_page: 4, last_page: 5, from: 9, to: 12 });
      expect(small.data.map((week) => week.sequence_number)).toEqual([9, 10, 11, 12]);
      const capped = await weeksPage('?per_page=1000');
      expect(capped.per_page).toBe(100);
      expect(capped.data).toHaveLength(20);
      const invalid = await weeksPage('?per_page=-3&page=0');
      expect(invalid).toMatchObject({ per_page: 15, current_page: 1 });
    });

    it('answers every week without paging at /training-weeks/all', async () => {
      const response = await get(`/training-programs/${programId}/training-weeks/all`);
      expect(response.statusCode).toBe(200);
      const weeks: TrainingWeek[] = response.json().data;
      expect(weeks.map((week) => week.sequence_number)).toEqual(Array.from({ length: 20 }, (_, i) => i + 1));
      expect(weeks.every((week) => week.training_days.length === 7)).toBe(true);
    });

    it('answers 404 for an unknown program', async () => {
      for (const url of [
        '/training-programs/999999/training-weeks',
        '/training-programs/999999/training-weeks/all',
      ]) {
        const response = await get(url);
        expect(response.statusCode).toBe(404);
        expect(response.json().message).toBe(programMessages.notFound);
      }
    });

    it('is for admins only', async () => {
      await expectAdminOnly(ctx.app, nonAdmin, {
        method: 'GET',
        url: `/api/training-programs/${programId}/training-weeks`,
      });
      await expectAdminOnly(ctx.app, nonAdmin, {
        method: 'GET',
        url: `/api/training-programs/${programId}/training-weeks/all`,
      });
    });
  });

  describe('GET /training-programs/{programId}/training-weeks/{weekId}/training-days/{dayId}', () => {
    it('answers the day with its week and its assigned exercises in position order', async () => {
      const [week] = (await weeksPage('?page=2&per_page=1')).data;
      const day = week!.training_days[3]!;
      const squat = await insertExercise(ctx.db, 'Squat');
      const press = await insertExercise(ctx.db, 'Press');
      const first = await assignExerciseToDay(ctx.db, programId, 2, 4, press.id);
      const second = await assignExerciseToDay(ctx.db, programId, 2, 4, squat.id);
      await ctx.db
        .update(userExerciseActivityLogs)
        .set({ position: 2 })
        .where(eq(userExerciseActivityLogs.id, first.log.id));

      const response = await get(
        `/training-programs/${programId}/training-weeks/${week!.id}/training-days/${day.id}`,
      );
      expect(response.statusCode).toBe(200);
      expect(response.json().data).toEqual({
        id: day.id,
        day_of_the_week: 4,
        is_rest_day: false,
        training_week: { id: week!.id, sequence_number: 2, training_program_id: programId },
        user_exercise_activity_logs: [
          {
            id: second.log.id,
            training_day_id: day.id,
            position: 1,
            sets_data: { set_1: { reps: 10, weight: 40, time: null, rir: null, rest: null } },
            exercise: { id: squat.id, name: 'Squat', yt_link: null, target_muscle_group: null },
            group: null,
          },
          {
            id: first.log.id,
            training_day_id: day.id,
            position: 2,
            sets_data: { set_1: { reps: 10, weight: 40, time: null, rir: null, rest: null } },
            exercise: { id: press.id, name: 'Press', yt_link: null, target_muscle_group: null },
            group: null,
          },
        ],
      });
    });

    it('answers a rest day too, with no exercises', async () => {
      const [week] = (await weeksPage('?per_page=1')).data;
      const restDay = week!.training_days[6]!;
      const response = await get(
        `/training-programs/${programId}/training-weeks/${week!.id}/training-days/${restDay.id}`,
      );
      expect(response.statusCode).toBe(200);
      expect(response.json().data).toMatchObject({ is_rest_day: true, user_exercise_activity_logs: [] });
    });

    it('answers 404 when the ids do not belong together', async () => {
      const [week1, week2] = (await weeksPage('?per_page=2')).data;
      const dayOfWeek1 = week1!.training_days[0]!.id;
      const otherWeeks = await get(`/training-programs/${otherProgramId}/training-weeks/all`);
      const otherWeek: TrainingWeek = otherWeeks.json().data[0];

      const cases: [string, string][] = [
        [
          `/training-programs/${programId}/training-weeks/${week2!.id}/training-days/${dayOfWeek1}`,
          programMessages.dayNotFound,
        ],
        [
          `/training-programs/${programId}/training-weeks/${week1!.id}/training-days/999999`,
          programMessages.dayNotFound,
        ],
        [
          `/training-programs/${programId}/training-weeks/${otherWeek.id}/training-days/${otherWeek.training_days[0]!.id}`,
          programMessages.weekNotFound,
        ],
        [
          `/training-programs/${otherProgramId}/training-weeks/${week1!.id}/training-days/${dayOfWeek1}`,
          programMessages.weekNotFound,
        ],
        [
          `/training-programs/999999/training-weeks/${week1!.id}/training-days/${dayOfWeek1}`,
          programMessages.notFound,
        ],
      ];
      for (const [url, message] of cases) {
        const response = await get(url);
        expect(response.statusCode, url).toBe(404);
        expect(response.json()).toEqual({ success: false, message });
      }
    });

    it('is for admins only', async () => {
      await expectAdminOnly(ctx.app, nonAdmin, {
        method: 'GET',
        url: `/api/training-programs/${programId}/training-weeks/1/training-days/1`,
      });
    });
  });
});

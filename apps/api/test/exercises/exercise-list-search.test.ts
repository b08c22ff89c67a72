import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ExerciseListItem, Paginated, Exercise } from '@coachboard/contract';
import { exercises } from '../../src/db/schema/index.js';
import { refreshSearchText } from '../../src/modules/exercises/exercise-search-text.js';
import { adminAuthHeader } from '../helpers/auth.js';
import { recordStatements } from '../helpers/sent-statements.js';
import { createTestApp, type TestApp } from '../helpers/test-app.js';
import {
  createProgramViaApi,
  expectAdminOnly,
  nonAdminAuthHeader,
  type AuthHeader,
} from '../programs/program-helpers.js';
import { addToDay, createExerciseViaApi, dayId, muscleGroupsByName, weeksOf } from './exercise-helpers.js';

describe('exercise list and search', () => {
  let ctx: TestApp;
  let admin: AuthHeader;
  let nonAdmin: AuthHeader;

  const get = async <T>(url: string) => {
    const response = await ctx.app.inject({ method: 'GET', url: `/api${url}`, headers: admin });
    expect(response.statusCode, response.body).toBe(200);
    return response.json<{ data: Paginated<T> }>().data;
  };
  const names = (page: Paginated<{ name: string }>) => page.data.map((row) => row.name);

  beforeAll(async () => {
    ctx = await createTestApp();
    admin = await adminAuthHeader(ctx.app, ctx.db);
    nonAdmin = await nonAdminAuthHeader(ctx.app, ctx.db);
    const start = Date.UTC(2026, 0, 1);
    // 80 filler exercises named "Drill 01".."Drill 80", oldest first, then a few with real content.
    await ctx.db.insert(exercises).values(
      Array.from({ length: 80 }, (_, index) => ({
        name: `Drill ${String(index + 1).padStart(2, '0')}`,
        targetMuscleGroup: 'cardio' as const,
        createdAt: new Date(start + index * 60_000),
      })),
    );
    await refreshSearchText(ctx.db, 'all');
    const groups = await muscleGroupsByName(ctx.app, admin);
    await createExerciseViaApi(ctx.app, admin, {
      name: 'Hip Thrust',
      target_muscle_group: 'legs',
      is_gym_based: true,
      muscle_groups: [{ muscle_group_id: groups.get('Glutes')!, type: 'primary' }],
    });
    await createExerciseViaApi(ctx.app, admin, {
      name: 'Wall Sit',
      target_muscle_group: 'legs',
      is_at_home: true,
    });
    await createExerciseViaApi(ctx.app, admin, { name: 'Side Plank 100%', target_muscle_group: 'core' });
  });
  afterAll(() => ctx.close());

  describe('GET /exercises', () => {
    it('answers 15 a page, newest first, with the paginator numbers', async () => {
      const first = await get<ExerciseListItem>('/exercises');
      expect(first).toMatchObject({
        current_page: 1,
        per_page: 15,
        total: 83,
        last_page: 6,
        from: 1,
        to: 15,
      });
      expect(names(first).slice(0, 4)).toEqual(['Side Plank 100%', 'Wall Sit', 'Hip Thrust', 'Drill 80']);
      const last = await get<ExerciseListItem>('/exercises?page=6');
      expect(names(last)).toEqual([
        'Drill 08',
        'Drill 07',
        'Drill 06',
        'Drill 05',
        'Drill 04',
        'Drill 03',
        'Drill 02',
        'Drill 01',
      ]);
    });

    it('filters by target muscle group, location and search (name, muscle group, home, gym)', async () => {
      expect(names(await get('/exercises?target_muscle_group=legs'))).toEqual(['Wall Sit', 'Hip Thrust']);
      expect(names(await get('/exercises?is_at_home=true'))).toEqual(['Wall Sit']);
      expect(names(await get('/exercises?is_gym_based=1&target_muscle_group=legs'))).toEqual(['Hip Thrust']);
      expect(names(await get('/exercises?search=glutes'))).toEqual(['Hip Thrust']);
      expect(names(await get('/exercises?search=HOME'))).toEqual(['Wall Sit']);
      expect(names(await get('/exercises?search=100%25'))).toEqual(['Side Plank 100%']);
      expect((await get('/exercises?search=drill 07')).total).toBe(1);
    });

    it('counts the programs each exercise is assigned to', async () => {
      const wallSit = (await get<ExerciseListItem>('/exercises?search=wall sit')).data[0]!;
      expect(wallSit.training_programs_count).toBe(0);
      for (const name of ['A', 'B']) {
        const program = await createProgramViaApi(ctx.app, admin, { name, duration_weeks: 1 });
        const weeks = await weeksOf(ctx.app, admin, program.id);
        await addToDay(ctx.app, admin, { exercise_id: wallSit.id, training_day_id: dayId(weeks, 1, 1) });
      }
      expect(
        (await get<ExerciseListItem>('/exercises?search=wall sit')).data[0]!.training_programs_count,
      ).toBe(2);
    });

    it('refuses bad filters with 422', async () => {
      for (const query of ['target_muscle_group=toes', 'is_at_home=maybe', `search=${'x'.repeat(256)}`]) {
        const response = await ctx.app.inject({
          method: 'GET',
          url: `/api/exercises?${query}`,
          headers: admin,
        });
        expect(response.statusCode, query).toBe(422);
      }
    });

    it('is for admins only', async () => {
      await expectAdminOnly(ctx.app, nonAdmin, { method: 'GET', url: '/api/exercises' });
    });
  });

  describe('GET /exercises/search', () => {
    it('answers 60 rows first and 15 after, alphabetical, continuing without repeats, pages counted with 15', async () => {
      const first = await get<Exercise>('/exercises/search?searchTerm=');
      expect(first).toMatchObject({
        current_page: 1,
        per_page: 60,
        total: 83,
        last_page: 6,
        from: 1,
        to: 60,
      });
      expect(first.data).toHaveLength(60);
      expect(first.next_page_url).toContain('page=2');
      const second = await get<Exercise>('/exercises/search?page=2');
      expect(second).toMatchObject({ per_page: 15, from: 61, to: 75 });
      const third = await get<Exercise>('/exercises/search?page=3');
      expect(third).toMatchObject({ from: 76, to: 83, next_page_url: null });
      const all = [...first.data, ...second.data, ...third.data].map((row) => row.name);
      expect(new Set(all).size).toBe(83);
      expect(all).toEqual([...all].sort((a, b) => a.toLowerCase().localeCompare(b.toLowerCase())));
    });

    it("finds by muscle group, 'home' and 'gym'", async () => {
      expect(names(await get('/exercises/search?searchTerm=glutes'))).toEqual(['Hip Thrust']);
      expect(names(await get('/exercises/search?searchTerm=home'))).toContain('Wall Sit');
      expect(names(await get('/exercises/search?searchTerm=gym'))).toEqual(['Hip Thrust']);
      expect(names(await get('/exercises/search?searchTerm=full-body'))).toEqual([]);
    });

    it('leaves out exercises already on the given training day', async () => {
      const program = await createProgramViaApi(ctx.app, admin, { duration_weeks: 1 });
      const weeks = await weeksOf(ctx.app, admin, program.id);
      const day = dayId(weeks, 1, 1);
      const hip = (await get<Exercise>('/exercises/search?searchTerm=hip thrust')).data[0]!;
      await addToDay(ctx.app, admin, { exercise_id: hip.id, training_day_id: day });
      const page = await get<Exercise>(`/exercises/search?searchTerm=hip&training_day_id=${day}`);
      expect(page.total).toBe(0);
    });

    it('is for admins only', async () => {
      await expectAdminOnly(ctx.app, nonAdmin, { method: 'GET', url: '/api/exercises/search?searchTerm=a' });
    });
  });

  it('runs every filter combination with its own values in one statement each, searches unnamed', async () => {
    const program = await createProgramViaApi(ctx.app, admin, { duration_weeks: 1 });
    const weeks = await weeksOf(ctx.app, admin, program.id);
    const [withDrill, empty] = [dayId(weeks, 1, 1), dayId(weeks, 1, 2)];
    const drill05 = (await get<Exercise>('/exercises/search?searchTerm=drill 05')).data[0]!;
    await addToDay(ctx.app, admin, { exercise_id: drill05.id, training_day_id: withDrill });

    const sent = await recordStatements(ctx.db, async () => {
      // The same variant twice with other values: the statement is reused, the values are not.
      expect((await get('/exercises?search=drill 0&is_at_home=false')).total).toBe(9);
      expect((await get('/exercises?search=drill 1&is_at_home=false')).total).toBe(10);
      expect(names(await get('/exercises?target_muscle_group=legs&is_gym_based=true'))).toEqual([
        'Hip Thrust',
      ]);
      expect(names(await get('/exercises?target_muscle_group=core&is_gym_based=false'))).toEqual([
        'Side Plank 100%',
      ]);
      expect(names(await get('/exercises?is_at_home=true'))).toEqual(['Wall Sit']);
      expect((await get('/exercises?is_at_home=false')).total).toBe(82);
      expect((await get('/exercises')).total).toBe(83);
      expect((await get('/exercises/search?searchTerm=drill 0')).total).toBe(9);
      expect((await get('/exercises/search?searchTerm=drill 1')).total).toBe(10);
      expect((await get(`/exercises/search?searchTerm=drill 0&training_day_id=${withDrill}`)).total).toBe(8);
      expect((await get(`/exercises/search?searchTerm=drill 0&training_day_id=${empty}`)).total).toBe(9);
      const without = await get<Exercise>(`/exercises/search?page=6&training_day_id=${withDrill}`);
      expect(without.total).toBe(82);
      expect(without.data).toHaveLength(0);
      expect((await get(`/exercises/search?page=6&training_day_id=${empty}`)).total).toBe(83);
    });
    const exerciseStatements = sent.filter((statement) => statement.text.includes('"exercises"'));
    const searches = exerciseStatements.filter((statement) => statement.text.includes(' like lower('));
    expect(searches).toHaveLength(6);
    expect(searches.every((statement) => statement.name === undefined)).toBe(true);
    const others = exerciseStatements.filter((statement) => !statement.text.includes(' like lower('));
    expect(others).toHaveLength(9);
    // Each page carries its total; only the two empty pages past the last ask for it alone.
    expect(new Set(others.map((statement) => statement.name))).toEqual(
      new Set([
        'exercises_page_targetMuscleGroup-eq_isGymBased-eq',
        'exercises_page_isAtHome-eq',
        'exercises_page_all',
        'exercises_search_page_excludeDayId-on',
        'exercises_search_total_excludeDayId-on',
      ]),
    );
  });
});

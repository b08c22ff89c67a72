import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { exerciseMessages, type ExerciseDetail } from '@coachboard/contract';
import { adminAuthHeader } from '../helpers/auth.js';
import { createTestApp, type TestApp } from '../helpers/test-app.js';
import {
  createProgramViaApi,
  expectAdminOnly,
  nonAdminAuthHeader,
  type AuthHeader,
} from '../programs/program-helpers.js';
import { addToDay, createExerciseViaApi, dayId, muscleGroupsByName, weeksOf } from './exercise-helpers.js';

describe('exercise library: create, read, update, delete', () => {
  let ctx: TestApp;
  let admin: AuthHeader;
  let nonAdmin: AuthHeader;
  let groups: Map<string, number>;
  const group = (name: string) => groups.get(name) as number;

  const send = (method: 'POST' | 'PUT' | 'GET' | 'DELETE', url: string, payload?: object) =>
    ctx.app.inject({ method, url: `/api${url}`, headers: admin, ...(payload ? { payload } : {}) });

  beforeAll(async () => {
    ctx = await createTestApp();
    admin = await adminAuthHeader(ctx.app, ctx.db);
    nonAdmin = await nonAdminAuthHeader(ctx.app, ctx.db);
    groups = await muscleGroupsByName(ctx.app, admin);
  });
  afterAll(() => ctx.close());

  describe('GET /muscle-groups', () => {
    it('answers the seeded anatomical reference list', async () => {
      expect([...groups.keys()]).toEqual([
        'Neck',
        'Traps',
        'Front Delts',
        'Side Delts',
        'Rear Delts',
        'Chest',
        'Lats',
        'Lower Back',
        'Biceps',
        'Triceps',
        'Forearms',
        'Abs',
        'Obliques',
        'Hip Flexors',
        'Glutes',
        'Abductors',
        'Adductors',
        'Quadriceps',
        'Hamstrings',
        'Calves',
      ]);
    });

    it('is for admins only', async () => {
      await expectAdminOnly(ctx.app, nonAdmin, { method: 'GET', url: '/api/muscle-groups' });
    });
  });

  describe('POST /exercises', () => {
    it('creates an exercise with trimmed text, null for empty fields, and its muscle groups', async () => {
      const response = await send('POST', '/exercises', {
        name: '  Romanian Deadlift ',
        description: '   ',
        yt_link: 'https://youtu.be/dQw4w9WgXcQ',
        target_muscle_group: 'legs',
        is_gym_based: true,
        muscle_groups: [
          { muscle_group_id: group('Hamstrings'), type: 'primary' },
          { muscle_group_id: group('Glutes'), type: 'secondary' },
          { muscle_group_id: group('Lower Back'), type: 'secondary' },
        ],
      });
      expect(response.statusCode, response.body).toBe(201);
      const body = response.json<{ message: string; data: ExerciseDetail }>();
      expect(body.message).toBe(exerciseMessages.created);
      expect(body.data).toMatchObject({
        name: 'Romanian Deadlift',
        description: null,
        yt_link: 'https://youtu.be/dQw4w9WgXcQ',
        target_muscle_group: 'legs',
        is_at_home: false,
        is_gym_based: true,
        training_programs: [],
        primary_muscle_groups: [{ id: group('Hamstrings'), name: 'Hamstrings' }],
        secondary_muscle_groups: [
          { id: group('Lower Back'), name: 'Lower Back' },
          { id: group('Glutes'), name: 'Glutes' },
        ],
      });
    });

    it.each([
      [{ name: '  ' }, 'name', exerciseMessages.nameRequired],
      [{}, 'name', exerciseMessages.nameRequired],
      [{ name: 'x'.repeat(256) }, 'name', exerciseMessages.nameTooLong],
      [
        { name: 'Row', yt_link: 'https://example.com/watch?v=dQw4w9WgXcQ' },
        'yt_link',
        exerciseMessages.videoLinkInvalid,
      ],
      [
        { name: 'Row', yt_link: 'https://www.youtube.com/watch?v=abc' },
        'yt_link',
        exerciseMessages.videoLinkInvalid,
      ],
      [
        { name: 'Row', target_muscle_group: 'toes' },
        'target_muscle_group',
        exerciseMessages.targetMuscleGroupInvalid,
      ],
      [{ name: 'Row', muscle_groups: [] }, 'muscle_groups', exerciseMessages.muscleGroupRequired],
    ])('refuses %o with 422 and the message on %s', async (payload, field, message) => {
      const response = await send('POST', '/exercises', payload);
      expect(response.statusCode).toBe(422);
      expect(response.json()).toMatchObject({ success: false, message, errors: { [field]: [message] } });
    });

    it('refuses more than 5 secondary groups, a primary that is also secondary and unknown groups', async () => {
      const secondary = ['Chest', 'Lats', 'Traps', 'Biceps', 'Triceps', 'Forearms'].map((name) => ({
        muscle_group_id: group(name),
        type: 'secondary',
      }));
      const tooMany = await send('POST', '/exercises', { name: 'Row', muscle_groups: secondary });
      expect(tooMany.statusCode).toBe(422);
      expect(tooMany.json().message).toBe(exerciseMessages.tooManySecondary);

      const overlap = await send('POST', '/exercises', {
        name: 'Row',
        muscle_groups: [
          { muscle_group_id: group('Lats'), type: 'primary' },
          { muscle_group_id: group('Lats'), type: 'secondary' },
        ],
      });
      expect(overlap.json().message).toBe(exerciseMessages.primaryAlsoSecondary);

      const unknown = await send('POST', '/exercises', {
        name: 'Row',
        muscle_groups: [{ muscle_group_id: 9999, type: 'primary' }],
      });
      expect(unknown.statusCode).toBe(422);
      expect(unknown.json()).toMatchObject({
        errors: { muscle_groups: [exerciseMessages.unknownMuscleGroup] },
      });
    });

    it('is for admins only', async () => {
      await expectAdminOnly(ctx.app, nonAdmin, {
        method: 'POST',
        url: '/api/exercises',
        payload: { name: 'X' },
      });
    });
  });

  describe('GET /exercises/{id}', () => {
    it('answers 404 with the specification text for a missing exercise and 422 for a bad id', async () => {
      expect((await send('GET', '/exercises/999999')).json()).toMatchObject({
        message: exerciseMessages.notFound,
      });
      expect((await send('GET', '/exercises/999999')).statusCode).toBe(404);
      expect((await send('GET', '/exercises/abc')).statusCode).toBe(422);
    });

    it('is for admins only', async () => {
      const exercise = await createExerciseViaApi(ctx.app, admin);
      await expectAdminOnly(ctx.app, nonAdmin, { method: 'GET', url: `/api/exercises/${exercise.id}` });
    });
  });

  describe('PUT /exercises/{id}', () => {
    it('changes only the fields sent, and replaces muscle groups when sent', async () => {
      const exercise = await createExerciseViaApi(ctx.app, admin, {
        name: 'Push-up',
        description: 'Classic',
        is_at_home: true,
        muscle_groups: [{ muscle_group_id: group('Chest'), type: 'primary' }],
      });
      const groupsOnly = await send('PUT', `/exercises/${exercise.id}`, {
        muscle_groups: [
          { muscle_group_id: group('Triceps'), type: 'secondary' },
          { muscle_group_id: group('Front Delts'), type: 'secondary' },
        ],
      });
      expect(groupsOnly.statusCode, groupsOnly.body).toBe(200);
      expect(groupsOnly.json().data).toMatchObject({
        name: 'Push-up',
        description: 'Classic',
        is_at_home: true,
        primary_muscle_groups: [],
        secondary_muscle_groups: [{ name: 'Front Delts' }, { name: 'Triceps' }],
      });

      const fields = await send('PUT', `/exercises/${exercise.id}`, {
        name: 'Diamond Push-up',
        description: '',
        target_muscle_group: 'arms',
      });
      expect(fields.json()).toMatchObject({
        message: exerciseMessages.updated,
        data: { name: 'Diamond Push-up', description: null, target_muscle_group: 'arms', is_at_home: true },
      });
      expect(fields.json().data.secondary_muscle_groups).toHaveLength(2);
    });

    it('refuses an empty name and an empty muscle-group list, and answers 404 for a missing exercise', async () => {
      const exercise = await createExerciseViaApi(ctx.app, admin);
      const empty = await send('PUT', `/exercises/${exercise.id}`, { name: '' });
      expect(empty.statusCode).toBe(422);
      expect(empty.json().message).toBe(exerciseMessages.nameRequired);
      const noGroups = await send('PUT', `/exercises/${exercise.id}`, { muscle_groups: [] });
      expect(noGroups.json().message).toBe(exerciseMessages.muscleGroupRequired);
      const missing = await send('PUT', '/exercises/999999', { name: 'Anything' });
      expect(missing.statusCode).toBe(404);
    });

    it('is for admins only', async () => {
      const exercise = await createExerciseViaApi(ctx.app, admin);
      await expectAdminOnly(ctx.app, nonAdmin, {
        method: 'PUT',
        url: `/api/exercises/${exercise.id}`,
        payload: { name: 'X' },
      });
    });
  });

  describe('DELETE /exercises/{id} and its usage', () => {
    it('tells how many days and programs use it, then takes it off all of them in one go (to the trash)', async () => {
      const exercise = await createExerciseViaApi(ctx.app, admin, { name: 'Front Squat' });
      const programA = await createProgramViaApi(ctx.app, admin, {
        duration_weeks: 3,
        training_days_per_week: 3,
      });
      const programB = await createProgramViaApi(ctx.app, admin, {
        duration_weeks: 1,
        training_days_per_week: 3,
      });
      const weeksA = await weeksOf(ctx.app, admin, programA.id);
      const weeksB = await weeksOf(ctx.app, admin, programB.id);
      await addToDay(ctx.app, admin, {
        exercise_id: exercise.id,
        training_day_id: dayId(weeksA, 1, 1),
        is_persistent: true,
      });
      await addToDay(ctx.app, admin, { exercise_id: exercise.id, training_day_id: dayId(weeksB, 1, 3) });

      const usage = await send('GET', `/exercises/${exercise.id}/usage`);
      expect(usage.json().data).toEqual({ training_days: 4, training_programs: 2 });
      const detail = await send('GET', `/exercises/${exercise.id}`);
      expect(
        detail
          .json()
          .data.training_programs.map((p: { id: number }) => p.id)
          .sort(),
      ).toEqual([programA.id, programB.id].sort());

      const deleted = await send('DELETE', `/exercises/${exercise.id}`);
      expect(deleted.statusCode).toBe(200);
      expect(deleted.json()).toMatchObject({
        message: exerciseMessages.deleted,
        data: { training_days: 4, training_programs: 2 },
      });
      expect((await send('GET', `/exercises/${exercise.id}`)).statusCode).toBe(404);
      const day = await send(
        'GET',
        `/training-programs/${programA.id}/training-weeks/${weeksA[0]!.id}/training-days/${dayId(weeksA, 1, 1)}`,
      );
      expect(day.json().data.user_exercise_activity_logs).toEqual([]);
      const program = await send('GET', `/training-programs/${programA.id}`);
      expect(program.json().data.exercises).toEqual([]);
    });

    it('answers an unused exercise with zero usage, and 404 for a missing one', async () => {
      const exercise = await createExerciseViaApi(ctx.app, admin);
      expect((await send('GET', `/exercises/${exercise.id}/usage`)).json().data).toEqual({
        training_days: 0,
        training_programs: 0,
      });
      expect((await send('GET', '/exercises/999999/usage')).statusCode).toBe(404);
      expect((await send('DELETE', '/exercises/999999')).statusCode).toBe(404);
    });

    it('is for admins only', async () => {
      const exercise = await createExerciseViaApi(ctx.app, admin);
      await expectAdminOnly(ctx.app, nonAdmin, { method: 'DELETE', url: `/api/exercises/${exercise.id}` });
      await expectAdminOnly(ctx.app, nonAdmin, { method: 'GET', url: `/api/exercises/${exercise.id}/usage` });
    });
  });
});

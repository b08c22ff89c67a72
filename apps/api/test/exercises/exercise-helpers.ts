import { expect } from 'vitest';
import type { FastifyInstance } from 'fastify';
import type {
  AddedActivityLog,
  CreateExerciseInput,
  ExerciseDetail,
  MuscleGroup,
  TrainingWeek,
} from '@coachboard/contract';
import type { AuthHeader } from '../programs/program-helpers.js';

export const createExerciseViaApi = async (
  app: FastifyInstance,
  auth: AuthHeader,
  overrides: Partial<CreateExerciseInput> = {},
): Promise<ExerciseDetail> => {
  const response = await app.inject({
    method: 'POST',
    url: '/api/exercises',
    headers: auth,
    payload: { name: 'Goblet Squat', target_muscle_group: 'legs', ...overrides },
  });
  expect(response.statusCode, response.body).toBe(201);
  return response.json<{ data: ExerciseDetail }>().data;
};

export const muscleGroupsByName = async (app: FastifyInstance, auth: AuthHeader) => {
  const response = await app.inject({ method: 'GET', url: '/api/muscle-groups', headers: auth });
  expect(response.statusCode).toBe(200);
  const groups = response.json<{ data: MuscleGroup[] }>().data;
  return new Map(groups.map((group) => [group.name, group.id]));
};

/** Every week of a program with its days, through the API. */
export const weeksOf = async (app: FastifyInstance, auth: AuthHeader, programId: number) => {
  const response = await app.inject({
    method: 'GET',
    url: `/api/training-programs/${programId}/training-weeks/all`,
    headers: auth,
  });
  expect(response.statusCode).toBe(200);
  return response.json<{ data: TrainingWeek[] }>().data;
};

/** The id of day `dayOfTheWeek` in week `sequence`. */
export const dayId = (weeks: TrainingWeek[], sequence: number, dayOfTheWeek: number) => {
  const day = weeks[sequence - 1]?.training_days.find((d) => d.day_of_the_week === dayOfTheWeek);
  if (!day) throw new Error(`No day ${dayOfTheWeek} in week ${sequence}`);
  return day.id;
};

export const addToDay = async (
  app: FastifyInstance,
  auth: AuthHeader,
  payload: { exercise_id: number; training_day_id: number; is_persistent?: boolean },
) => {
  const response = await app.inject({
    method: 'POST',
    url: '/api/user-exercise-activity-logs/add-new',
    headers: auth,
    payload,
  });
  expect(response.statusCode, response.body).toBe(201);
  return response.json<{ data: AddedActivityLog }>().data;
};

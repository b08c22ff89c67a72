import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';
import type { NutritionDay, ProgramDetail, UserNutrition } from '@coachboard/contract';
import type { Headers } from '../member/check-in-helpers.js';

export const training = { calories: 2600, protein: 180, carbs: 300, fat: 75, fibre: 35 };
export const rest = { calories: 2100, protein: 180, carbs: 180, fat: 80, fibre: null };

export const splitTargets = { mode: 'training_rest', training_day: training, rest_day: rest } as const;

export const putTargets = (app: FastifyInstance, headers: Headers, userId: number, payload: object) =>
  app.inject({ method: 'PUT', url: `/api/users/${userId}/nutrition`, headers, payload });

export const getTargets = async (app: FastifyInstance, headers: Headers, userId: number) => {
  const response = await app.inject({ method: 'GET', url: `/api/users/${userId}/nutrition`, headers });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<{ data: UserNutrition }>().data;
};

export const dayOf = async (app: FastifyInstance, headers: Headers, userId: number, date: string) => {
  const response = await app.inject({
    method: 'GET',
    url: `/api/users/${userId}/nutrition/day?date=${date}`,
    headers,
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<{ data: NutritionDay }>().data;
};

export const assign = async (
  app: FastifyInstance,
  headers: Headers,
  program: Pick<ProgramDetail, 'id'>,
  userId: number,
  startDate: string,
) => {
  const response = await app.inject({
    method: 'POST',
    url: `/api/training-programs/${program.id}/assign-user/${userId}`,
    headers,
    payload: { start_date: startDate },
  });
  expect(response.statusCode, response.body).toBe(200);
};

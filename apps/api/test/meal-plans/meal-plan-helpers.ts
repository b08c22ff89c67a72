import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';
import type { MealPlan, MealPlanInput, Recipe, RecipeInput } from '@coachboard/contract';
import type { Database } from '../../src/db/client.js';
import { bearer, loginAs } from '../helpers/auth.js';
import { createAdmin } from '../helpers/factories.js';

export type AuthHeader = { authorization: string };

/** A signed-in panel account of a team role. */
export const teamAuth = async (
  app: FastifyInstance,
  db: Database,
  teamRole: 'owner' | 'coach' | 'moderator',
) => {
  const { user, password } = await createAdmin(db, { teamRole });
  return bearer((await loginAs(app, user.email, password)).token);
};

export const createRecipe = async (app: FastifyInstance, auth: AuthHeader, recipe: RecipeInput) => {
  const response = await app.inject({ method: 'POST', url: '/api/recipes', headers: auth, payload: recipe });
  expect(response.statusCode, response.body).toBe(201);
  return response.json<{ data: Recipe }>().data;
};

export const createPlan = async (app: FastifyInstance, auth: AuthHeader, plan: MealPlanInput) => {
  const response = await app.inject({ method: 'POST', url: '/api/meal-plans', headers: auth, payload: plan });
  expect(response.statusCode, response.body).toBe(201);
  return response.json<{ data: MealPlan }>().data;
};

export const getPlan = async (app: FastifyInstance, auth: AuthHeader, id: number, query = '') => {
  const response = await app.inject({ method: 'GET', url: `/api/meal-plans/${id}${query}`, headers: auth });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<{ data: MealPlan }>().data;
};

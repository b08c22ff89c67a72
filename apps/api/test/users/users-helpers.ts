import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';
import type { CreateUserInput, User } from '@coachboard/contract';
import { createTestApp, type TestApp } from '../helpers/test-app.js';
import type { AuthHeader } from '../programs/program-helpers.js';

export type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

let sequence = 0;

export const validUserInput = (overrides: Partial<CreateUserInput> = {}): CreateUserInput => {
  sequence += 1;
  return {
    email: `created${sequence}-${Math.random().toString(16).slice(2, 8)}@example.test`,
    first_name: 'Marta',
    last_name: 'Nowak',
    password: 'Str0ng@Pass',
    gender: 'female',
    date_of_birth: '1991-04-20',
    height: '170cm',
    ...overrides,
  };
};

export const createTestAppWithUsers = (): Promise<TestApp> => createTestApp();

/** An API caller with the admin's header. */
export const apiCaller =
  (app: () => FastifyInstance, headers: () => AuthHeader) =>
  (method: Method, url: string, payload?: unknown) =>
    app().inject({
      method,
      url: `/api${url}`,
      headers: headers(),
      ...(payload === undefined ? {} : { payload: payload as object }),
    });

export const createUserViaApi = async (
  app: FastifyInstance,
  headers: AuthHeader,
  overrides: Partial<CreateUserInput> = {},
): Promise<User> => {
  const response = await app.inject({
    method: 'POST',
    url: '/api/users',
    headers,
    payload: validUserInput(overrides),
  });
  expect(response.statusCode, response.body).toBe(201);
  return response.json<{ data: User }>().data;
};

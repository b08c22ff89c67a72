import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';
import type { CreatePostInput, Post } from '@coachboard/contract';
import type { AuthHeader } from '../programs/program-helpers.js';

export type { AuthHeader };

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

/** A call with the admin's header; returns status and parsed body. */
export const call = async (
  app: FastifyInstance,
  auth: AuthHeader,
  method: Method,
  url: string,
  payload?: object,
) => {
  const response = await app.inject({ method, url, headers: auth, ...(payload ? { payload } : {}) });
  return { status: response.statusCode, body: response.json() };
};

export const createPostViaApi = async (
  app: FastifyInstance,
  auth: AuthHeader,
  input: Partial<CreatePostInput> = {},
): Promise<Post> => {
  const { status, body } = await call(app, auth, 'POST', '/api/posts', {
    content: 'Hello community',
    type: 'general',
    ...input,
  });
  expect(status, JSON.stringify(body)).toBe(201);
  return body.data as Post;
};

/** Expects a 422 whose message and field errors carry `message`. */
export const expectValidation = (
  result: { status: number; body: { message: string; errors?: Record<string, string[]> } },
  field: string,
  message: string,
) => {
  expect(result.status).toBe(422);
  expect(result.body.message).toBe(message);
  expect(result.body.errors?.[field]).toContain(message);
};

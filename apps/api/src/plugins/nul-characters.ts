import type { FastifyInstance } from 'fastify';
import { badRequest } from '../lib/errors.js';

export const NUL_CHARACTER_MESSAGE = 'Text must not contain NUL characters';

/** True when any string (or object key) in the value holds U+0000; walks without recursion. */
export const containsNulCharacter = (value: unknown): boolean => {
  const pending: unknown[] = [value];
  while (pending.length > 0) {
    const current = pending.pop();
    if (typeof current === 'string') {
      if (current.includes('\u0000')) return true;
    } else if (Array.isArray(current)) {
      for (const entry of current as unknown[]) pending.push(entry);
    } else if (typeof current === 'object' && current !== null) {
      for (const [key, entry] of Object.entries(current)) {
        if (key.includes('\u0000')) return true;
        pending.push(entry);
      }
    }
  }
  return false;
};

/**
 * PostgreSQL text cannot hold U+0000, so a query with one fails inside the database. Such input is refused as
 * malformed (400) before any route sees it, whether it came in the path, the query or the body.
 */
export const registerNulCharacterGuard = (app: FastifyInstance) => {
  app.addHook('preValidation', async (request) => {
    if ([request.params, request.query, request.body].some(containsNulCharacter)) {
      throw badRequest(NUL_CHARACTER_MESSAGE);
    }
  });
};

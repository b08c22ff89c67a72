import type { FastifyInstance } from 'fastify';
import { badRequest } from '../lib/errors.js';

export const NUL_CHARACTER_MESSAGE = 'Text must not contain NUL characters';
export const LONE_SURROGATE_MESSAGE = 'Text must not contain invalid Unicode characters';

/** True when any string (or object key) in the value matches; walks without recursion. */
const containsText = (value: unknown, matches: (text: string) => boolean): boolean => {
  const pending: unknown[] = [value];
  while (pending.length > 0) {
    const current = pending.pop();
    if (typeof current === 'string') {
      if (matches(current)) return true;
    } else if (Array.isArray(current)) {
      for (const entry of current as unknown[]) pending.push(entry);
    } else if (typeof current === 'object' && current !== null) {
      for (const [key, entry] of Object.entries(current)) {
        if (matches(key)) return true;
        pending.push(entry);
      }
    }
  }
  return false;
};

/** True when any string (or object key) in the value holds U+0000. */
export const containsNulCharacter = (value: unknown) =>
  containsText(value, (text) => text.includes('\u0000'));

/** A high surrogate without its low half, or a low one without its high half. */
const LONE_SURROGATE = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;

/**
 * True when any string (or object key) holds half a surrogate pair (JSON's `"\ud800"`). Such text is not
 * Unicode: PostgreSQL refuses it in jsonb, and text columns would silently turn it into U+FFFD.
 */
export const containsLoneSurrogate = (value: unknown) =>
  containsText(value, (text) => LONE_SURROGATE.test(text));

/**
 * PostgreSQL text cannot hold U+0000, so a query with one fails inside the database; nor can jsonb hold a lone
 * surrogate. Such input is refused as malformed (400) before any route sees it, whether it came in the path,
 * the query or the body.
 */
export const registerNulCharacterGuard = (app: FastifyInstance) => {
  app.addHook('preValidation', (request, _reply, done) => {
    const parts = [request.params, request.query, request.body];
    if (parts.some(containsNulCharacter)) done(badRequest(NUL_CHARACTER_MESSAGE));
    else if (parts.some(containsLoneSurrogate)) done(badRequest(LONE_SURROGATE_MESSAGE));
    else done();
  });
};

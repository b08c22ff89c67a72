import rateLimit, { type FastifyRateLimitStore, type FastifyRateLimitStoreCtor } from '@fastify/rate-limit';
import type { FastifyInstance } from 'fastify';
import { authMessages } from '@coachboard/contract';
import type { Database } from '../db/client.js';
import { tooManyRequests } from '../lib/errors.js';
import { hitRateLimit } from '../lib/rate-limiter.js';

/** A @fastify/rate-limit store on the PostgreSQL counters table, so limits hold across API instances. */
const postgresStore = (db: Database, prefix = 'route'): FastifyRateLimitStoreCtor =>
  class PostgresRateLimitStore implements FastifyRateLimitStore {
    incr(
      key: string,
      callback: (error: Error | null, result?: { current: number; ttl: number }) => void,
      timeWindow: number,
      max: number,
    ) {
      hitRateLimit(db, `${prefix}:${key}`, { max, windowSeconds: Math.max(1, Math.ceil(timeWindow / 1000)) })
        .then((result) => callback(null, { current: result.count, ttl: result.retryAfterSeconds * 1000 }))
        .catch((error: Error) => callback(error));
    }

    child(routeOptions: { method: string | string[]; url: string }) {
      const Child = postgresStore(db, `route:${String(routeOptions.method)}:${routeOptions.url}`);
      return new Child({});
    }
  };

/**
 * Opt-in per-route limits: a route adds `config: { rateLimit: { max, timeWindow } }`. Sign-in and reset use
 * their own per-account and per-address counters (see routes/auth).
 */
export const registerRateLimit = async (app: FastifyInstance, db: Database) => {
  await app.register(rateLimit, {
    global: false,
    store: postgresStore(db),
    errorResponseBuilder: (_request, context) =>
      tooManyRequests(authMessages.tooManyAttempts, Math.ceil(context.ttl / 1000)),
  });
};

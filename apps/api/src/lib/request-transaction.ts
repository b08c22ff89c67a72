import type { FastifyRequest } from 'fastify';
import type { Transaction } from './db-types.js';

/**
 * The request's transaction on a route the audit plugin wraps (`config.audit` with an action or
 * `writtenBy: 'handler'`): request.db is then the transaction plugins/audit.ts opened, which lib/trash.ts and the
 * record hooks need. Throws on a route without one, so a missing declaration is found at the first call.
 */
export const requestTransaction = (request: FastifyRequest): Transaction => {
  if (request.db === request.server.db) {
    throw new Error(`${request.method} ${request.url}: no request transaction (declare config.audit)`);
  }
  return request.db as Transaction;
};

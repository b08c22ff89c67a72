import type { AuditAction, AuditRecordType } from '@coachboard/contract';
import type { FastifyRequest } from 'fastify';
import type { Queryable } from '../db-types.js';

/**
 * Which record an audited route changes: a path parameter, something found from the request (a day's program),
 * or the answer (a created record's id).
 */
export type AuditTarget =
  | { from: 'params'; name: string }
  | { from: 'lookup'; find: (db: Queryable, request: FastifyRequest) => Promise<number | null> }
  | { from: 'answer'; pick: (data: never) => number };

/**
 * How a mutating /api route joins the audit log (every POST, PUT, PATCH and DELETE declares one; the app does
 * not start otherwise; plugins/audit.ts carries it out):
 * - `{ action, record, target }`: the plugin runs the handler in one transaction (request.db), locks and reads
 *   the record before (`record`'s declaration, lib/records) and reads it after, and writes one entry with the
 *   diff; `details` adds what the diff cannot show (the user assigned), `watch` replaces the record's fields
 *   with what the route changes (a day's order).
 * - `{ writtenBy: 'handler' }`: one transaction too; the handler writes its entries through request.audit
 *   (trash, bulk deletes, reverts).
 * - `{ writtenBy: 'handler', transaction: 'own' }`: uploads, whose bodies stream before any database work: no
 *   request transaction; the handler records inside the transaction it opens.
 * - `{ writtenBy: 'events' }`: sign-in and its kin: not wrapped (a failed sign-in keeps its counters); the
 *   handler records each event through request.audit on app.db.
 */
export type AuditDeclaration =
  | {
      action: AuditAction;
      record: AuditRecordType;
      target: AuditTarget;
      details?: (db: Queryable, request: FastifyRequest) => Promise<Record<string, unknown> | null>;
      watch?: (db: Queryable, request: FastifyRequest) => Promise<Record<string, unknown> | null>;
    }
  | { writtenBy: 'handler'; transaction?: 'request' | 'own' }
  | { writtenBy: 'events' }
  | { writtenBy: 'none'; reason: string };

/** The record a route changes is its `:name` path parameter. */
export const params = (name = 'id'): AuditTarget => ({ from: 'params', name });

/** The record a route changes is found from the request (a day's program). */
export const lookup = (
  find: (db: Queryable, request: FastifyRequest) => Promise<number | null>,
): AuditTarget => ({ from: 'lookup', find });

/** The record a route creates: its id, picked from the answer's `data`. */
export const answer = <Data>(pick: (data: Data) => number): AuditTarget => ({
  from: 'answer',
  pick: pick as (data: never) => number,
});

import type { AuditAction, AuditRecordType, Role, TeamRole } from '@coachboard/contract';
import type { FastifyRequest } from 'fastify';
import type { AppConfig } from './config.js';
import type { Database } from './db/client.js';
import type { AuditRecorder } from './lib/audit.js';
import type { Queryable } from './lib/db-types.js';
import type { RecordTypes } from './lib/record-types.js';
import type { AuthKeys, DataKeyRing } from './modules/auth/public.js';
import type { Mailer } from './mail/mailer.js';
import type { FileStorage } from './storage/index.js';

export interface AuthenticatedUser {
  id: number;
  role: Role;
  /** The panel account's team role (issue 24); null for an app user on a `session` route. */
  teamRole: TeamRole | null;
  email: string;
  /** First and last name as the audit log shows the actor; the e-mail when both are empty. */
  name: string;
  /** The session (refresh-token family) the access token belongs to. */
  sessionId: string;
}

/**
 * Which record an audited route changes: a path parameter, something found from the request (a day's program),
 * or the answer (a created record's id). See plugins/audit.ts.
 */
export type AuditTarget =
  | { from: 'params'; name: string }
  | { from: 'lookup'; find: (db: Queryable, request: FastifyRequest) => Promise<number | null> }
  | { from: 'answer'; pick: (data: never) => number };

/**
 * How a mutating /api route joins the audit log (every POST, PUT, PATCH and DELETE declares one; the app does
 * not start otherwise):
 * - `{ action, record, target }`: the plugin runs the handler in one transaction (request.db), reads the
 *   record before and after (`record`'s declaration in lib/record-types.ts) and writes one entry with the diff;
 *   `details` adds what the diff cannot show (the user assigned), `watch` replaces the record's fields with
 *   what the route changes (a day's order).
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

/** Who may call a route: `public` (nobody signed in), `session` (any signed-in active user), default admin. */
export type RouteAccess = 'public' | 'session' | 'admin';

declare module 'fastify' {
  interface FastifyInstance {
    db: Database;
    config: AppConfig;
    authKeys: AuthKeys;
    /** Keys that outlive a JWT_SECRET rotation (two-factor secrets, recovery codes, queued mail). */
    dataKeys: DataKeyRing;
    mailer: Mailer;
    storage: FileStorage;
    /** The API module a scope belongs to (plugins/operation-ids.ts registerApiModule); unset outside one. */
    apiModule?: string;
    /** Every record type's declaration (lib/record-types.ts), listed in app.ts. */
    recordTypes: RecordTypes;
  }
  interface FastifyRequest {
    /** Set by the auth hook for every non-public route. */
    user: AuthenticatedUser | null;
    /** The request's transaction on audited routes (plugins/audit.ts), app.db elsewhere. */
    db: Queryable;
    /** Writes this request's audit entries, in request.db on audited routes. */
    audit: AuditRecorder;
  }
  interface FastifyContextConfig {
    /** Shorthand for `access: 'public'`. */
    public?: boolean;
    access?: RouteAccess;
    /** Required on every mutating /api route (plugins/audit.ts). */
    audit?: AuditDeclaration;
  }
}

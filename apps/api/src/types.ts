import type { Role, TeamRole } from '@coachboard/contract';
import type { AppConfig } from './config.js';
import type { Database } from './db/client.js';
import type { AuditRecorder } from './lib/audit.js';
import type { Queryable } from './lib/db-types.js';
import type { AuditDeclaration, RecordTypes } from './lib/records/index.js';
import type { Mailer } from './mail/mailer.js';
import type { FileStorage } from './storage/index.js';

export interface AuthenticatedUser {
  id: number;
  role: Role;
  /** The panel account's team role; null for an app user on a `session` route. */
  teamRole: TeamRole | null;
  email: string;
  /** First and last name as the audit log shows the actor; the e-mail when both are empty. */
  name: string;
  /** The session (refresh-token family) the access token belongs to. */
  sessionId: string;
}

/**
 * Who may call a route: `public` (nobody signed in), `session` (any signed-in active user), `member` (an active
 * app user, role `user`: every route under /api/member/ and no other, see plugins/route-table.ts), default admin.
 */
export type RouteAccess = 'public' | 'session' | 'member' | 'admin';

declare module 'fastify' {
  interface FastifyInstance {
    db: Database;
    config: AppConfig;
    mailer: Mailer;
    storage: FileStorage;
    /** The API module a scope belongs to (plugins/operation-ids.ts registerApiModule); unset outside one. */
    apiModule?: string;
    /** Every record type's declaration and the lists derived from them (lib/records), listed in record-types.ts. */
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
    /** Required on every mutating /api route (lib/records/audit-declaration.ts). */
    audit?: AuditDeclaration;
  }
}

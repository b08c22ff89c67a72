import type { Role } from '@coachboard/contract';
import type { AppConfig } from './config.js';
import type { Database } from './db/client.js';
import type { AuthKeys } from './modules/auth/public.js';
import type { Mailer } from './mail/mailer.js';
import type { FileStorage } from './storage/index.js';

export interface AuthenticatedUser {
  id: number;
  role: Role;
  email: string;
  /** The session (refresh-token family) the access token belongs to. */
  sessionId: string;
}

/** Who may call a route: `public` (nobody signed in), `session` (any signed-in active user), default admin. */
export type RouteAccess = 'public' | 'session' | 'admin';

declare module 'fastify' {
  interface FastifyInstance {
    db: Database;
    config: AppConfig;
    authKeys: AuthKeys;
    mailer: Mailer;
    storage: FileStorage;
    /** The API module a scope belongs to (plugins/operation-ids.ts registerApiModule); unset outside one. */
    apiModule?: string;
  }
  interface FastifyRequest {
    /** Set by the auth hook for every non-public route. */
    user: AuthenticatedUser | null;
  }
  interface FastifyContextConfig {
    /** Shorthand for `access: 'public'`. */
    public?: boolean;
    access?: RouteAccess;
  }
}

import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { and, asc, eq, isNull, sql } from 'drizzle-orm';
import type { AppConfig } from '../config.js';
import type { Database } from '../db/client.js';
import { seedState, users } from '../db/schema/index.js';
import { hashPassword } from '../modules/auth/public.js';
import { findActiveUserByEmail } from '../modules/auth/public.js';

export const DEFAULT_ADMIN_EMAIL = 'admin@example.com';
export const ADMIN_CREDENTIALS_FILE = 'admin-credentials.txt';

export interface AdminStatus {
  email: string;
  /** Set only when this start created the account with a generated password (print it once). */
  generatedPassword: string | null;
  created: boolean;
  /** The configured address belongs to an existing account that is not an admin. */
  notAdmin: boolean;
}

/** A random password that meets the spec's rules (upper, lower, digit, one of @$!%*?&). */
export const generateAdminPassword = () => `${crypto.randomBytes(12).toString('base64url')}Aa7@`;

/**
 * Makes sure the configured (or default) admin exists. Never changes an existing account: a later start with
 * a different ADMIN_PASSWORD leaves the password alone. A default admin that was removed is not recreated.
 */
export const ensureAdmin = async (db: Database, config: AppConfig): Promise<AdminStatus> => {
  const email = config.adminEmail ?? DEFAULT_ADMIN_EMAIL;
  const existing = await findActiveUserByEmail(db, email);
  if (existing) {
    return {
      email: existing.email,
      generatedPassword: null,
      created: false,
      notAdmin: existing.role !== 'admin',
    };
  }
  const [done] = await db.select().from(seedState).where(eq(seedState.key, 'admin'));
  if (done && !config.adminEmail) {
    return { email, generatedPassword: null, created: false, notAdmin: false };
  }

  const password = config.adminPassword ?? generateAdminPassword();
  await db.transaction(async (tx) => {
    await tx.insert(users).values({
      email,
      firstName: 'Admin',
      role: 'admin',
      passwordHash: await hashPassword(password),
      emailVerifiedAt: sql`now()`,
    });
    await tx
      .insert(seedState)
      .values({ key: 'admin', details: { email } })
      .onConflictDoUpdate({ target: seedState.key, set: { details: { email }, completedAt: sql`now()` } });
  });

  const generatedPassword = config.adminPassword ? null : password;
  if (generatedPassword) {
    fs.mkdirSync(config.dataDir, { recursive: true });
    fs.writeFileSync(
      path.join(config.dataDir, ADMIN_CREDENTIALS_FILE),
      `Coachboard administrator (created ${new Date().toISOString()})\nemail: ${email}\npassword: ${generatedPassword}\n`,
      { mode: 0o600 },
    );
  }
  return { email, generatedPassword, created: true, notAdmin: false };
};

/** The first active admin account (the first start's, unless it is gone): the demo seed's author and actor. */
export const firstActiveAdmin = async (db: Database) => {
  const [admin] = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.role, 'admin'), isNull(users.deletedAt)))
    .orderBy(asc(users.id))
    .limit(1);
  return admin;
};

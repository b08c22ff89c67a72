import { and, eq, isNotNull, or, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { recoveryCodes, serverKeys, users } from '../../db/schema/index.js';

export const findWrappedKey = async (db: Database, name: string) => {
  const [row] = await db
    .select({ wrapped: serverKeys.wrapped })
    .from(serverKeys)
    .where(eq(serverKeys.name, name))
    .limit(1);
  return row?.wrapped ?? null;
};

/** Stores the key unless another instance stored one first (its key wins; the caller reads it back). */
export const insertWrappedKey = async (db: Database, name: string, wrapped: string) => {
  await db.insert(serverKeys).values({ name, wrapped }).onConflictDoNothing();
};

/** Replaces the wrapping only if it is still `before`: two instances re-wrapping at once keep one. */
export const rewrapKey = async (db: Database, name: string, before: string, after: string) => {
  await db
    .update(serverKeys)
    .set({ wrapped: after, rewrappedAt: sql`now()` })
    .where(and(eq(serverKeys.name, name), eq(serverKeys.wrapped, before)));
};

/** Two-factor secrets or recovery codes stored before the data key existed (keyed by JWT_SECRET then). */
export const holdsTwoFactorData = async (db: Database) => {
  const [withSecret] = await db
    .select({ id: users.id })
    .from(users)
    .where(or(isNotNull(users.totpSecretSealed), isNotNull(users.totpPendingSecretSealed)))
    .limit(1);
  if (withSecret) return true;
  const [code] = await db.select({ id: recoveryCodes.id }).from(recoveryCodes).limit(1);
  return Boolean(code);
};

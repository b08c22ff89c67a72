import { eq } from 'drizzle-orm';
import { seedState } from '../db/schema/index.js';
import type { Queryable, Transaction } from '../lib/db-types.js';

/** Whether the one-time work named by `key` has been done (a cheap check before preparing anything). */
export const isSeeded = async (db: Queryable, key: string) => {
  const [row] = await db.select({ key: seedState.key }).from(seedState).where(eq(seedState.key, key));
  return row !== undefined;
};

/**
 * Claims the one-time work named by `key` inside the transaction that does it: true for the one start that
 * inserted the row, false when a later or concurrent start already has, so that start inserts nothing.
 */
export const claimSeed = async (tx: Transaction, key: string, details?: Record<string, unknown>) => {
  const claimed = await tx
    .insert(seedState)
    .values({ key, details: details ?? null })
    .onConflictDoNothing()
    .returning({ key: seedState.key });
  return claimed.length > 0;
};

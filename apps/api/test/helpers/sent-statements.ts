import { vi } from 'vitest';
import type { Database } from '../../src/db/client.js';

export interface SentStatement {
  name?: string;
  text: string;
}

/**
 * Records the statements the pool is sent (name and text) while `run` runs, every one still executed; the
 * spy is removed afterwards, whatever `run` does.
 */
export const recordStatements = async (db: Database, run: () => Promise<void>) => {
  const sent: SentStatement[] = [];
  const pool = db.$client;
  const query = pool.query.bind(pool);
  const spy = vi.spyOn(pool, 'query').mockImplementation(((config: unknown, values: unknown) => {
    if (typeof config === 'object' && config !== null && 'text' in config) {
      sent.push(config as SentStatement);
    }
    return query(config as never, values as never);
  }) as typeof pool.query);
  try {
    await run();
  } finally {
    spy.mockRestore();
  }
  return sent;
};

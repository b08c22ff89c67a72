import type { Database } from '../db/client.js';
import { refreshAllCompliance } from '../modules/coaching/public.js';
import { claimSeed, isSeeded } from './seed-once.js';

const SEED_KEY = 'demo-compliance';

/**
 * The demo users' kept compliance figures (the users list's '7-day compliance', the 'Compliance dropped' card),
 * measured once after the demo's workouts, so a fresh start shows them before the daily measure first runs (it
 * keeps them current from then on). Runs once; a few statements per demo user.
 */
export const seedDemoCompliance = async (db: Database): Promise<number> => {
  if (await isSeeded(db, SEED_KEY)) return 0;
  return db.transaction(async (tx) => {
    if (!(await claimSeed(tx, SEED_KEY))) return 0;
    return refreshAllCompliance(tx);
  });
};

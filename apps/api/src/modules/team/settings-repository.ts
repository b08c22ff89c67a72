import { eq, sql } from 'drizzle-orm';
import type { TeamSettings } from '@coachboard/contract';
import type { Queryable } from '../../lib/db-types.js';
import { teamSettings, users } from '../../db/schema/index.js';

/** The one row of team settings (migration 0031 inserts it; recreated if missing). */
export const readTeamSettings = async (db: Queryable, lock = false): Promise<TeamSettings> => {
  const query = db.select().from(teamSettings);
  const [row] = lock ? await query.for('update') : await query;
  return { require_two_factor: row?.requireTwoFactor ?? false };
};

/** Whether the account has two-factor sign-in on. */
export const hasTwoFactor = async (db: Queryable, userId: number) => {
  const [row] = await db
    .select({ on: sql<boolean>`${users.totpEnabledAt} is not null` })
    .from(users)
    .where(eq(users.id, userId));
  return row?.on === true;
};

export const writeTeamSettings = async (db: Queryable, settings: TeamSettings) => {
  await db
    .insert(teamSettings)
    .values({ id: true, requireTwoFactor: settings.require_two_factor })
    .onConflictDoUpdate({
      target: teamSettings.id,
      set: { requireTwoFactor: settings.require_two_factor, updatedAt: sql`now()` },
    });
};

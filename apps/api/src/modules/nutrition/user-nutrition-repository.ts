import { eq, sql } from 'drizzle-orm';
import type { NutritionTargets, UserNutrition } from '@coachboard/contract';
import {
  nutritionTemplatesWithTrash,
  userNutritionTargets,
  userNutritionTargetsWithTrash,
  users,
  type UserNutritionTargetsRow,
} from '../../db/schema/index.js';
import type { Queryable } from '../../lib/db-types.js';
import { nextUpdatedAt } from '../../lib/row-version.js';
import { bigintArray } from '../../lib/sql.js';

const targetsColumns = {
  id: userNutritionTargets.id,
  userId: userNutritionTargets.userId,
  mode: userNutritionTargets.mode,
  everyDay: userNutritionTargets.everyDay,
  trainingDay: userNutritionTargets.trainingDay,
  restDay: userNutritionTargets.restDay,
  templateId: userNutritionTargets.templateId,
  updatedAt: userNutritionTargets.updatedAt,
  // A template in the trash still names where the targets came from.
  templateName: nutritionTemplatesWithTrash.name,
};
export type TargetsRow = Pick<
  UserNutritionTargetsRow,
  'id' | 'userId' | 'mode' | 'everyDay' | 'trainingDay' | 'restDay' | 'templateId' | 'updatedAt'
> & { templateName: string | null };

const selectTargets = (db: Queryable) =>
  db
    .select(targetsColumns)
    .from(userNutritionTargets)
    .leftJoin(
      nutritionTemplatesWithTrash,
      eq(nutritionTemplatesWithTrash.id, userNutritionTargets.templateId),
    )
    .$dynamic();

export const targetsValues = (row: TargetsRow): NutritionTargets => ({
  mode: row.mode,
  every_day: row.everyDay,
  training_day: row.trainingDay,
  rest_day: row.restDay,
});

export const toUserNutrition = (userId: number, row: TargetsRow | null): UserNutrition => ({
  user_id: userId,
  targets: row
    ? {
        id: row.id,
        ...targetsValues(row),
        template:
          row.templateId !== null && row.templateName !== null
            ? { id: row.templateId, name: row.templateName }
            : null,
        updated_at: row.updatedAt.toISOString(),
      }
    : null,
});

/** The user's live targets (one at most: user_nutrition_targets_user_live_unique), or null. */
export const findTargetsOfUser = async (db: Queryable, userId: number): Promise<TargetsRow | null> => {
  const [row] = await selectTargets(db).where(eq(userNutritionTargets.userId, userId));
  return row ?? null;
};

/** Live targets by their own id (the audit log's and the trash's record id). */
export const findTargets = async (db: Queryable, id: number): Promise<TargetsRow | null> => {
  const [row] = await selectTargets(db).where(eq(userNutritionTargets.id, id));
  return row ?? null;
};

export const lockTargets = async (db: Queryable, id: number) => {
  const rows = await db
    .select({ id: userNutritionTargets.id })
    .from(userNutritionTargets)
    .where(eq(userNutritionTargets.id, id))
    .for('update');
  return rows.length > 0;
};

const toColumns = (targets: NutritionTargets) => ({
  mode: targets.mode,
  everyDay: targets.every_day,
  trainingDay: targets.training_day,
  restDay: targets.rest_day,
});

export const insertTargets = async (
  db: Queryable,
  userId: number,
  targets: NutritionTargets,
  templateId: number | null,
  updatedBy: number | null,
) => {
  const [row] = await db
    .insert(userNutritionTargets)
    .values({ userId, ...toColumns(targets), templateId, updatedBy })
    .returning({ id: userNutritionTargets.id });
  if (!row) throw new Error('Nutrition targets insert returned no row');
  return row.id;
};

/** Replaces the targets' values; `templateId` undefined keeps the template they name (a revert). */
export const replaceTargets = async (
  db: Queryable,
  id: number,
  targets: NutritionTargets,
  templateId: number | null | undefined,
  updatedBy: number | null,
) => {
  const updated = await db
    .update(userNutritionTargets)
    .set({
      ...toColumns(targets),
      ...(templateId === undefined ? {} : { templateId }),
      updatedBy,
      updatedAt: nextUpdatedAt(userNutritionTargets.updatedAt),
    })
    .where(eq(userNutritionTargets.id, id))
    .returning({ id: userNutritionTargets.id });
  return updated.length > 0;
};

/** The users of these trashed targets who have live targets now (restoring would give them two). */
export const usersWithLiveTargets = async (db: Queryable, trashedIds: number[]) => {
  const result = await db.execute<{ user_id: string | number }>(sql`
    select trashed.user_id from ${userNutritionTargetsWithTrash} trashed
    where trashed.id = any(${bigintArray(trashedIds)})
      and exists (select 1 from ${userNutritionTargets} live where live.user_id = trashed.user_id)`);
  return result.rows.map((row) => Number(row.user_id));
};

/** Whether a template row is still there, live or in the trash (a purge removes it). */
export const templateRowExists = async (db: Queryable, id: number) => {
  const [row] = await db
    .select({ id: nutritionTemplatesWithTrash.id })
    .from(nutritionTemplatesWithTrash)
    .where(eq(nutritionTemplatesWithTrash.id, id));
  return row !== undefined;
};

/** Locks the user's row (no key update: inserts naming the user still pass) so one save per user runs at once. */
export const lockUserForTargets = async (db: Queryable, userId: number) => {
  await db.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('no key update');
};

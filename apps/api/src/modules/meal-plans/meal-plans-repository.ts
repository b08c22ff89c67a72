import { eq, sql } from 'drizzle-orm';
import type { MealPlanSummary, MealPlanValues } from '@coachboard/contract';
import { mealPlanDays, mealPlans, userMealPlans } from '../../db/schema/index.js';
import type { Queryable } from '../../lib/db-types.js';
import { containsText } from '../../lib/list-filters.js';
import { pagedList } from '../../lib/paged-list.js';
import { isRowVersion, nextUpdatedAt } from '../../lib/row-version.js';

// The plan's id written out whole: a bare column would name the subquery's own "id".
const planId = sql.raw('"meal_plans"."id"');
const dayCount = sql<number>`(select count(*) from ${mealPlanDays} d where d.meal_plan_id = ${planId})`
  .mapWith(Number)
  .as('day_count');
const assignedUsers = sql<number>`(select count(*) from ${userMealPlans} a where a.meal_plan_id = ${planId})`
  .mapWith(Number)
  .as('assigned_users');

const summaryColumns = {
  id: mealPlans.id,
  name: mealPlans.name,
  description: mealPlans.description,
  createdAt: mealPlans.createdAt,
  updatedAt: mealPlans.updatedAt,
  dayCount,
  assignedUsers,
};

interface SummaryRow {
  id: number;
  name: string;
  description: string | null;
  createdAt: Date;
  updatedAt: Date;
  dayCount: number;
  assignedUsers: number;
}

export const toSummary = (row: SummaryRow): MealPlanSummary => ({
  id: row.id,
  name: row.name,
  description: row.description,
  day_count: row.dayCount,
  assigned_users: row.assignedUsers,
  created_at: row.createdAt.toISOString(),
  updated_at: row.updatedAt.toISOString(),
});

/** The meal plan library, newest first; the search is a case-insensitive substring of the name (trigram index). */
const mealPlanList = pagedList({
  name: 'meal_plans',
  table: mealPlans,
  key: mealPlans.id,
  columns: summaryColumns,
  orderBy: { column: mealPlans.createdAt, direction: 'desc' },
  filters: { search: containsText(mealPlans.nameSearch) },
});

export const listMealPlans = async (
  db: Queryable,
  term: string | undefined,
  page: number,
  perPage: number,
) => {
  const { items, total } = await mealPlanList(db, term ? { search: term } : {}, { page, perPage });
  return { items: items.map(toSummary), total };
};

export const matchingMealPlanIds = async (db: Queryable, term: string | undefined, limit: number) => {
  const { keys, total } = await mealPlanList.matchingKeys(db, term ? { search: term } : {}, { limit });
  return { ids: keys, total };
};

export const findMealPlanSummary = async (db: Queryable, id: number) => {
  const [row] = await db.select(summaryColumns).from(mealPlans).where(eq(mealPlans.id, id));
  return row ? toSummary(row) : null;
};

export const lockMealPlan = async (db: Queryable, id: number) => {
  const rows = await db
    .select({ id: mealPlans.id })
    .from(mealPlans)
    .where(eq(mealPlans.id, id))
    .for('update');
  return rows.length > 0;
};

export const insertMealPlan = async (db: Queryable, values: Pick<MealPlanValues, 'name' | 'description'>) => {
  const [row] = await db
    .insert(mealPlans)
    .values({ name: values.name, description: values.description })
    .returning({ id: mealPlans.id });
  if (!row) throw new Error('Meal plan insert returned no row');
  return row.id;
};

/** Name and description; false when there is no such plan or (with `expected`) it is no longer that version. */
export const updateMealPlanHeader = async (
  db: Queryable,
  id: number,
  values: Pick<MealPlanValues, 'name' | 'description'>,
  expected?: string,
) => {
  const updated = await db
    .update(mealPlans)
    .set({
      name: values.name,
      description: values.description,
      updatedAt: nextUpdatedAt(mealPlans.updatedAt),
    })
    .where(isRowVersion(mealPlans.id, id, mealPlans.updatedAt, expected))
    .returning({ id: mealPlans.id });
  return updated.length > 0;
};

export const touchMealPlan = async (db: Queryable, id: number) => {
  await db
    .update(mealPlans)
    .set({ updatedAt: nextUpdatedAt(mealPlans.updatedAt) })
    .where(eq(mealPlans.id, id));
};

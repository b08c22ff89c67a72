import { and, eq, inArray, notInArray, sql } from 'drizzle-orm';
import type { MealPlanDayKind, MealPlanValues } from '@coachboard/contract';
import { mealPlanDays, mealPlanItems, mealPlanMeals } from '../../db/schema/index.js';
import type { Queryable } from '../../lib/db-types.js';
import { bigintArray } from '../../lib/sql.js';

// A plan's day tree (days, their meals, the meals' recipe items): read in order, replaced whole, appended to.

export interface PlanTreeRow {
  day_id: number;
  day_position: number;
  day_name: string;
  meant_for: MealPlanDayKind;
  meal_id: number | null;
  meal_name: string | null;
  item_id: number | null;
  recipe_id: number | null;
  servings: number | null;
}

/** A plan's days, meals and items in order (one row per item; a day or meal without any has one row of nulls). */
export const readPlanTree = async (db: Queryable, planId: number, dayIds?: readonly number[]) => {
  const result = await db.execute<Record<keyof PlanTreeRow, string | number | null>>(sql`
    select d.id as day_id, d.position as day_position, d.name as day_name, d.meant_for,
      m.id as meal_id, m.name as meal_name, i.id as item_id, i.recipe_id, i.servings
    from ${mealPlanDays} d
    left join ${mealPlanMeals} m on m.day_id = d.id
    left join ${mealPlanItems} i on i.meal_id = m.id
    where d.meal_plan_id = ${planId}
      ${dayIds ? sql`and d.id = any(${bigintArray(dayIds)})` : sql``}
    order by d.position, m.position, i.position`);
  return result.rows.map((row): PlanTreeRow => ({
    day_id: Number(row.day_id),
    day_position: Number(row.day_position),
    day_name: String(row.day_name),
    meant_for: row.meant_for as MealPlanDayKind,
    meal_id: row.meal_id === null ? null : Number(row.meal_id),
    meal_name: row.meal_name === null ? null : String(row.meal_name),
    item_id: row.item_id === null ? null : Number(row.item_id),
    recipe_id: row.recipe_id === null ? null : Number(row.recipe_id),
    servings: row.servings === null ? null : Number(row.servings),
  }));
};

export const mealPlanDayIds = async (db: Queryable, planId: number) => {
  const rows = await db
    .select({ id: mealPlanDays.id })
    .from(mealPlanDays)
    .where(eq(mealPlanDays.mealPlanId, planId));
  return rows.map((row) => row.id);
};

/**
 * Replaces a plan's day tree: a day sent with the id of one of the plan's days keeps that id (assignments point
 * at it) and takes the new name, place and meals; days not sent are removed (their assignments' dates go without
 * meals); days without an id are new. Meals and items are rewritten whole.
 */
export const writePlanDays = async (db: Queryable, planId: number, days: MealPlanValues['days']) => {
  const existing = new Set(await mealPlanDayIds(db, planId));
  const kept = days.flatMap((day) => (day.id !== undefined && existing.has(day.id) ? [day.id] : []));
  await db
    .delete(mealPlanDays)
    .where(
      kept.length > 0
        ? and(eq(mealPlanDays.mealPlanId, planId), notInArray(mealPlanDays.id, kept))
        : eq(mealPlanDays.mealPlanId, planId),
    );
  if (kept.length > 0) {
    await db.delete(mealPlanMeals).where(inArray(mealPlanMeals.dayId, kept));
    // Out of the way of the unique (plan, position) while the days are placed again.
    await db
      .update(mealPlanDays)
      .set({ position: sql`-1 - ${mealPlanDays.position}` })
      .where(inArray(mealPlanDays.id, kept));
  }
  const dayIds: number[] = [];
  for (const [position, day] of days.entries()) {
    if (day.id !== undefined && existing.has(day.id)) {
      await db
        .update(mealPlanDays)
        .set({ position, name: day.name, meantFor: day.meant_for })
        .where(eq(mealPlanDays.id, day.id));
      dayIds.push(day.id);
    } else {
      const [row] = await db
        .insert(mealPlanDays)
        .values({ mealPlanId: planId, position, name: day.name, meantFor: day.meant_for })
        .returning({ id: mealPlanDays.id });
      dayIds.push(row!.id);
    }
  }
  await writeMeals(
    db,
    days.flatMap((day, index) =>
      day.meals.map((meal, position) => ({ dayId: dayIds[index]!, position, meal })),
    ),
  );
  return dayIds;
};

/** Inserts meals and their items: one statement for the meals, one for every item. */
export const writeMeals = async (
  db: Queryable,
  meals: { dayId: number; position: number; meal: MealPlanValues['days'][number]['meals'][number] }[],
) => {
  if (meals.length === 0) return;
  const rows = await db
    .insert(mealPlanMeals)
    .values(meals.map(({ dayId, position, meal }) => ({ dayId, position, name: meal.name })))
    .returning({ id: mealPlanMeals.id, dayId: mealPlanMeals.dayId, position: mealPlanMeals.position });
  const idOf = new Map(rows.map((row) => [`${row.dayId}:${row.position}`, row.id]));
  const items = meals.flatMap(({ dayId, position, meal }) =>
    meal.items.map((item, itemPosition) => ({
      mealId: idOf.get(`${dayId}:${position}`)!,
      position: itemPosition,
      recipeId: item.recipe_id,
      servings: item.servings,
    })),
  );
  if (items.length > 0) await db.insert(mealPlanItems).values(items);
};

/** Appends a day at the end of the plan; answers its id. */
export const appendPlanDay = async (
  db: Queryable,
  planId: number,
  day: { name: string; meant_for: MealPlanDayKind; meals: MealPlanValues['days'][number]['meals'] },
) => {
  const [last] = await db
    .select({ position: sql<number>`coalesce(max(${mealPlanDays.position}), -1)`.mapWith(Number) })
    .from(mealPlanDays)
    .where(eq(mealPlanDays.mealPlanId, planId));
  const [row] = await db
    .insert(mealPlanDays)
    .values({
      mealPlanId: planId,
      position: (last?.position ?? -1) + 1,
      name: day.name,
      meantFor: day.meant_for,
    })
    .returning({ id: mealPlanDays.id });
  await writeMeals(
    db,
    day.meals.map((meal, position) => ({ dayId: row!.id, position, meal })),
  );
  return row!.id;
};

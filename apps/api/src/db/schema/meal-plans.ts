import { sql } from 'drizzle-orm';
import {
  bigint,
  check,
  date,
  index,
  numeric,
  smallint,
  text,
  pgTable,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { timestampColumns, trashableTables } from './columns.js';
import { recipesWithTrash } from './recipes.js';
import { users } from './users.js';

/**
 * Meal plans (migration 0044): a plan is a trashable root (its days, meals and items stay in place while it is in
 * the trash); newest first, searched by a trigram index on lower(name).
 */
export const [mealPlans, mealPlansWithTrash] = trashableTables(
  'meal_plans',
  () => ({
    id: bigint('id', { mode: 'number' }).primaryKey().generatedByDefaultAsIdentity(),
    name: text('name').notNull(),
    description: text('description'),
    nameSearch: text('name_search')
      .notNull()
      .generatedAlwaysAs(sql`lower(name)`),
    ...timestampColumns(),
  }),
  (table) => [
    index('meal_plans_created_at_id_idx')
      .on(table.createdAt.desc(), table.id.desc())
      .where(sql`${table.deletedAt} is null`),
    index('meal_plans_name_search_trgm_idx')
      .using('gin', table.nameSearch.op('gin_trgm_ops'))
      .with({ fastupdate: false })
      .where(sql`${table.deletedAt} is null`),
  ],
);

/** A day of a plan, in order, and the profile it is meant for: a training date's, a rest date's, or any. */
export const mealPlanDays = pgTable(
  'meal_plan_days',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedByDefaultAsIdentity(),
    mealPlanId: bigint('meal_plan_id', { mode: 'number' })
      .notNull()
      .references(() => mealPlansWithTrash.id, { onDelete: 'cascade' }),
    position: smallint('position').notNull(),
    name: text('name').notNull(),
    meantFor: text('meant_for').$type<'training' | 'rest' | 'any'>().notNull(),
  },
  (table) => [
    uniqueIndex('meal_plan_days_plan_position_unique').on(table.mealPlanId, table.position),
    check('meal_plan_days_meant_for_check', sql`${table.meantFor} in ('training', 'rest', 'any')`),
  ],
);

/** A meal of a day (named freely: Breakfast, Lunch...), in order. */
export const mealPlanMeals = pgTable(
  'meal_plan_meals',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedByDefaultAsIdentity(),
    dayId: bigint('day_id', { mode: 'number' })
      .notNull()
      .references(() => mealPlanDays.id, { onDelete: 'cascade' }),
    position: smallint('position').notNull(),
    name: text('name').notNull(),
  },
  (table) => [uniqueIndex('meal_plan_meals_day_position_unique').on(table.dayId, table.position)],
);

/** A recipe × servings in a meal; purging the recipe removes it, a trashed recipe's item is counted in nothing. */
export const mealPlanItems = pgTable(
  'meal_plan_items',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedByDefaultAsIdentity(),
    mealId: bigint('meal_id', { mode: 'number' })
      .notNull()
      .references(() => mealPlanMeals.id, { onDelete: 'cascade' }),
    position: smallint('position').notNull(),
    recipeId: bigint('recipe_id', { mode: 'number' })
      .notNull()
      .references(() => recipesWithTrash.id, { onDelete: 'cascade' }),
    servings: numeric('servings', { precision: 5, scale: 2, mode: 'number' }).notNull(),
  },
  (table) => [
    uniqueIndex('meal_plan_items_meal_position_unique').on(table.mealId, table.position),
    index('meal_plan_items_recipe_id_idx').on(table.recipeId),
    check('meal_plan_items_servings_check', sql`${table.servings} > 0`),
  ],
);

/**
 * A user's meal plan (one at a time): from `starts_on` to `ends_on` (open when null) their training dates take
 * `training_day_id` and their rest dates `rest_day_id`, by their own schedule. Hidden while the plan is in the
 * trash; a removed day leaves such dates without meals.
 */
export const userMealPlans = pgTable(
  'user_meal_plans',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedByDefaultAsIdentity(),
    userId: bigint('user_id', { mode: 'number' })
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    mealPlanId: bigint('meal_plan_id', { mode: 'number' })
      .notNull()
      .references(() => mealPlansWithTrash.id, { onDelete: 'cascade' }),
    trainingDayId: bigint('training_day_id', { mode: 'number' }).references(() => mealPlanDays.id, {
      onDelete: 'set null',
    }),
    restDayId: bigint('rest_day_id', { mode: 'number' }).references(() => mealPlanDays.id, {
      onDelete: 'set null',
    }),
    startsOn: date('starts_on', { mode: 'string' }).notNull(),
    endsOn: date('ends_on', { mode: 'string' }),
    ...timestampColumns(),
  },
  (table) => [
    uniqueIndex('user_meal_plans_user_unique').on(table.userId),
    index('user_meal_plans_meal_plan_id_idx').on(table.mealPlanId),
    index('user_meal_plans_training_day_id_idx').on(table.trainingDayId),
    index('user_meal_plans_rest_day_id_idx').on(table.restDayId),
    check(
      'user_meal_plans_dates_check',
      sql`${table.endsOn} is null or ${table.endsOn} >= ${table.startsOn}`,
    ),
  ],
);

export type MealPlanRow = typeof mealPlans.$inferSelect;

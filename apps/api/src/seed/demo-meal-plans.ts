import { inArray, sql } from 'drizzle-orm';
import type { MealPlanDayKind } from '@coachboard/contract';
import type { Database } from '../db/client.js';
import { mealPlanDays, mealPlanItems, mealPlanMeals, mealPlans, recipes } from '../db/schema/index.js';
import { claimSeed, isSeeded } from './seed-once.js';

const SEED_KEY = 'demo-meal-plans';

type DemoMeal = [name: string, items: [recipe: string, servings: number][]];
interface DemoDay {
  name: string;
  meantFor: MealPlanDayKind;
  meals: DemoMeal[];
}

/** Three plans from the demo recipes: two carb-cycled (a training and a rest day), one day for any date. */
const PLANS: { name: string; description: string; days: DemoDay[] }[] = [
  {
    name: 'Lean gain: carb cycle',
    description: 'More carbs on training days; protein at every meal.',
    days: [
      {
        name: 'Training day',
        meantFor: 'training',
        meals: [
          ['Breakfast', [['Banana Protein Pancakes', 1.5]]],
          ['Lunch', [['Chicken Burrito Bowl', 1]]],
          ['Dinner', [['Teriyaki Salmon with Rice and Broccoli', 1.5]]],
          ['Snacks', [['Greek Yogurt Parfait', 1]]],
        ],
      },
      {
        name: 'Rest day',
        meantFor: 'rest',
        meals: [
          ['Breakfast', [['Spinach and Feta Egg Scramble', 1]]],
          ['Lunch', [['Chickpea and Quinoa Power Salad', 1]]],
          ['Dinner', [['Herb-Crusted Cod with Potatoes and Peas', 1]]],
          ['Snacks', [['Greek Yogurt Parfait', 1]]],
        ],
      },
    ],
  },
  {
    name: 'Cut: high protein',
    description: 'A deficit with protein kept high; the rest day trims the starches.',
    days: [
      {
        name: 'Training day A',
        meantFor: 'training',
        meals: [
          ['Breakfast', [['Berry Overnight Oats', 1]]],
          ['Lunch', [['Chicken Fajita Wraps', 1]]],
          ['Dinner', [['Turkey Bolognese with Whole Wheat Spaghetti', 1]]],
        ],
      },
      {
        name: 'Rest day',
        meantFor: 'rest',
        meals: [
          ['Breakfast', [['Spinach and Feta Egg Scramble', 1]]],
          ['Lunch', [['Lemon Herb Chicken Tray Bake', 1]]],
          ['Dinner', [['Beef and Broccoli Stir-Fry', 1]]],
        ],
      },
    ],
  },
  {
    name: 'Plant-based day',
    description: 'One day for any date, without meat or fish.',
    days: [
      {
        name: 'Any day',
        meantFor: 'any',
        meals: [
          ['Breakfast', [['Tofu and Mushroom Breakfast Scramble', 1]]],
          ['Lunch', [['Red Lentil Dal', 1]]],
          ['Dinner', [['Black Bean Stuffed Sweet Potatoes', 1.5]]],
        ],
      },
    ],
  },
];

/**
 * Three meal plans built from the demo recipes (a recipe the library lacks is left out), and the two carb-cycled
 * plans assigned to some of the demo's active app users with targets (every fourth by id), from two weeks ago:
 * their training dates take the training day, their rest dates the rest day. Run once.
 */
export const seedDemoMealPlans = async (db: Database): Promise<number> => {
  if (await isSeeded(db, SEED_KEY)) return 0;
  return db.transaction(async (tx) => {
    if (!(await claimSeed(tx, SEED_KEY))) return 0;
    const names = PLANS.flatMap((plan) =>
      plan.days.flatMap((day) => day.meals.flatMap(([, items]) => items.map(([name]) => name))),
    );
    const found = await tx
      .select({ id: recipes.id, name: recipes.name })
      .from(recipes)
      .where(inArray(recipes.name, names));
    const recipeId = new Map(found.map((row) => [row.name, row.id]));
    if (recipeId.size === 0) return 0;
    const planDays: { planId: number; training: number | null; rest: number | null }[] = [];
    for (const plan of PLANS) {
      const [row] = await tx
        .insert(mealPlans)
        .values({ name: plan.name, description: plan.description })
        .returning({ id: mealPlans.id });
      const dayIds: Partial<Record<MealPlanDayKind, number>> = {};
      for (const [position, day] of plan.days.entries()) {
        const [dayRow] = await tx
          .insert(mealPlanDays)
          .values({ mealPlanId: row!.id, position, name: day.name, meantFor: day.meantFor })
          .returning({ id: mealPlanDays.id });
        dayIds[day.meantFor] = dayRow!.id;
        for (const [mealPosition, [mealName, items]] of day.meals.entries()) {
          const [mealRow] = await tx
            .insert(mealPlanMeals)
            .values({ dayId: dayRow!.id, position: mealPosition, name: mealName })
            .returning({ id: mealPlanMeals.id });
          const rows = items.flatMap(([name, servings], itemPosition) => {
            const id = recipeId.get(name);
            return id ? [{ mealId: mealRow!.id, position: itemPosition, recipeId: id, servings }] : [];
          });
          if (rows.length > 0) await tx.insert(mealPlanItems).values(rows);
        }
      }
      planDays.push({ planId: row!.id, training: dayIds.training ?? null, rest: dayIds.rest ?? null });
    }
    const [gain, cut] = planDays;
    const assigned = await tx.execute(sql`
      insert into user_meal_plans (user_id, meal_plan_id, training_day_id, rest_day_id, starts_on)
      select u.id,
        case when u.id % 8 = 0 then ${gain!.planId}::bigint else ${cut!.planId}::bigint end,
        case when u.id % 8 = 0 then ${gain!.training}::bigint else ${cut!.training}::bigint end,
        case when u.id % 8 = 0 then ${gain!.rest}::bigint else ${cut!.rest}::bigint end,
        current_date - 14
      from users u
      where u.role = 'user' and u.deleted_at is null and u.id % 4 = 0 and u.id % 3 <> 0`);
    return PLANS.length + (assigned.rowCount ?? 0);
  });
};

import { sql } from 'drizzle-orm';
import type { NutritionProfile } from '@coachboard/contract';
import type { Database } from '../db/client.js';
import { nutritionTemplates } from '../db/schema/index.js';
import { bigintArray } from '../lib/sql.js';
import { claimSeed, isSeeded } from './seed-once.js';

const SEED_KEY = 'demo-nutrition';

const profile = (calories: number, protein: number, carbs: number, fat: number, fibre: number | null = 30) =>
  ({ calories, protein, carbs, fat, fibre }) satisfies NutritionProfile;

/** The library's three starting templates: carb-cycled cut and lean gain, one profile for maintenance. */
const TEMPLATES = [
  {
    name: 'Cut',
    description: 'A 20 % deficit, more carbs on training days, protein kept high.',
    mode: 'training_rest' as const,
    trainingDay: profile(2200, 180, 230, 60),
    restDay: profile(1800, 180, 120, 70),
  },
  {
    name: 'Maintain',
    description: 'Maintenance calories, the same every day.',
    mode: 'every_day' as const,
    everyDay: profile(2500, 160, 280, 80),
  },
  {
    name: 'Lean gain',
    description: 'A 10 % surplus, carbs around training.',
    mode: 'training_rest' as const,
    trainingDay: profile(3000, 170, 380, 80),
    restDay: profile(2600, 170, 280, 85),
  },
];

/**
 * The target templates 'Cut', 'Maintain' and 'Lean gain', and targets copied from them for two in three of the
 * demo's active app users (by id: the others stay without, so the dashboard's 'Active users without nutrition
 * targets' has users to show). Set-based and run once.
 */
export const seedDemoNutrition = async (db: Database): Promise<number> => {
  if (await isSeeded(db, SEED_KEY)) return 0;
  return db.transaction(async (tx) => {
    if (!(await claimSeed(tx, SEED_KEY))) return 0;
    const templates = await tx
      .insert(nutritionTemplates)
      .values(
        TEMPLATES.map((template) => ({
          name: template.name,
          description: template.description,
          mode: template.mode,
          everyDay: template.everyDay ?? null,
          trainingDay: template.trainingDay ?? null,
          restDay: template.restDay ?? null,
        })),
      )
      .returning({ id: nutritionTemplates.id });
    const ids = templates.map((template) => template.id);
    const result = await tx.execute(sql`
      insert into user_nutrition_targets (user_id, mode, every_day, training_day, rest_day, template_id)
      select u.id, t.mode, t.every_day, t.training_day, t.rest_day, t.id
      from users u
      join nutrition_templates t on t.id = (${bigintArray(ids)})[1 + u.id % 3]
      where u.role = 'user' and u.deleted_at is null and u.id % 3 <> 0`);
    return ids.length + (result.rowCount ?? 0);
  });
};

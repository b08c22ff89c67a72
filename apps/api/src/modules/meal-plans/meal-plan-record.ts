import { sql } from 'drizzle-orm';
import { mealPlanInputSchema, mealPlanMessages } from '@coachboard/contract';
import { mealPlanDays, mealPlansWithTrash, userMealPlans } from '../../db/schema/index.js';
import type { Queryable } from '../../lib/db-types.js';
import { notFound } from '../../lib/errors.js';
import { recordType } from '../../lib/records/index.js';
import { bigintArray } from '../../lib/sql.js';
import { writePlanDays } from './meal-plan-days-repository.js';
import { lockMealPlan, updateMealPlanHeader } from './meal-plans-repository.js';
import { auditedMealPlan } from './plan-audit.js';

/** What goes to the trash with a plan: its days, and the users it is assigned to (hidden until it is back). */
const planContents = async (db: Queryable, ids: number[]) => {
  const result = await db.execute<{ id: string; days: string; users: string }>(sql`
    select p.id,
      (select count(*) from ${mealPlanDays} d where d.meal_plan_id = p.id) as days,
      (select count(*) from ${userMealPlans} a where a.meal_plan_id = p.id) as users
    from unnest(${bigintArray(ids)}) as p(id)`);
  return new Map(
    result.rows.map((row) => [Number(row.id), { days: Number(row.days), users: Number(row.users) }]),
  );
};

/** A meal plan as the audit log and the trash see it. */
export const mealPlanRecord = recordType({
  type: 'meal-plan',
  read: auditedMealPlan,
  lock: lockMealPlan,
  revert: async (tx, id, fields) => {
    const current = await auditedMealPlan(tx, id);
    if (!current) throw notFound(mealPlanMessages.notFound);
    const values = mealPlanInputSchema.parse({ ...current.fields, ...fields });
    if (!(await updateMealPlanHeader(tx, id, values))) throw notFound(mealPlanMessages.notFound);
    if ('days' in fields) await writePlanDays(tx, id, values.days);
  },
  trash: {
    table: mealPlansWithTrash,
    name: sql`${mealPlansWithTrash.name}`,
    deletedWith: 'mealPlans.delete',
    goesWith: planContents,
  },
});

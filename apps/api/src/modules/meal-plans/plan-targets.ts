import { dayTargetsOf, nutritionTemplateMessages, type DayTargets } from '@coachboard/contract';
import type { Queryable } from '../../lib/db-types.js';
import { invalidField } from '../../lib/errors.js';
import { templateNutritionTargets, userNutritionTargets } from '../nutrition/public.js';

/**
 * The targets a plan's days are held to: a user's (their training and rest profiles) or a target template's.
 * Neither given, or a user without targets: null, totals only. 422 for a template not in the library.
 */
export const planTargets = async (
  db: Queryable,
  source: { userId?: number | undefined; templateId?: number | undefined },
): Promise<DayTargets | null> => {
  if (source.userId !== undefined) return dayTargetsOf(await userNutritionTargets(db, source.userId));
  if (source.templateId === undefined) return null;
  const targets = await templateNutritionTargets(db, source.templateId);
  if (!targets) throw invalidField('target_template_id', nutritionTemplateMessages.notFound);
  return dayTargetsOf(targets);
};

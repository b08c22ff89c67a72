import {
  nutritionTemplateMessages,
  type DayTarget,
  type DayTargets,
  type NutritionProfile,
  type NutritionTargets,
} from '@coachboard/contract';
import type { Queryable } from '../../lib/db-types.js';
import { invalidField } from '../../lib/errors.js';
import { templateNutritionTargets, userNutritionTargets } from '../nutrition/public.js';

const target = (profile: NutritionProfile | null): DayTarget | null => (profile ? { ...profile } : null);

/**
 * The target each kind of plan day is held to: with one profile for every day, every day that one; with a
 * training and a rest profile, a training day the training profile, a rest day the rest profile, and an 'any'
 * day none (it could be eaten on either: totals only).
 */
export const dayTargetsOf = (targets: NutritionTargets | null): DayTargets | null => {
  if (!targets) return null;
  if (targets.mode === 'every_day') {
    const every = target(targets.every_day);
    return { training: every, rest: every, any: every };
  }
  return { training: target(targets.training_day), rest: target(targets.rest_day), any: null };
};

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

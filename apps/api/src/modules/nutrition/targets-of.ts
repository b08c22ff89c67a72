import type { NutritionTargets } from '@coachboard/contract';
import type { Queryable } from '../../lib/db-types.js';
import { findTemplate } from './nutrition-templates-repository.js';
import { findTargetsOfUser, targetsValues } from './user-nutrition-repository.js';

/** A user's live targets (mode and profiles), or null when none are set (what meal plans hold a day to). */
export const userNutritionTargets = async (
  db: Queryable,
  userId: number,
): Promise<NutritionTargets | null> => {
  const row = await findTargetsOfUser(db, userId);
  return row ? targetsValues(row) : null;
};

/** A live target template's targets, or null when there is no such template. */
export const templateNutritionTargets = async (
  db: Queryable,
  templateId: number,
): Promise<NutritionTargets | null> => {
  const template = await findTemplate(db, templateId);
  return template
    ? {
        mode: template.mode,
        every_day: template.every_day,
        training_day: template.training_day,
        rest_day: template.rest_day,
      }
    : null;
};

import type { NutritionProfileKind } from '@coachboard/contract';
import type { Queryable } from '../../lib/db-types.js';
import { getUserSchedule } from '../programs/public.js';

/**
 * Which nutrition profile a user's date takes, read from their own schedule (the one `GET /users/{id}/schedule`
 * answers): 'training' when the assignment covering the date gives it a training day, 'rest' when it gives a rest
 * day, 'none' when no assignment covers it (before the start date, on or after `ends_on`, no program). When
 * several assignments cover the date the earliest-starting one decides, as the member's today does. Nothing is
 * stored per date, so a schedule edit or a new start date changes the answer with no nutrition edit.
 */
export const nutritionProfileOn = async (
  db: Queryable,
  userId: number,
  date: string,
): Promise<NutritionProfileKind> => {
  const [day] = await getUserSchedule(db, userId, date, date);
  const entry = day?.entries[0];
  if (!entry) return 'none';
  return entry.is_rest_day || entry.training_day_id === null ? 'rest' : 'training';
};

import {
  profileForKind,
  type NutritionDay,
  type NutritionProfileKind,
  type ScheduleEntry,
} from '@coachboard/contract';
import type { Queryable } from '../../lib/db-types.js';
import { getUserSchedule } from '../assignments/public.js';
import { findTargetsOfUser, targetsValues } from './user-nutrition-repository.js';

const kindOf = (entry: ScheduleEntry | undefined): NutritionProfileKind => {
  if (!entry) return 'none';
  return entry.is_rest_day || entry.training_day_id === null ? 'rest' : 'training';
};

/**
 * The schedule entry deciding a user's date: the earliest-starting assignment covering it (the one
 * `GET /users/{id}/schedule` lists first, as the member's today reads it), or none.
 */
const entryOn = async (db: Queryable, userId: number, date: string) => {
  const [day] = await getUserSchedule(db, userId, date, date);
  return day?.entries[0];
};

/**
 * Which nutrition profile a user's date takes, read from their own schedule: 'training' when the assignment
 * covering the date gives it a training day, 'rest' when it gives a rest day, 'none' when no assignment covers
 * it (before the start date, on or after `ends_on`, no program). Nothing is stored per date, so a schedule edit
 * or another start date changes the answer with no nutrition edit.
 */
export const nutritionProfileOn = async (
  db: Queryable,
  userId: number,
  date: string,
): Promise<NutritionProfileKind> => kindOf(await entryOn(db, userId, date));

/** The date's profile kind, what gives it, and the user's targets of that kind. Two statements, one after the other (the handle may be a transaction's one client). */
export const nutritionDayOf = async (db: Queryable, userId: number, date: string): Promise<NutritionDay> => {
  const entry = await entryOn(db, userId, date);
  const targets = await findTargetsOfUser(db, userId);
  const profile = kindOf(entry);
  return {
    date,
    profile,
    program: entry ? { id: entry.program_id, name: entry.program_name } : null,
    week_number: entry?.week_number ?? null,
    day_number: entry?.day_number ?? null,
    targets: profileForKind(targets ? targetsValues(targets) : null, profile),
    has_targets: targets !== null,
  };
};

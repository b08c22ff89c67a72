import { recordTypeRegistry } from './lib/records/index.js';
import { commentRecord, postRecord } from './modules/community/public.js';
import { exerciseRecord } from './modules/exercises/public.js';
import { workoutSessionRecord } from './modules/member/public.js';
import { programRecord } from './modules/programs/public.js';
import { recipeRecord } from './modules/recipes/public.js';
import { mealPlanRecord } from './modules/meal-plans/public.js';
import { nutritionTargetsRecord, nutritionTemplateRecord } from './modules/nutrition/public.js';
import { dayExerciseRecord, trainingDayRecord } from './modules/training-days/public.js';
import { memberCheckIns, userRecord } from './modules/users/public.js';

/**
 * Every record type's declaration: how the audit log reads and reverts each kind of record and how the trash
 * moves it (lib/records), and the lists derived from them (audit and trash types, restore and purge order, parents,
 * restore permissions). The app decorates itself with it; the demo seed trashes through it too.
 */
export const appRecordTypes = recordTypeRegistry([
  programRecord,
  trainingDayRecord,
  dayExerciseRecord,
  exerciseRecord,
  recipeRecord,
  postRecord,
  commentRecord,
  userRecord,
  nutritionTemplateRecord,
  nutritionTargetsRecord,
  workoutSessionRecord,
  mealPlanRecord,
  // The check-in's declaration travels with the member API's check-in operations (users/check-ins).
  memberCheckIns.record,
]);

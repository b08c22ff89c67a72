import { recordTypeMap } from './lib/record-types.js';
import { commentRecord, postRecord } from './modules/community/public.js';
import { exerciseRecord } from './modules/exercises/public.js';
import { programRecord } from './modules/programs/public.js';
import { recipeRecord } from './modules/recipes/public.js';
import { dayExerciseRecord, trainingDayRecord } from './modules/training-days/public.js';
import { userRecord } from './modules/users/public.js';

/**
 * Every record type's declaration: how the audit log reads and reverts each kind of record and how the trash
 * moves it (lib/record-types.ts). The app decorates itself with it; the demo seed trashes through it too.
 */
export const appRecordTypes = recordTypeMap([
  programRecord,
  trainingDayRecord,
  dayExerciseRecord,
  exerciseRecord,
  recipeRecord,
  postRecord,
  commentRecord,
  userRecord,
]);

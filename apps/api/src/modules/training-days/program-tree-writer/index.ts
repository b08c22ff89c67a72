// The one writer of the program tree (weeks, days, day exercises with their sets, groups): every insert into
// those tables goes through these operations, set-based (one statement per table per operation).
export { dayExerciseCopiedColumns, groupCopiedColumns } from './copied-columns.js';
export {
  dayExercisesCopyCtes,
  groupCopyCtes,
  programPlanCopyCtes,
  weekCopyCtes,
  type PlanCopyOptions,
} from './copy-plan.js';
export { appendDayCopy, copyWeekExercisesOnto, type SkippedDayExercise } from './copy-onto-days.js';
export {
  createWeeks,
  insertEmptyWeeks,
  trainingDayPattern,
  upsertDays,
  type DayPlace,
} from './weeks-and-days.js';
export {
  appendDayExercises,
  appendExerciseToDays,
  insertDayExercisesAt,
  insertGroups,
  writeExerciseOnDays,
  type NewDayExercise,
  type NewGroup,
  type PlacedDayExercise,
  type WrittenDayExercise,
} from './write-day-exercises.js';
export { groupDayExercises } from './group-day-exercises.js';
export { trashDayExercises } from './trash-day-exercises.js';

// What other modules and the app may use of the training-days module; everything else here is private to it.
export { trainingDaysModule } from './training-days-module.js';
export {
  applyScheduleChange,
  findBlockedScheduleChange,
  type ScheduleChange,
} from './schedule-repository.js';
export { trainingDayRecord } from './training-day-record.js';
export { dayExerciseRecord } from './day-exercise-record.js';
export { progressWeeks } from './progression-rules.js';
export {
  createWeeks,
  insertDayExercisesAt,
  insertEmptyWeeks,
  insertGroups,
  programPlanCopyCtes,
  trashDayExercises,
  upsertDays,
  type NewGroup,
  type PlacedDayExercise,
} from './program-tree-writer/index.js';
export { emptyTrainingDays, emptyTrainingDaysTotal } from './empty-days-repository.js';
export { queueProgramComplianceRefresh } from './program-edit-refresh.js';

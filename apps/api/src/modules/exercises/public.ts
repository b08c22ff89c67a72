// What other modules and the app may use of the exercises module; everything else in this folder is private to it.
export { exercisesModule } from './exercises-module.js';
export { exerciseRecord } from './exercise-record.js';
export { refreshSearchText } from './exercise-search-text.js';
export { findExercise, lockExercise } from './exercises-repository.js';
export {
  deleteProgramExercise,
  insertProgramExercise,
  programDaysHoldingExercise,
} from './program-exercises-repository.js';
export { exerciseSearchSource } from './exercise-search-source.js';

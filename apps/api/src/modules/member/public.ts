// What other modules and the app may use of the member module; everything else in this folder is private to it.
export { memberModule } from './member-module.js';
export { workoutSessionRecord } from './workout-session-record.js';
export { exerciseSessionSets } from './exercise-history-repository.js';

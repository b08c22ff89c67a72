// What other modules and the app may use of the member module; everything else in this folder is private to it.
export { memberModule } from './member-module.js';
export { workoutSessionRecord } from './workout-session-record.js';
/** The coaching module's reads of logged training: workouts, their prescription copies, the days' prescriptions. */
export { loggedWorkouts, sessionPrescription, type LoggedWorkoutRow } from './logged-training-repository.js';
export {
  dayExercisePlaces,
  prescribedSetCounts,
  prescribedSets,
  type PrescribedCount,
} from './day-exercises-repository.js';
export { findSession } from './sessions-repository.js';
export { exerciseSessionSets } from './exercise-history-repository.js';

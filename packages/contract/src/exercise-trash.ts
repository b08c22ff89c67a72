/** Texts of an exercise's trip to the trash and back. */
import { weekDayLabel } from './labels.js';

/**
 * Why an exercise cannot come back from the trash: one of its places is on a day that became a rest day while
 * it was away. "'Squat' was on Week 2 · Day 3 of 'Strength Base', now a rest day".
 */
export const exerciseRestDayClashMessage = (place: {
  exercise: string;
  dayOfTheWeek: number;
  week: number;
  program: string;
}) =>
  `'${place.exercise}' was on ${weekDayLabel(place.week, place.dayOfTheWeek)} of '${place.program}', now a rest day`;

/**
 * Why a day exercise a builder's replace put in the trash cannot come back: its day holds the same
 * exercise again (the copy that replaced it). "'Squat' cannot come back to Week 2 · Day 3 of 'Strength Base':
 * the day holds it again; remove it there first".
 */
export const dayExerciseHeldAgainMessage = (place: {
  exercise: string;
  dayOfTheWeek: number;
  week: number;
  program: string;
}) =>
  `'${place.exercise}' cannot come back to ${weekDayLabel(place.week, place.dayOfTheWeek)} of '${place.program}': the day holds it again; remove it there first`;

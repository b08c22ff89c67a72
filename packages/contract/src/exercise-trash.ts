/** Texts of an exercise's trip to the trash and back (issue 20). */

const weekdayNames = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'] as const;

/** "Wednesday" for day 3 of a week (days run 1 = Monday .. 7 = Sunday). */
export const weekdayName = (dayOfTheWeek: number) => weekdayNames[dayOfTheWeek - 1] ?? `Day ${dayOfTheWeek}`;

/**
 * Why an exercise cannot come back from the trash: one of its places is on a day that became a rest day while
 * it was away. "'Squat' was on Wednesday of week 2 of 'Strength Base', now a rest day".
 */
export const exerciseRestDayClashMessage = (place: {
  exercise: string;
  dayOfTheWeek: number;
  week: number;
  program: string;
}) =>
  `'${place.exercise}' was on ${weekdayName(place.dayOfTheWeek)} of week ${place.week} of '${place.program}', now a rest day`;

/**
 * Why a day exercise a builder's replace put in the trash cannot come back (issue 21): its day holds the same
 * exercise again (the copy that replaced it). "'Squat' cannot come back to Wednesday of week 2 of 'Strength
 * Base': the day holds it again; remove it there first".
 */
export const dayExerciseHeldAgainMessage = (place: {
  exercise: string;
  dayOfTheWeek: number;
  week: number;
  program: string;
}) =>
  `'${place.exercise}' cannot come back to ${weekdayName(place.dayOfTheWeek)} of week ${place.week} of '${place.program}': the day holds it again; remove it there first`;

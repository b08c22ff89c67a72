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

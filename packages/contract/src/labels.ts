/** Display helpers for any area: enumeration labels and "A, B and 3 more" lists. */

/** Display of any enumeration: underscores become spaces and the first letter is capitalised. */
export const formatEnumLabel = (value: string) => {
  if (value === 'mobility_and_warm_up') return 'Mobility and Warm-up';
  const spaced = value.replace(/_/g, ' ');
  return spaced.charAt(0).toUpperCase() + spaced.slice(1);
};

const MAX_NAMED_ITEMS = 10;
/** "A", "A and B", "A, B and C", or the first ten and "and N more". */
export const listLabels = (labels: string[]) => {
  const shown = labels.slice(0, MAX_NAMED_ITEMS);
  const rest = labels.length - shown.length;
  if (rest > 0) return `${shown.join(', ')} and ${rest} more`;
  if (shown.length === 1) return shown[0] ?? '';
  return `${shown.slice(0, -1).join(', ')} and ${shown.at(-1)}`;
};

/*
 * One way to name a day. The specification's screens name a training day 'Day {absolute number}' (the program's
 * week grid, the training day page); everywhere else (the log, the trash, messages) a day is its week and its
 * place in the week, 'Week 2 · Day 1', never a weekday: a program's days are not calendar days.
 */

/** 'Week 2 · Day 1' for day 1 (1..7) of week 2. */
export const weekDayLabel = (week: number, dayOfTheWeek: number) => `Week ${week} · Day ${dayOfTheWeek}`;

/** A training day as the log names it: 'Week 2 · Day 1 of Strength Base'. */
export const trainingDayName = (week: number, dayOfTheWeek: number, program: string) =>
  `${weekDayLabel(week, dayOfTheWeek)} of ${program}`;

/** An exercise on a training day as the log and the trash name it: 'Back squat (Week 2 · Day 1)'. */
export const dayExerciseName = (exercise: string, week: number, dayOfTheWeek: number) =>
  `${exercise} (${weekDayLabel(week, dayOfTheWeek)})`;

const WEEKDAYS = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'];
const OLD_DAY_NAME = new RegExp(`(${WEEKDAYS.join('|')}), week (\\d+)`, 'g');

/**
 * A name written when days were named by weekday ('Wednesday, week 2 of Strength Base', 'Squat (Monday, week
 * 1)'), kept in older log entries and trash rows, in today's words ('Week 2 · Day 3 of Strength Base').
 */
export const currentDayWords = (name: string) =>
  name.replace(OLD_DAY_NAME, (_match, weekday: string, week: string) =>
    weekDayLabel(Number(week), WEEKDAYS.indexOf(weekday) + 1),
  );

const utcMoment = new Intl.DateTimeFormat('en-US', {
  dateStyle: 'medium',
  timeStyle: 'short',
  timeZone: 'UTC',
});

/**
 * A moment in a message the API writes, which knows no reader's language or time zone: the panel's long form in
 * US English and UTC, 'May 13, 2026, 9:00 AM UTC'.
 */
export const formatUtcTimestamp = (at: Date) => `${utcMoment.format(at).replace(/\u202f/g, ' ')} UTC`;

import { addDays, daysBetween } from './assignments.js';
import type { ComplianceFigures } from './compliance.js';

// The measure itself (defined in compliance.ts, beside the answers it fills): a pure rule over the schedule, the
// prescriptions and the logged sets, used by the API.

/** How many sets a day exercise prescribes. */
export interface PrescribedCount {
  day_exercise_id: number;
  sets: number;
}

/** A training day scheduled on a date, with the day's prescription as the program has it now. */
export interface ScheduledTrainingDay {
  date: string;
  training_day_id: number;
  current: readonly PrescribedCount[];
}

/** A logged workout: its training day, date, the prescription copy it keeps (null: none kept) and its sets. */
export interface LoggedWorkout {
  id: number;
  training_day_id: number | null;
  performed_on: string;
  prescription: readonly PrescribedCount[] | null;
  sets: ReadonlyArray<{
    day_exercise_id: number | null;
    replaces_day_exercise_id: number | null;
    set_number: number;
    completed: boolean;
  }>;
}

/** One scheduled training day measured. */
export interface MeasuredDay {
  date: string;
  training_day_id: number;
  prescribed_sets: number;
  done_sets: number;
  session_ids: number[];
}

/**
 * Each workout goes to the scheduled date of its training day: the latest one on or before the day it was
 * performed (a late workout), else the earliest (an early one). A workout for no scheduled training day is left
 * out (returned apart).
 */
export const matchWorkouts = (
  days: readonly ScheduledTrainingDay[],
  workouts: readonly LoggedWorkout[],
): { byDay: Map<ScheduledTrainingDay, LoggedWorkout[]>; unmatched: LoggedWorkout[] } => {
  const byDay = new Map<ScheduledTrainingDay, LoggedWorkout[]>(days.map((day) => [day, []]));
  const unmatched: LoggedWorkout[] = [];
  const sorted = [...days].sort((a, b) => a.date.localeCompare(b.date));
  for (const workout of [...workouts].sort((a, b) => a.id - b.id)) {
    const candidates = sorted.filter((day) => day.training_day_id === workout.training_day_id);
    if (candidates.length === 0) {
      unmatched.push(workout);
      continue;
    }
    const onOrBefore = candidates.filter((day) => day.date <= workout.performed_on).at(-1);
    byDay.get(onOrBefore ?? candidates[0]!)!.push(workout);
  }
  return { byDay, unmatched };
};

/** A day's prescription as measured: the first workout's copy (the day as it was), else the day as it is now. */
export const measuredPrescription = (day: ScheduledTrainingDay, workouts: readonly LoggedWorkout[]) =>
  workouts.find((workout) => workout.prescription !== null)?.prescription ?? day.current;

/** Measures one scheduled training day against its workouts (see the definition in compliance.ts). */
export const measureDay = (day: ScheduledTrainingDay, workouts: readonly LoggedWorkout[]): MeasuredDay => {
  const prescription = measuredPrescription(day, workouts);
  const done = new Map<number, Set<number>>();
  for (const workout of workouts) {
    for (const set of workout.sets) {
      if (!set.completed) continue;
      const place = set.replaces_day_exercise_id ?? set.day_exercise_id;
      if (place === null) continue;
      if (!done.has(place)) done.set(place, new Set());
      done.get(place)!.add(set.set_number);
    }
  }
  let prescribed = 0;
  let doneSets = 0;
  for (const exercise of prescription) {
    prescribed += exercise.sets;
    const numbers = done.get(exercise.day_exercise_id);
    // Set numbers 1..sets only: more sets than prescribed, or one logged twice, never lift an exercise past 100%.
    if (numbers) for (const number of numbers) if (number >= 1 && number <= exercise.sets) doneSets += 1;
  }
  return {
    date: day.date,
    training_day_id: day.training_day_id,
    prescribed_sets: prescribed,
    done_sets: doneSets,
    session_ids: workouts.map((workout) => workout.id),
  };
};

/** done ÷ prescribed in percent with one decimal, null when nothing was prescribed. */
export const compliancePercentage = (done: number, prescribed: number) =>
  prescribed === 0 ? null : Math.round((done / prescribed) * 1000) / 10;

/** The figures of a set of measured days. */
export const complianceFigures = (days: readonly MeasuredDay[]): ComplianceFigures => {
  const prescribed = days.reduce((sum, day) => sum + day.prescribed_sets, 0);
  const done = days.reduce((sum, day) => sum + day.done_sets, 0);
  return {
    percentage: compliancePercentage(done, prescribed),
    prescribed_sets: prescribed,
    done_sets: done,
    sessions_planned: days.length,
    sessions_done: days.filter((day) => day.session_ids.length > 0).length,
  };
};

/** The Monday of a date's week (UTC calendar dates). */
export const mondayOf = (date: string) => {
  const weekday = (new Date(`${date}T00:00:00Z`).getUTCDay() + 6) % 7;
  return addDays(date, -weekday);
};

/** The window of `days` dates ending `today`. */
export const complianceWindow = (today: string, days: number) => ({
  from: addDays(today, -(days - 1)),
  to: today,
});

/**
 * Compliance over `from`..`to` (see the definition in compliance.ts): every training day scheduled in the window
 * measured against the workouts performed in it, in total and per calendar week.
 */
export const measureCompliance = (
  from: string,
  to: string,
  scheduled: readonly ScheduledTrainingDay[],
  workouts: readonly LoggedWorkout[],
) => {
  const inWindow = scheduled.filter((day) => day.date >= from && day.date <= to);
  const logged = workouts.filter((workout) => workout.performed_on >= from && workout.performed_on <= to);
  const { byDay } = matchWorkouts(inWindow, logged);
  const measured = inWindow.map((day) => measureDay(day, byDay.get(day) ?? []));
  const weeks: Array<ComplianceFigures & { from: string; to: string }> = [];
  for (let monday = mondayOf(from); monday <= to; monday = addDays(monday, 7)) {
    const weekFrom = monday < from ? from : monday;
    const sunday = addDays(monday, 6);
    const weekTo = sunday > to ? to : sunday;
    const figures = complianceFigures(measured.filter((day) => day.date >= weekFrom && day.date <= weekTo));
    weeks.push({ from: weekFrom, to: weekTo, ...figures });
  }
  return { ...complianceFigures(measured), from, to, days: daysBetween(from, to) + 1, weeks, measured };
};

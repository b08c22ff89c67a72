import {
  addDays,
  measureCompliance,
  type LoggedWorkout,
  type ScheduledTrainingDay,
  type ScheduleDay,
} from '@coachboard/contract';
import type { Queryable } from '../../../lib/db-types.js';
import { loggedWorkouts, prescribedSetCounts } from '../../member/public.js';
import { getUserSchedule } from '../../assignments/public.js';

/** The user's schedule, training days and logged workouts over from..to, ready to measure. */
export interface TrainingFacts {
  schedule: ScheduleDay[];
  scheduled: ScheduledTrainingDay[];
  workouts: LoggedWorkout[];
  /** Each scheduled training day's live day exercises with their names, by training day id. */
  exerciseNames: Map<number, string>;
}

/**
 * Reads what compliance measures over `from`..`to`: the schedule (programs' `getUserSchedule`, the rule behind
 * `GET /users/{id}/schedule`), the scheduled training days' prescriptions as the program has them now, and the
 * workouts performed in the range with their prescription copies. Three statements, whatever the range.
 */
export const readTrainingFacts = async (
  db: Queryable,
  userId: number,
  from: string,
  to: string,
): Promise<TrainingFacts> => {
  const [schedule, workouts] = await Promise.all([
    getUserSchedule(db, userId, from, to),
    loggedWorkouts(db, userId, from, to),
  ]);
  const dayIds = new Set<number>();
  for (const day of schedule) {
    for (const entry of day.entries) {
      if (!entry.is_rest_day && entry.training_day_id !== null) dayIds.add(entry.training_day_id);
    }
  }
  const counts = await prescribedSetCounts(db, [...dayIds]);
  const current = new Map<number, Array<{ day_exercise_id: number; sets: number }>>();
  const exerciseNames = new Map<number, string>();
  for (const row of counts) {
    if (!current.has(row.trainingDayId)) current.set(row.trainingDayId, []);
    current.get(row.trainingDayId)!.push({ day_exercise_id: row.dayExerciseId, sets: row.sets });
    exerciseNames.set(row.dayExerciseId, row.exerciseName);
  }
  const scheduled: ScheduledTrainingDay[] = schedule.flatMap((day) =>
    day.entries
      .filter((entry) => !entry.is_rest_day && entry.training_day_id !== null)
      .map((entry) => ({
        date: day.date,
        training_day_id: entry.training_day_id!,
        current: current.get(entry.training_day_id!) ?? [],
      })),
  );
  return { schedule, scheduled, workouts, exerciseNames };
};

/** A user's compliance over the `days` dates ending `today` (the definition: the contract's compliance.ts). */
export const measureUserCompliance = async (db: Queryable, userId: number, today: string, days: number) => {
  const from = addDays(today, -(days - 1));
  const facts = await readTrainingFacts(db, userId, from, today);
  return measureCompliance(from, today, facts.scheduled, facts.workouts);
};

import {
  addDays,
  matchWorkouts,
  measureDay,
  mondayOf,
  orderedSets,
  weekDayLabel,
  type CalendarDateDetail,
  type CalendarDay,
  type CalendarDayStatus,
  type CoachSession,
  type LoggedWorkout,
  type MeasuredDay,
  type PrescribedCount,
  type PrescribedExercise,
  type ScheduleDay,
} from '@coachboard/contract';
import type { Queryable } from '../../../lib/db-types.js';
import { dayExercisePlaces, findSession, prescribedSets, sessionPrescription } from '../../member/public.js';
import { readTrainingFacts, type TrainingFacts } from './measure-training.js';

/** What a calendar date holds, measured: its status, the training days, and the workouts matched to them. */
interface MeasuredDate {
  date: string;
  status: CalendarDayStatus;
  dayNames: string[];
  trainingDays: Array<{ trainingDayId: number; programName: string; dayName: string }>;
  measured: MeasuredDay[];
  sessionIds: number[];
}

const statusOf = (
  schedule: ScheduleDay,
  measured: readonly MeasuredDay[],
  sessionIds: readonly number[],
  today: string,
): CalendarDayStatus => {
  if (schedule.entries.length === 0) return 'none';
  if (measured.length === 0) return 'rest';
  const logged = measured.some((day) => day.session_ids.length > 0);
  if (!logged) return schedule.date < today ? 'missed' : sessionIds.length > 0 ? 'partial' : 'planned';
  const prescribed = measured.reduce((sum, day) => sum + day.prescribed_sets, 0);
  const done = measured.reduce((sum, day) => sum + day.done_sets, 0);
  return done >= prescribed ? 'done' : 'partial';
};

/**
 * Every date of `facts`' schedule measured: a workout counts for the scheduled date of its training day (a late
 * one too, as compliance counts it), a workout for no scheduled training day is shown on the date it was performed.
 */
const measureDates = (facts: TrainingFacts, today: string): MeasuredDate[] => {
  const { byDay, unmatched } = matchWorkouts(facts.scheduled, facts.workouts);
  return facts.schedule.map((day) => {
    const scheduled = facts.scheduled.filter((entry) => entry.date === day.date);
    const measured = scheduled.map((entry) => measureDay(entry, byDay.get(entry) ?? []));
    const sessionIds = [
      ...measured.flatMap((entry) => entry.session_ids),
      ...unmatched.filter((workout) => workout.performed_on === day.date).map((workout) => workout.id),
    ];
    const trainingDays = day.entries
      .filter((entry) => !entry.is_rest_day && entry.training_day_id !== null)
      .map((entry) => ({
        trainingDayId: entry.training_day_id!,
        programName: entry.program_name,
        dayName: weekDayLabel(entry.week_number, entry.day_number),
      }));
    return {
      date: day.date,
      status: statusOf(day, measured, sessionIds, today),
      dayNames: trainingDays.map((entry) => entry.dayName),
      trainingDays,
      measured,
      sessionIds,
    };
  });
};

/** The calendar of the `weeks` weeks (Monday to Sunday) ending with the one holding `today`. */
export const trainingCalendar = async (db: Queryable, userId: number, today: string, weeks: number) => {
  const to = addDays(mondayOf(today), 6);
  const from = addDays(to, -(weeks * 7 - 1));
  const facts = await readTrainingFacts(db, userId, from, to);
  const days: CalendarDay[] = measureDates(facts, today).map((date) => ({
    date: date.date,
    status: date.status,
    day_names: date.dayNames,
    prescribed_sets: date.measured.reduce((sum, day) => sum + day.prescribed_sets, 0),
    done_sets: date.measured.reduce((sum, day) => sum + day.done_sets, 0),
    session_ids: date.sessionIds,
  }));
  return { user_id: userId, from, to, today, days };
};

/**
 * A prescription as the coach reads it: each day exercise with its set count (the workout's copy, or the day as
 * it is now) and the targets the day holds now; the name from the day, else from a logged set of it.
 */
const prescribedExercises = async (
  db: Queryable,
  trainingDayId: number | null,
  counts: readonly PrescribedCount[] | null,
  loggedNames: ReadonlyMap<number, string>,
): Promise<PrescribedExercise[]> => {
  const places = trainingDayId === null ? [] : await dayExercisePlaces(db, trainingDayId);
  const placeById = new Map(places.map((place) => [place.id, place]));
  const prescription =
    counts ??
    places.map((place) => ({ day_exercise_id: place.id, sets: orderedSets(place.setsData).length }));
  return prescription.map((exercise) => {
    const place = placeById.get(exercise.day_exercise_id);
    return {
      day_exercise_id: exercise.day_exercise_id,
      exercise_name: place?.exerciseName ?? loggedNames.get(exercise.day_exercise_id) ?? 'Removed exercise',
      set_count: exercise.sets,
      sets: place ? prescribedSets(place.setsData) : [],
    };
  });
};

/** A live workout of the user for the coach (404 otherwise: null), beside the prescription it was logged against. */
export const coachSession = async (
  db: Queryable,
  userId: number,
  sessionId: number,
): Promise<CoachSession | null> => {
  const session = await findSession(db, sessionId, userId);
  if (!session) return null;
  const copy = await sessionPrescription(db, userId, sessionId);
  const loggedNames = new Map<number, string>();
  for (const set of session.sets) {
    const place = set.replaces_day_exercise_id ?? set.day_exercise_id;
    if (place !== null && !loggedNames.has(place)) loggedNames.set(place, set.exercise_name);
  }
  const prescription = await prescribedExercises(db, session.training_day_id, copy, loggedNames);
  const workout: LoggedWorkout = { ...session, prescription: copy, performed_on: session.performed_on };
  const measured = measureDay(
    {
      date: session.performed_on,
      training_day_id: session.training_day_id ?? 0,
      current: prescription.map((exercise) => ({
        day_exercise_id: exercise.day_exercise_id,
        sets: exercise.set_count,
      })),
    },
    [workout],
  );
  return {
    ...session,
    prescription,
    figures: {
      prescribed_sets: measured.prescribed_sets,
      done_sets: measured.done_sets,
      percentage:
        measured.prescribed_sets === 0
          ? null
          : Math.round((measured.done_sets / measured.prescribed_sets) * 1000) / 10,
    },
  };
};

/** How far around a date its late or early workouts are looked for. */
const DATE_DETAIL_REACH_DAYS = 14;

/** What a calendar date held: its training days with their prescription, and the workouts counted for it. */
export const calendarDate = async (
  db: Queryable,
  userId: number,
  date: string,
  today: string,
): Promise<CalendarDateDetail> => {
  const facts = await readTrainingFacts(
    db,
    userId,
    addDays(date, -DATE_DETAIL_REACH_DAYS),
    addDays(date, DATE_DETAIL_REACH_DAYS),
  );
  const measured = measureDates(facts, today).find((entry) => entry.date === date)!;
  const sessions = (await Promise.all(measured.sessionIds.map((id) => coachSession(db, userId, id)))).filter(
    (session): session is CoachSession => session !== null,
  );
  const loggedNames = new Map<number, string>();
  const trainingDays = await Promise.all(
    measured.trainingDays.map(async (day) => {
      const copy =
        facts.workouts.find(
          (workout) =>
            measured.sessionIds.includes(workout.id) && workout.training_day_id === day.trainingDayId,
        )?.prescription ?? null;
      return {
        training_day_id: day.trainingDayId,
        program_name: day.programName,
        day_name: day.dayName,
        exercises: await prescribedExercises(db, day.trainingDayId, copy, loggedNames),
      };
    }),
  );
  return { date, status: measured.status, training_days: trainingDays, sessions };
};

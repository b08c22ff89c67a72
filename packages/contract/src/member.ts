import { z } from 'zod';
import { addDays, calendarDateSchema } from './assignments.js';
import { expectedUpdatedAtField } from './stale-update.js';
import { REPS_MAX, RIR_MAX, SECONDS_MAX, WEIGHT_MAX } from './sets.js';

/** The most sets of one exercise a logged workout may hold (a prescription holds at most 20). */
export const PERFORMED_SET_NUMBER_MAX = 50;
/** The most performed sets one logged workout may hold. */
export const PERFORMED_SETS_MAX = 300;
export const SESSION_NOTES_MAX = 2000;
export const SESSION_HOURS_MAX = 24;
/** How far back a workout may be logged. */
export const SESSION_DAYS_BACK_MAX = 365;
/**
 * How far past today in UTC a workout's date may be: the app sends the member's local date, which is up to 14
 * hours ahead of UTC (Kiribati), so one day later than UTC's today is still today somewhere.
 */
export const SESSION_DAYS_AHEAD_OF_UTC = 1;
export const RPE_MIN = 1;
export const RPE_MAX = 10;

export const memberMessages = {
  sessionNotFound: 'Workout not found',
  trainingDayNotFound: 'Training day not found',
  sessionStale: 'This workout was changed since you opened it. Reload to see the latest version.',
  sessionDeleted: 'This workout was deleted',
  logged: 'Workout logged',
  alreadyLogged: 'Workout already logged',
  updated: 'Workout saved',
  deleted: 'Workout deleted',
  clientIdInvalid: 'client_id must be a UUID',
  dateTimeInvalid: (field: string) => `${field} must be a date and time such as 2026-03-11T07:30:00Z`,
  finishedBeforeStart: 'finished_at must be on or after started_at',
  sessionTooLong: `A workout lasts at most ${SESSION_HOURS_MAX} hours`,
  performedOnTooOld: `A workout can be logged at most ${SESSION_DAYS_BACK_MAX} days back`,
  performedOnFuture: 'A workout cannot be logged for a future date',
  notesTooLong: `Notes must be at most ${SESSION_NOTES_MAX} characters`,
  tooManySets: `A workout holds at most ${PERFORMED_SETS_MAX} sets`,
  setNumberRange: `The set number must be a whole number from 1 to ${PERFORMED_SET_NUMBER_MAX}`,
  setNumberRepeated: 'This exercise already has a set with this number',
  repsRange: `Reps must be a whole number from 0 to ${REPS_MAX}`,
  weightRange: `Weight must be from 0 to ${WEIGHT_MAX} kg`,
  timeRange: `Time must be a whole number of seconds from 0 to ${SECONDS_MAX}`,
  rirRange: `RIR must be a whole number from 0 to ${RIR_MAX}`,
  rpeRange: `RPE must be from ${RPE_MIN} to ${RPE_MAX}`,
  idInvalid: (field: string) => `${field} must be a positive whole number`,
  exerciseMissing: 'A set names its day_exercise_id, or an exercise_id for an exercise you added',
  exerciseMismatch: 'exercise_id is not the exercise of this day_exercise_id',
  replacesWithoutExercise: 'replaces_day_exercise_id goes with the exercise_id that replaces it',
  dayExerciseNotOnDay: 'This exercise is not on the training day',
  exerciseNotFound: 'Exercise not found',
} as const;

const optionalId = (field: string) =>
  z
    .number({ error: memberMessages.idInvalid(field) })
    .int(memberMessages.idInvalid(field))
    .positive(memberMessages.idInvalid(field))
    .max(Number.MAX_SAFE_INTEGER, memberMessages.idInvalid(field))
    .nullable()
    .optional();

const boundedWhole = (max: number, message: string) =>
  z.number({ error: message }).int(message).min(0, message).max(max, message).nullable().default(null);

const dateTime = (field: string) =>
  z.iso.datetime({ offset: true, error: memberMessages.dateTimeInvalid(field), abort: true });

/**
 * One performed set as the app sends it: its day exercise (the exercise_id may come along, as the API answers it),
 * or an exercise_id alone for an exercise the member added, with the day exercise it replaces for a swap.
 */
export const performedSetInputSchema = z.object({
  day_exercise_id: optionalId('day_exercise_id'),
  exercise_id: optionalId('exercise_id'),
  replaces_day_exercise_id: optionalId('replaces_day_exercise_id'),
  set_number: z
    .number({ error: memberMessages.setNumberRange })
    .int(memberMessages.setNumberRange)
    .min(1, memberMessages.setNumberRange)
    .max(PERFORMED_SET_NUMBER_MAX, memberMessages.setNumberRange),
  reps: boundedWhole(REPS_MAX, memberMessages.repsRange),
  weight: z
    .number({ error: memberMessages.weightRange })
    .min(0, memberMessages.weightRange)
    .max(WEIGHT_MAX, memberMessages.weightRange)
    .nullable()
    .default(null),
  time: boundedWhole(SECONDS_MAX, memberMessages.timeRange),
  rir: boundedWhole(RIR_MAX, memberMessages.rirRange),
  rpe: z
    .number({ error: memberMessages.rpeRange })
    .min(RPE_MIN, memberMessages.rpeRange)
    .max(RPE_MAX, memberMessages.rpeRange)
    .nullable()
    .default(null),
  completed: z.boolean().default(true),
});
export type PerformedSetInput = z.infer<typeof performedSetInputSchema>;

/** The exercise a set counts for: its day exercise, else the exercise the member added. */
export const performedSetSlot = (set: Pick<PerformedSetInput, 'day_exercise_id' | 'exercise_id'>) =>
  set.day_exercise_id ? `day:${set.day_exercise_id}` : `exercise:${set.exercise_id}`;

const sessionFields = {
  performed_on: calendarDateSchema('performed_on'),
  started_at: dateTime('started_at'),
  finished_at: dateTime('finished_at'),
  notes: z.string().trim().max(SESSION_NOTES_MAX, memberMessages.notesTooLong).nullable().optional(),
  sets: z.array(performedSetInputSchema).max(PERFORMED_SETS_MAX, memberMessages.tooManySets).default([]),
};

type SessionShape = {
  started_at: string;
  finished_at: string;
  sets: PerformedSetInput[];
};

/** The rules across fields: the times' order and length, each set's exercise, set numbers once per exercise. */
const checkSession = (session: SessionShape, context: z.RefinementCtx) => {
  const duration = Date.parse(session.finished_at) - Date.parse(session.started_at);
  if (duration < 0) {
    context.addIssue({ code: 'custom', path: ['finished_at'], message: memberMessages.finishedBeforeStart });
  } else if (duration > SESSION_HOURS_MAX * 3_600_000) {
    context.addIssue({ code: 'custom', path: ['finished_at'], message: memberMessages.sessionTooLong });
  }
  const seen = new Set<string>();
  session.sets.forEach((set, index) => {
    const issue = (field: string, message: string) =>
      context.addIssue({ code: 'custom', path: ['sets', index, field], message });
    if (!set.day_exercise_id && !set.exercise_id)
      return issue('day_exercise_id', memberMessages.exerciseMissing);
    if (set.replaces_day_exercise_id && !set.exercise_id) {
      return issue('replaces_day_exercise_id', memberMessages.replacesWithoutExercise);
    }
    const key = `${performedSetSlot(set)}:${set.set_number}`;
    if (seen.has(key)) issue('set_number', memberMessages.setNumberRepeated);
    seen.add(key);
  });
};

/** `POST /member/sessions`: one workout, with the app's own id for it. */
export const logSessionInputSchema = z
  .object({
    client_id: z.uuid({ error: memberMessages.clientIdInvalid }),
    training_day_id: z
      .number({ error: memberMessages.idInvalid('training_day_id') })
      .int(memberMessages.idInvalid('training_day_id'))
      .positive(memberMessages.idInvalid('training_day_id'))
      .max(Number.MAX_SAFE_INTEGER, memberMessages.idInvalid('training_day_id')),
    ...sessionFields,
  })
  .superRefine(checkSession);
export type LogSessionInput = z.infer<typeof logSessionInputSchema>;

/** `PUT /member/sessions/{id}`: the workout's dates, notes and sets, whole; its day stays. */
export const updateSessionInputSchema = z
  .object({ ...sessionFields, ...expectedUpdatedAtField })
  .superRefine(checkSession);
export type UpdateSessionInput = z.infer<typeof updateSessionInputSchema>;

/**
 * The problem with a workout's date against today (UTC), or null: more than a year back, or later than any
 * member's local today.
 */
export const performedOnProblem = (performedOn: string, todayUtc: string): string | null => {
  if (performedOn < addDays(todayUtc, -SESSION_DAYS_BACK_MAX)) return memberMessages.performedOnTooOld;
  if (performedOn > addDays(todayUtc, SESSION_DAYS_AHEAD_OF_UTC)) return memberMessages.performedOnFuture;
  return null;
};

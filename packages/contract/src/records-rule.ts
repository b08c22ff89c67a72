import {
  EPLEY_MAX_REPS,
  RECORD_KINDS,
  type ExerciseRecords,
  type PersonalRecord,
  type ProgressPoint,
  type RecordKind,
  type RecordSession,
} from './records.js';

// The records rule (defined at the top of records.ts): bests per session, new records, progress points.

const roundTo2 = (value: number) => Math.round(value * 100) / 100;

/** A completed set as the records read it. */
export interface RecordSet {
  weight: number;
  reps: number;
}

/** Whether a completed set counts for records and progress: reps and a weight given. */
export const countsForRecords = (set: RecordSet) =>
  Number.isInteger(set.reps) && set.reps >= 1 && Number.isFinite(set.weight) && set.weight > 0;

/** The Epley estimate of a one-rep max, rounded to 0.01 kg; null for a set of more than 12 reps (or none). */
export const estimatedOneRepMax = (weight: number, reps: number): number | null =>
  countsForRecords({ weight, reps }) && reps <= EPLEY_MAX_REPS ? roundTo2(weight * (1 + reps / 30)) : null;

// Exact comparison keys: weights have at most two decimals, so in hundredths they are whole numbers, and
// weight × (30 + reps) orders the estimates without float noise (100 × 36 and 90 × 40 tie exactly).
const cents = (weight: number) => Math.round(weight * 100);
const epleyKey = (set: RecordSet) =>
  set.reps <= EPLEY_MAX_REPS ? cents(set.weight) * (30 + set.reps) : null;

/** One session's sets of one exercise, the sessions given in the order they were done. */
export interface ExerciseSessionSets {
  session_id: number;
  performed_on: string;
  exercise_id: number;
  exercise_name: string;
  sets: RecordSet[];
}

interface SessionBests {
  estimated: RecordSet | null;
  heaviest: RecordSet;
  mostReps: RecordSet;
  volume: number;
  sets: number;
}

const bestOf = (sets: RecordSet[], better: (a: RecordSet, b: RecordSet) => boolean) =>
  sets.reduce((best, set) => (better(set, best) ? set : best));

const heavier = (a: RecordSet, b: RecordSet) =>
  a.weight > b.weight || (a.weight === b.weight && a.reps > b.reps);
const moreReps = (a: RecordSet, b: RecordSet) =>
  a.reps > b.reps || (a.reps === b.reps && a.weight > b.weight);

const sessionBests = (all: RecordSet[]): SessionBests | null => {
  const sets = all.filter(countsForRecords);
  if (sets.length === 0) return null;
  const estimable = sets.filter((set) => epleyKey(set) !== null);
  return {
    estimated: estimable.length ? bestOf(estimable, (a, b) => epleyKey(a)! > epleyKey(b)!) : null,
    heaviest: bestOf(sets, heavier),
    mostReps: bestOf(sets, moreReps),
    volume: roundTo2(sets.reduce((sum, set) => sum + set.reps * set.weight, 0)),
    sets: sets.length,
  };
};

const kindKey: Record<RecordKind, (bests: SessionBests) => number | null> = {
  estimated_1rm: (bests) => (bests.estimated ? epleyKey(bests.estimated) : null),
  heaviest_weight: (bests) => cents(bests.heaviest.weight),
  most_reps: (bests) => bests.mostReps.reps,
};

/** One session of an exercise read in order: its bests and the kinds on which it set a new record. */
export interface ExerciseSessionWalk {
  session: ExerciseSessionSets;
  bests: SessionBests;
  newRecords: RecordKind[];
  /** The session holding each kind's best so far (this one or an earlier one). */
  holders: Record<RecordKind, ExerciseSessionWalk | null>;
}

/** Walks one exercise's sessions in the order they were done (sessions with no counting set are left out). */
export const walkExerciseSessions = (sessions: ExerciseSessionSets[]): ExerciseSessionWalk[] => {
  const walked: ExerciseSessionWalk[] = [];
  let holders: Record<RecordKind, ExerciseSessionWalk | null> = {
    estimated_1rm: null,
    heaviest_weight: null,
    most_reps: null,
  };
  for (const session of sessions) {
    const bests = sessionBests(session.sets);
    if (!bests) continue;
    const step: ExerciseSessionWalk = { session, bests, newRecords: [], holders };
    const next = { ...holders };
    for (const kind of RECORD_KINDS) {
      const key = kindKey[kind](bests);
      if (key === null) continue;
      const holder = holders[kind];
      const held = holder ? kindKey[kind](holder.bests) : null;
      if (held === null || key > held) {
        next[kind] = step;
        // The first value of a kind is a starting mark, not a new record.
        if (held !== null) step.newRecords.push(kind);
      }
    }
    step.holders = next;
    holders = next;
    walked.push(step);
  }
  return walked;
};

const recordOf = (kind: RecordKind, holder: ExerciseSessionWalk): PersonalRecord => {
  const set =
    kind === 'estimated_1rm'
      ? holder.bests.estimated!
      : kind === 'heaviest_weight'
        ? holder.bests.heaviest
        : holder.bests.mostReps;
  const value =
    kind === 'estimated_1rm'
      ? estimatedOneRepMax(set.weight, set.reps)!
      : kind === 'heaviest_weight'
        ? set.weight
        : set.reps;
  return {
    value,
    weight: set.weight,
    reps: set.reps,
    performed_on: holder.session.performed_on,
    session_id: holder.session.session_id,
  };
};

const byExercise = (sessions: ExerciseSessionSets[]) => {
  const groups = new Map<number, ExerciseSessionSets[]>();
  for (const session of sessions) {
    const group = groups.get(session.exercise_id);
    if (group) group.push(session);
    else groups.set(session.exercise_id, [session]);
  }
  return groups;
};

/** A user's records from their sessions' sets of every exercise, given in the order the sessions were done. */
export const personalRecords = (
  sessions: ExerciseSessionSets[],
): { exercises: ExerciseRecords[]; record_sessions: RecordSession[] } => {
  const exercises: ExerciseRecords[] = [];
  const newRecords: Array<{ session: ExerciseSessionSets; kinds: RecordKind[] }> = [];
  for (const [exerciseId, group] of byExercise(sessions)) {
    const walked = walkExerciseSessions(group);
    const last = walked.at(-1);
    if (!last) continue;
    const holders = last.holders;
    exercises.push({
      exercise_id: exerciseId,
      exercise_name: last.session.exercise_name,
      sessions: walked.length,
      last_performed_on: last.session.performed_on,
      estimated_1rm: holders.estimated_1rm ? recordOf('estimated_1rm', holders.estimated_1rm) : null,
      heaviest_weight: recordOf('heaviest_weight', holders.heaviest_weight!),
      most_reps: recordOf('most_reps', holders.most_reps!),
    });
    for (const step of walked) {
      if (step.newRecords.length) newRecords.push({ session: step.session, kinds: step.newRecords });
    }
  }
  exercises.sort(
    (a, b) =>
      a.exercise_name.localeCompare(b.exercise_name, 'en', { sensitivity: 'base' }) ||
      a.exercise_id - b.exercise_id,
  );
  const sessionOrder = new Map(sessions.map((session, index) => [session.session_id, index]));
  const recordSessions = new Map<number, RecordSession>();
  for (const { session, kinds } of newRecords) {
    const entry = recordSessions.get(session.session_id) ?? {
      session_id: session.session_id,
      performed_on: session.performed_on,
      records: [],
    };
    entry.records.push({ exercise_id: session.exercise_id, exercise_name: session.exercise_name, kinds });
    recordSessions.set(session.session_id, entry);
  }
  const record_sessions = [...recordSessions.values()].sort(
    (a, b) => sessionOrder.get(b.session_id)! - sessionOrder.get(a.session_id)!,
  );
  for (const entry of record_sessions) entry.records.sort((a, b) => a.exercise_id - b.exercise_id);
  return { exercises, record_sessions };
};

/** One exercise's progress: a point per session (in the order they were done) with a counting set. */
export const exerciseProgressPoints = (sessions: ExerciseSessionSets[]): ProgressPoint[] =>
  walkExerciseSessions(sessions).map(({ session, bests, newRecords }) => ({
    session_id: session.session_id,
    performed_on: session.performed_on,
    top_set: { weight: bests.heaviest.weight, reps: bests.heaviest.reps },
    estimated_1rm: bests.estimated ? estimatedOneRepMax(bests.estimated.weight, bests.estimated.reps) : null,
    volume: bests.volume,
    sets: bests.sets,
    records: newRecords,
  }));

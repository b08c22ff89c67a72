import { sql } from 'drizzle-orm';
import {
  groupLabel,
  orderedSets,
  type DayGroupKind,
  type PrescribedSet,
  type SetsData,
} from '@coachboard/contract';
import { dayExerciseGroups, exercises, userExerciseActivityLogs } from '../../db/schema/index.js';
import type { Queryable } from '../../lib/db-types.js';
import { bigintArray } from '../../lib/sql.js';

/** One live exercise of a training day with its prescription, in the day's order. */
export interface DayExercisePlace {
  id: number;
  position: number;
  exerciseId: number;
  exerciseName: string;
  videoLink: string | null;
  setsData: SetsData;
  group: { label: string; kind: DayGroupKind; rounds: number | null } | null;
}

interface PlaceRow extends Record<string, unknown> {
  id: string | number;
  position: number;
  exercise_id: string | number;
  name: string;
  yt_link: string | null;
  sets_data: SetsData;
  group_id: string | number | null;
  kind: DayGroupKind | null;
  rounds: number | null;
}

/**
 * The day's exercises as the day editor shows them (the live view: no trashed exercise, program or replaced
 * place), each with its group labelled as the panel labels it: groups lettered by their first exercise's place
 * on the day, their exercises numbered in order (A1, A2, B1...).
 */
export const dayExercisePlaces = async (
  db: Queryable,
  trainingDayId: number,
): Promise<DayExercisePlace[]> => {
  const result = await db.execute<PlaceRow>(sql`
    select l.id, l.position, e.id as exercise_id, e.name, e.yt_link, l.sets_data, l.group_id, g.kind, g.rounds
    from ${userExerciseActivityLogs} l
    join ${exercises} e on e.id = l.exercise_id
    left join ${dayExerciseGroups} g on g.id = l.group_id
    where l.training_day_id = ${trainingDayId}
    order by l.position, l.id`);
  const letters = new Map<number, string>();
  const counts = new Map<number, number>();
  return result.rows.map((row) => {
    let group: DayExercisePlace['group'] = null;
    if (row.group_id !== null && row.kind !== null) {
      const groupId = Number(row.group_id);
      if (!letters.has(groupId)) letters.set(groupId, groupLabel(letters.size));
      const order = (counts.get(groupId) ?? 0) + 1;
      counts.set(groupId, order);
      group = { label: `${letters.get(groupId)}${order}`, kind: row.kind, rounds: row.rounds };
    }
    return {
      id: Number(row.id),
      position: row.position,
      exerciseId: Number(row.exercise_id),
      exerciseName: row.name,
      videoLink: row.yt_link,
      setsData: row.sets_data,
      group,
    };
  });
};

/** The prescription of a place's set by its number (1-based, as the day editor numbers them), or null. */
export const prescribedSet = (setsData: SetsData, setNumber: number) =>
  orderedSets(setsData)[setNumber - 1] ?? null;

/**
 * A place's sets as the app and the coach read them: numbered from 1 in the day editor's order, a target that is
 * not set answered as null (AMRAP as false), as stored sets leave them out.
 */
export const prescribedSets = (setsData: SetsData | null | undefined): PrescribedSet[] =>
  orderedSets(setsData).map((set, index) => ({
    set_number: index + 1,
    reps: set.reps,
    reps_max: set.reps_max ?? null,
    weight: set.weight,
    load_percent: set.load_percent ?? null,
    time: set.time,
    rir: set.rir,
    rest: set.rest,
    amrap: set.amrap ?? false,
  }));

/** One day exercise's number of prescribed sets. */
export interface PrescribedCount {
  day_exercise_id: number;
  sets: number;
}

interface CountRow extends Record<string, unknown> {
  training_day_id: string | number;
  day_exercise_id: string | number;
  exercise_name: string;
  sets: number;
}

/**
 * The live day exercises of these training days with how many sets each prescribes (the `set_<n>` keys of its
 * sets_data, as `orderedSets` reads them) and its exercise's name, in the days' order.
 */
export const prescribedSetCounts = async (db: Queryable, trainingDayIds: readonly number[]) => {
  if (trainingDayIds.length === 0) return [];
  const result = await db.execute<CountRow>(sql`
    select l.training_day_id, l.id as day_exercise_id, e.name as exercise_name,
      (select count(*)::int from jsonb_object_keys(coalesce(l.sets_data, '{}'::jsonb)) as k(key)
        where k.key ~ '^set_[1-9][0-9]*$') as sets
    from ${userExerciseActivityLogs} l
    join ${exercises} e on e.id = l.exercise_id
    where l.training_day_id = any(${bigintArray(trainingDayIds)})
    order by l.training_day_id, l.position, l.id`);
  return result.rows.map((row) => ({
    trainingDayId: Number(row.training_day_id),
    dayExerciseId: Number(row.day_exercise_id),
    exerciseName: row.exercise_name,
    sets: row.sets,
  }));
};

/** The `set_<n>` keys of sets_data that prescribedSetCounts counts (its SQL rule, here in the app). */
const SET_KEY = /^set_[1-9][0-9]*$/;

/**
 * A training day's prescription as a workout keeps it, each live day exercise's number of sets, from the day's
 * places already read (dayExercisePlaces reads the rows prescribedSetCounts does, in its order): logging a workout
 * reads the day once for its sets and its prescription.
 */
export const prescriptionOf = (places: readonly DayExercisePlace[]): PrescribedCount[] =>
  places.map((place) => ({
    day_exercise_id: place.id,
    sets: Object.keys(place.setsData ?? {}).filter((key) => SET_KEY.test(key)).length,
  }));

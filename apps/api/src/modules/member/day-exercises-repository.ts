import { sql } from 'drizzle-orm';
import { groupLabel, orderedSets, type DayGroupKind, type SetsData } from '@coachboard/contract';
import { dayExerciseGroups, exercises, userExerciseActivityLogs } from '../../db/schema/index.js';
import type { Queryable } from '../../lib/db-types.js';

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

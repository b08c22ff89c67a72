import { sql } from 'drizzle-orm';
import {
  PRIMARY_SET_WEIGHT,
  SECONDARY_SET_WEIGHT,
  targetMuscleVolumeLabel,
  type ProgramVolume,
  type VolumeWeek,
} from '@coachboard/contract';
import type { Queryable } from '../../lib/db-types.js';

interface DayRow extends Record<string, unknown> {
  week_id: string;
  sequence_number: number;
  day_id: string | null;
  day_of_the_week: number | null;
  is_rest_day: boolean | null;
  exercise_count: number;
}

interface VolumeRow extends Record<string, unknown> {
  week_id: string;
  /** The row's name: a muscle group's (as the reference list spells it) or a target muscle group's value. */
  muscle_group: string;
  /** True for a target muscle group that names no muscle group (counted in a row of its own). */
  is_target: boolean;
  sets: string;
}

/**
 * The weeks and days of a live program with each day's exercise count (exercises in the trash are hidden by the
 * activity-log view); no row when the program is missing or in the trash.
 */
const weekDays = (db: Queryable, programId: number) =>
  db.execute<DayRow>(sql`
    SELECT w.id AS week_id, w.sequence_number, d.id AS day_id, d.day_of_the_week, d.is_rest_day,
           (SELECT count(*)::int FROM user_exercise_activity_logs l WHERE l.training_day_id = d.id)
             AS exercise_count
    FROM training_programs p
    JOIN training_weeks w ON w.training_program_id = p.id
    LEFT JOIN training_days d ON d.training_week_id = w.id
    WHERE p.id = ${programId}
    ORDER BY w.sequence_number, d.day_of_the_week`);

/**
 * Hard sets per week and muscle group, set-based whatever the program's size: each day exercise's set count
 * (the keys of its sets_data) counts PRIMARY_SET_WEIGHT for each of the exercise's primary muscle groups and
 * SECONDARY_SET_WEIGHT for each secondary one, or PRIMARY_SET_WEIGHT for its target muscle group when it has no
 * primary group.
 *
 * One row per muscle group, whatever the spelling or the vocabulary: rows are grouped by lower(trim(name)), so
 * 'Glutes' and 'GLUTES ' are one row (spelled as the muscle group first in the reference list), and a target
 * muscle group that is also a muscle group's name (the two vocabularies share 'chest' and 'glutes') counts in
 * that muscle group's row. Only the coarser targets (legs, back, core, ...) keep a row of their own.
 */
const weekVolumes = (db: Queryable, programId: number) =>
  db.execute<VolumeRow>(sql`
    WITH logged AS (
      SELECT w.id AS week_id, l.exercise_id,
             (SELECT count(*) FROM jsonb_object_keys(l.sets_data)) AS set_count
      FROM training_weeks w
      JOIN training_days d ON d.training_week_id = w.id
      JOIN user_exercise_activity_logs l ON l.training_day_id = d.id
      WHERE w.training_program_id = ${programId}
    ), weighted AS (
      SELECT g.week_id, m.id AS group_id, m.name, false AS is_target,
             g.set_count * CASE em.type
               WHEN 'primary' THEN ${PRIMARY_SET_WEIGHT}::numeric
               ELSE ${SECONDARY_SET_WEIGHT}::numeric
             END AS sets
      FROM logged g
      JOIN exercises e ON e.id = g.exercise_id
      JOIN exercise_muscle_groups em ON em.exercise_id = g.exercise_id
      JOIN muscle_groups m ON m.id = em.muscle_group_id
      UNION ALL
      SELECT g.week_id, same.id, coalesce(same.name, e.target_muscle_group), same.id IS NULL,
             g.set_count * ${PRIMARY_SET_WEIGHT}::numeric
      FROM logged g
      JOIN exercises e ON e.id = g.exercise_id
      LEFT JOIN LATERAL (
        SELECT m.id, m.name FROM muscle_groups m
        WHERE lower(trim(m.name)) = lower(trim(e.target_muscle_group))
        ORDER BY m.id LIMIT 1
      ) same ON true
      WHERE e.target_muscle_group IS NOT NULL
        AND NOT EXISTS (
          SELECT 1 FROM exercise_muscle_groups p WHERE p.exercise_id = g.exercise_id AND p.type = 'primary'
        )
    ), keyed AS (
      SELECT week_id, sets, is_target, lower(trim(name)) AS canonical,
             first_value(trim(name)) OVER (
               PARTITION BY is_target, lower(trim(name)) ORDER BY group_id NULLS LAST
             ) AS muscle_group
      FROM weighted
    )
    SELECT week_id, muscle_group, is_target, sum(sets)::text AS sets
    FROM keyed
    GROUP BY week_id, is_target, canonical, muscle_group`);

const byMostSets = (a: { name: string; sets: number }, b: { name: string; sets: number }) =>
  b.sets - a.sets || a.name.localeCompare(b.name);

/** A row's own name: the muscle group's, or its target muscle group's label. */
const labelOf = (row: VolumeRow) =>
  row.is_target ? targetMuscleVolumeLabel(row.muscle_group) : row.muscle_group;

/** The program's weekly volume, or null when the program is missing or in the trash. Two statements. */
export const getProgramVolume = async (db: Queryable, programId: number): Promise<ProgramVolume | null> => {
  const days = await weekDays(db, programId);
  if (days.rows.length === 0) return null;
  const volumes = await weekVolumes(db, programId);

  const weeks = new Map<string, VolumeWeek>();
  for (const row of days.rows) {
    let week = weeks.get(row.week_id);
    if (!week) {
      week = {
        id: Number(row.week_id),
        sequence_number: row.sequence_number,
        volume: [],
        total_sets: 0,
        days: [],
      };
      weeks.set(row.week_id, week);
    }
    if (row.day_id !== null)
      week.days.push({
        id: Number(row.day_id),
        day_of_the_week: row.day_of_the_week ?? 0,
        is_rest_day: row.is_rest_day ?? false,
        exercise_count: row.exercise_count,
      });
  }
  const totals = new Map<string, number>();
  for (const row of volumes.rows) {
    const week = weeks.get(row.week_id);
    if (!week) continue;
    const sets = Number(row.sets);
    const name = labelOf(row);
    week.volume.push({ muscle_group: name, sets });
    week.total_sets += sets;
    totals.set(name, (totals.get(name) ?? 0) + sets);
  }
  for (const week of weeks.values())
    week.volume.sort((a, b) => b.sets - a.sets || a.muscle_group.localeCompare(b.muscle_group));
  const muscleGroups = [...totals]
    .map(([name, sets]) => ({ name, sets }))
    .sort(byMostSets)
    .map((entry) => entry.name);
  return { program_id: programId, muscle_groups: muscleGroups, weeks: [...weeks.values()] };
};

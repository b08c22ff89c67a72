import { sql } from 'drizzle-orm';
import {
  exercisesWithTrash,
  trainingProgramsWithTrash,
  userExerciseActivityLogsWithTrash,
} from '../../db/schema/index.js';
import { exerciseRestDayClashMessage } from '@coachboard/contract/exercise-trash';
import type { Queryable } from '../../lib/db-types.js';
import { bigintArray, intArray } from '../../lib/sql.js';
import { placeAtPositions } from './exercise-positions.js';

/*
 * The places of exercises on training days while an exercise goes to the trash and comes back
 * (trash-undo-audit 1.2).
 * `user_exercise_activity_logs` is the view of live places (exercise and program not in the trash); the table
 * `user_exercise_activity_logs_with_trash` holds them all, so a trashed exercise's places keep their day,
 * position and sets.
 */

/** Locks the days, in id order (as reorders lock theirs), so their positions change one writer at a time. */
const lockDays = async (db: Queryable, dayIds: readonly number[]) => {
  if (dayIds.length === 0) return;
  await db.execute(sql`
    select id from training_days where id = any(${bigintArray(dayIds)}) order by id for update
  `);
};

/** The days holding places of the exercises, live or hidden. */
const daysOfExercises = async (db: Queryable, exerciseIds: readonly number[]) => {
  const result = await db.execute<{ training_day_id: string }>(sql`
    select distinct training_day_id from ${userExerciseActivityLogsWithTrash}
    where exercise_id = any(${bigintArray(exerciseIds)})
    order by training_day_id
  `);
  return result.rows.map((row) => Number(row.training_day_id));
};

/** Numbers the live places of the days 1..n in their current order (one statement; only changed rows written). */
const renumberDays = async (db: Queryable, dayIds: readonly number[]) => {
  if (dayIds.length === 0) return;
  await db.execute(sql`
    with ordered as (
      select l.id,
        row_number() over (partition by l.training_day_id order by l.position, l.id)::int as position
      from user_exercise_activity_logs l
      where l.training_day_id = any(${bigintArray(dayIds)})
    )
    update user_exercise_activity_logs l
    set position = ordered.position, updated_at = now()
    from ordered
    where l.id = ordered.id and l.position <> ordered.position
  `);
};

/**
 * After exercises went to the trash: the other live places of their days close up (1..n). The hidden places
 * keep their positions, to come back to them.
 */
export const closeUpDaysOfTrashedExercises = async (db: Queryable, exerciseIds: readonly number[]) => {
  const days = await daysOfExercises(db, exerciseIds);
  await lockDays(db, days);
  await renumberDays(db, days);
};

/**
 * After exercises came back: each of their (now live again) places goes back to its old position on its day
 * (`placeAtPositions`) and the day is numbered 1..n in one statement.
 */
export const reopenDaysOfRestoredExercises = async (db: Queryable, exerciseIds: readonly number[]) => {
  const days = await daysOfExercises(db, exerciseIds);
  if (days.length === 0) return;
  await lockDays(db, days);
  const result = await db.execute<{
    id: string;
    training_day_id: string;
    position: number;
    restored: boolean;
  }>(sql`
    select l.id, l.training_day_id, l.position, l.exercise_id = any(${bigintArray(exerciseIds)}) as restored
    from user_exercise_activity_logs l
    where l.training_day_id = any(${bigintArray(days)})
    order by l.training_day_id, l.position, l.id
  `);
  const byDay = new Map<number, { live: number[]; restored: { id: number; position: number }[] }>();
  for (const row of result.rows) {
    const day = Number(row.training_day_id);
    const places = byDay.get(day) ?? { live: [], restored: [] };
    if (row.restored) places.restored.push({ id: Number(row.id), position: row.position });
    else places.live.push(Number(row.id));
    byDay.set(day, places);
  }
  const ids: number[] = [];
  const positions: number[] = [];
  for (const places of byDay.values()) {
    placeAtPositions(places.live, places.restored).forEach((id, index) => {
      ids.push(id);
      positions.push(index + 1);
    });
  }
  if (ids.length === 0) return;
  await db.execute(sql`
    update user_exercise_activity_logs l
    set position = wanted.position, updated_at = now()
    from unnest(${bigintArray(ids)}, ${intArray(positions)}) as wanted(id, position)
    where l.id = wanted.id and l.position <> wanted.position
  `);
};

/**
 * Why the exercises cannot come back, or null: a place of theirs is on a day that became a rest day while they
 * were in the trash (a program's training days changed). Names the first such place.
 */
export const restDayClash = async (db: Queryable, exerciseIds: readonly number[]) => {
  const result = await db.execute<{
    exercise: string;
    day_of_the_week: number;
    week: number;
    program: string;
  }>(sql`
    select e.name as exercise, d.day_of_the_week, w.sequence_number as week, p.name as program
    from ${userExerciseActivityLogsWithTrash} l
    join ${exercisesWithTrash} e on e.id = l.exercise_id
    join training_days d on d.id = l.training_day_id
    join training_weeks w on w.id = d.training_week_id
    join ${trainingProgramsWithTrash} p on p.id = w.training_program_id
    where l.exercise_id = any(${bigintArray(exerciseIds)}) and l.deleted_at is null and d.is_rest_day
    order by e.name, p.name, w.sequence_number, d.day_of_the_week
    limit 1
  `);
  const place = result.rows[0];
  return place
    ? exerciseRestDayClashMessage({
        exercise: place.exercise,
        dayOfTheWeek: place.day_of_the_week,
        week: place.week,
        program: place.program,
      })
    : null;
};

/** What goes with each exercise: the days holding it and the programs listing it (live programs only). */
export const exerciseContents = async (db: Queryable, exerciseIds: number[]) => {
  const result = await db.execute<{ id: string; days: number; programs: number }>(sql`
    select e.id,
      (select count(distinct l.training_day_id) from ${userExerciseActivityLogsWithTrash} l
        join training_days d on d.id = l.training_day_id
        join training_weeks w on w.id = d.training_week_id
        join training_programs p on p.id = w.training_program_id
        where l.exercise_id = e.id and l.deleted_at is null)::int as days,
      (select count(*) from program_exercises pe
        join training_programs p on p.id = pe.training_program_id
        where pe.exercise_id = e.id)::int as programs
    from unnest(${bigintArray(exerciseIds)}) as e(id)
  `);
  return new Map(result.rows.map((row) => [Number(row.id), { days: row.days, programs: row.programs }]));
};

import { and, asc, eq, sql } from 'drizzle-orm';
import type { SetsData } from '@coachboard/contract';
import {
  exercises,
  trainingDays,
  trainingPrograms,
  trainingWeeks,
  userExerciseActivityLogs,
} from '../../db/schema/index.js';
import type { Queryable } from '../../lib/db-types.js';
import { bigintArray, intArray } from '../../lib/sql.js';
import { dayExerciseColumns, type DayExerciseRow } from './day-exercise-rows.js';

export interface DayRow {
  id: number;
  dayOfTheWeek: number;
  isRestDay: boolean;
  programId: number;
}

const dayColumns = {
  id: trainingDays.id,
  dayOfTheWeek: trainingDays.dayOfTheWeek,
  isRestDay: trainingDays.isRestDay,
  programId: trainingWeeks.trainingProgramId,
};

/** The day's program is live: `training_programs` is the view without the programs in the trash. */
const programIsLive = () =>
  sql`exists (select 1 from ${trainingPrograms} p where p.id = ${trainingWeeks.trainingProgramId})`;

/**
 * Locks a training day for a change of its exercises (add, remove, reorder run one at a time per day, so
 * positions stay 1..n); null when it does not exist or its program is in the trash.
 */
export const lockDay = async (db: Queryable, dayId: number): Promise<DayRow | null> => {
  const [row] = await db
    .select(dayColumns)
    .from(trainingDays)
    .innerJoin(trainingWeeks, eq(trainingWeeks.id, trainingDays.trainingWeekId))
    .where(and(eq(trainingDays.id, dayId), programIsLive()))
    .for('update', { of: trainingDays });
  return row ?? null;
};

/** Locks every training (non-rest) day of the program on that day of the week, in id order. */
export const lockMatchingDays = async (db: Queryable, programId: number, dayOfTheWeek: number) =>
  db
    .select(dayColumns)
    .from(trainingDays)
    .innerJoin(trainingWeeks, eq(trainingWeeks.id, trainingDays.trainingWeekId))
    .where(
      and(
        eq(trainingWeeks.trainingProgramId, programId),
        eq(trainingDays.dayOfTheWeek, dayOfTheWeek),
        eq(trainingDays.isRestDay, false),
      ),
    )
    .orderBy(asc(trainingDays.id))
    .for('update', { of: trainingDays });

export const findDayExercise = async (db: Queryable, logId: number): Promise<DayExerciseRow | null> => {
  const [row] = await db
    .select(dayExerciseColumns)
    .from(userExerciseActivityLogs)
    .innerJoin(exercises, eq(exercises.id, userExerciseActivityLogs.exerciseId))
    .where(eq(userExerciseActivityLogs.id, logId));
  return row ?? null;
};

/** The day's logs with their exercises, in position order. */
export const dayExercisesOfDay = async (db: Queryable, dayId: number): Promise<DayExerciseRow[]> =>
  db
    .select(dayExerciseColumns)
    .from(userExerciseActivityLogs)
    .innerJoin(exercises, eq(exercises.id, userExerciseActivityLogs.exerciseId))
    .where(eq(userExerciseActivityLogs.trainingDayId, dayId))
    .orderBy(asc(userExerciseActivityLogs.position), asc(userExerciseActivityLogs.id));

/** The day a log belongs to, or null when the log does not exist. */
export const dayOfDayExercise = async (db: Queryable, logId: number) => {
  const [row] = await db
    .select({ dayId: userExerciseActivityLogs.trainingDayId })
    .from(userExerciseActivityLogs)
    .where(eq(userExerciseActivityLogs.id, logId));
  return row?.dayId ?? null;
};

/** Which of the ids are logs of another day or no log at all. */
export const idsNotOnDay = async (db: Queryable, dayId: number, logIds: readonly number[]) => {
  const rows = await db
    .select({ id: userExerciseActivityLogs.id })
    .from(userExerciseActivityLogs)
    .where(
      and(
        eq(userExerciseActivityLogs.trainingDayId, dayId),
        sql`${userExerciseActivityLogs.id} = any(${bigintArray(logIds)})`,
      ),
    );
  const onDay = new Set(rows.map((row) => row.id));
  return logIds.filter((id) => !onDay.has(id));
};

/**
 * Numbers the day's logs 1..n in one statement: by the wanted position where one is given, otherwise by the
 * current one; on a tie the log that was given the position goes first. Only changed rows are written.
 */
export const renumberDay = async (
  db: Queryable,
  dayId: number,
  wanted: ReadonlyMap<number, number> = new Map(),
) => {
  const ids = [...wanted.keys()];
  await db.execute(sql`
    with wanted as (
      select * from unnest(${bigintArray(ids)}, ${intArray(ids.map((id) => wanted.get(id) ?? 0))}) as w(id, position)
    ),
    ordered as (
      select l.id,
        row_number() over (order by coalesce(w.position, l.position), w.id is null, l.position, l.id)::int as position
      from ${userExerciseActivityLogs} l
      left join wanted w on w.id = l.id
      where l.training_day_id = ${dayId}
    )
    update ${userExerciseActivityLogs} l
    set position = ordered.position, updated_at = now()
    from ordered
    where l.id = ordered.id and l.position <> ordered.position
  `);
};

/** Saves a log's sets; false when the log does not exist. */
export const updateDayExerciseSets = async (db: Queryable, logId: number, setsData: SetsData) => {
  const updated = await db
    .update(userExerciseActivityLogs)
    .set({ setsData, updatedAt: new Date() })
    .where(eq(userExerciseActivityLogs.id, logId))
    .returning({ id: userExerciseActivityLogs.id });
  return updated.length > 0;
};

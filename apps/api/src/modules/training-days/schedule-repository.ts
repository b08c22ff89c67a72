import { and, asc, eq, gt, inArray, sql } from 'drizzle-orm';
import { absoluteDayNumber, type TrainingDay, type TrainingWeek } from '@coachboard/contract';
import {
  trainingDays,
  trainingPrograms,
  trainingWeeks,
  userExerciseActivityLogs,
} from '../../db/schema/index.js';
import type { Queryable, Transaction } from '../../lib/db-types.js';
import { equals } from '../../lib/list-filters.js';
import { pagedList } from '../../lib/paged-list.js';
import { bigintArray, intArray, rowExists } from '../../lib/sql.js';
import { createWeeks, trainingDayPattern } from './program-tree-writer/index.js';

/** Whether the program whose schedule is asked for exists. */
export const scheduleExists = (db: Queryable, programId: number) =>
  rowExists(db, trainingPrograms, programId);

export interface ScheduleChange {
  programId: number;
  currentDuration: number;
  nextDuration: number;
  currentTrainingDays: number | null;
  nextTrainingDays: number | null;
}

export interface BlockedScheduleChange {
  /** Sequence numbers of weeks that would be removed although they hold assigned exercises. */
  weeks: number[];
  /** Absolute numbers of days that would become rest days although they hold assigned exercises. */
  days: number[];
}

const trainingDaysChanged = (change: ScheduleChange) =>
  change.nextTrainingDays !== null && change.nextTrainingDays !== change.currentTrainingDays;

/**
 * Finds the weeks and days an edit would destroy although they hold assigned exercises. The affected days
 * are locked first (FOR UPDATE conflicts with the key-share lock an exercise assignment takes on its day),
 * then checked in a second statement, so an assignment committed meanwhile is seen.
 */
export const findBlockedScheduleChange = async (
  tx: Transaction,
  change: ScheduleChange,
): Promise<BlockedScheduleChange> => {
  const removesWeeks = change.nextDuration < change.currentDuration;
  const remarks = trainingDaysChanged(change);
  if (!removesWeeks && !remarks) return { weeks: [], days: [] };

  const restPattern = remarks ? trainingDayPattern(change.nextTrainingDays) : [];
  const affected = await tx.execute<{ id: string; sequence_number: number; day_of_the_week: number }>(sql`
    select d.id, w.sequence_number, d.day_of_the_week
    from ${trainingDays} d
    join ${trainingWeeks} w on w.id = d.training_week_id
    where w.training_program_id = ${change.programId}
      and (
        w.sequence_number > ${change.nextDuration}
        or (${remarks} and not d.is_rest_day and not (d.day_of_the_week = any(${intArray(restPattern)})))
      )
    order by w.sequence_number, d.day_of_the_week
    for update of d
  `);
  if (affected.rows.length === 0) return { weeks: [], days: [] };

  const holding = await tx
    .selectDistinct({ dayId: userExerciseActivityLogs.trainingDayId })
    .from(userExerciseActivityLogs)
    .where(
      sql`${userExerciseActivityLogs.trainingDayId} = any(${bigintArray(affected.rows.map((row) => Number(row.id)))})`,
    );
  const holdingIds = new Set(holding.map((row) => row.dayId));

  const weeks = new Set<number>();
  const days: number[] = [];
  for (const row of affected.rows) {
    if (!holdingIds.has(Number(row.id))) continue;
    if (row.sequence_number > change.nextDuration) weeks.add(row.sequence_number);
    else days.push(absoluteDayNumber(row.sequence_number, row.day_of_the_week));
  }
  return { weeks: [...weeks], days };
};

/** Applies a checked schedule change: removes or adds weeks at the end and re-marks rest days. */
export const applyScheduleChange = async (tx: Transaction, change: ScheduleChange) => {
  if (change.nextDuration < change.currentDuration) {
    await tx
      .delete(trainingWeeks)
      .where(
        and(
          eq(trainingWeeks.trainingProgramId, change.programId),
          gt(trainingWeeks.sequenceNumber, change.nextDuration),
        ),
      );
  }
  const daysPerWeek = change.nextTrainingDays ?? change.currentTrainingDays;
  if (trainingDaysChanged(change)) {
    const pattern = intArray(trainingDayPattern(daysPerWeek));
    await tx.execute(sql`
      update ${trainingDays} d
      set is_rest_day = not (d.day_of_the_week = any(${pattern}))
      from ${trainingWeeks} w
      where w.id = d.training_week_id
        and w.training_program_id = ${change.programId}
        and d.is_rest_day is distinct from not (d.day_of_the_week = any(${pattern}))
    `);
  }
  if (change.nextDuration > change.currentDuration) {
    await createWeeks(tx, change.programId, change.currentDuration + 1, change.nextDuration, daysPerWeek);
  }
};

const daysOfWeeks = async (db: Queryable, weekIds: number[]) => {
  if (weekIds.length === 0) return new Map<number, TrainingDay[]>();
  const rows = await db
    .select()
    .from(trainingDays)
    .where(inArray(trainingDays.trainingWeekId, weekIds))
    .orderBy(asc(trainingDays.trainingWeekId), asc(trainingDays.dayOfTheWeek));
  const byWeek = new Map<number, TrainingDay[]>();
  for (const row of rows) {
    const list = byWeek.get(row.trainingWeekId) ?? [];
    list.push({ id: row.id, day_of_the_week: row.dayOfTheWeek, is_rest_day: row.isRestDay });
    byWeek.set(row.trainingWeekId, list);
  }
  return byWeek;
};

const weeksWithDays = async (
  db: Queryable,
  weeks: { id: number; sequenceNumber: number }[],
): Promise<TrainingWeek[]> => {
  const days = await daysOfWeeks(
    db,
    weeks.map((week) => week.id),
  );
  return weeks.map((week) => ({
    id: week.id,
    sequence_number: week.sequenceNumber,
    training_days: days.get(week.id) ?? [],
  }));
};

const weekColumns = { id: trainingWeeks.id, sequenceNumber: trainingWeeks.sequenceNumber };

/** A program's weeks in sequence order (at most 52: counted, not kept); with their days, two queries a page. */
const weekList = pagedList({
  name: 'training_weeks',
  table: trainingWeeks,
  key: trainingWeeks.id,
  columns: weekColumns,
  orderBy: { column: trainingWeeks.sequenceNumber, direction: 'asc' },
  filters: { programId: equals<number>(trainingWeeks.trainingProgramId) },
});

export const listWeeksPage = async (db: Queryable, programId: number, page: number, perPage: number) => {
  const { items, total } = await weekList(db, { programId }, { page, perPage });
  return { items: await weeksWithDays(db, items), total };
};

/** Every week of a program (at most 52) with its days. */
export const listAllWeeks = async (db: Queryable, programId: number) => {
  const weeks = await db
    .select(weekColumns)
    .from(trainingWeeks)
    .where(eq(trainingWeeks.trainingProgramId, programId))
    .orderBy(asc(trainingWeeks.sequenceNumber));
  return weeksWithDays(db, weeks);
};

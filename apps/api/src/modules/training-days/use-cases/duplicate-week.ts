import { sql } from 'drizzle-orm';
import {
  DURATION_WEEKS_MAX,
  programCopyMessages,
  programMessages,
  type DuplicateWeek,
  type TrainingWeek,
} from '@coachboard/contract';
import {
  exercisesWithTrash,
  trainingDays,
  trainingProgramsWithTrash,
  trainingWeeks,
  userExerciseActivityLogsWithTrash,
} from '../../../db/schema/index.js';
import type { Transaction } from '../../../lib/db-types.js';
import { conflict, invalidField, notFound } from '../../../lib/errors.js';
import type { TrashContext } from '../../../lib/trash.js';
import { copyWeekExercisesOnto, trashDayExercises, weekCopyCtes } from '../program-tree-writer/index.js';
import { queueProgramComplianceRefresh } from '../program-edit-refresh.js';

/** What a replace took off the target week, for the audit entry. */
export interface ReplacedDayExercise {
  day_of_the_week: number;
  exercise: { id: number; name: string };
}

export interface DuplicatedWeek {
  weekId: number;
  sourceWeek: number;
  targetWeek: number;
  replaced: ReplacedDayExercise[];
  /** The trash batch holding what a replace took off the target week (Undo restores it), or null. */
  trashBatchId: string | null;
}

/**
 * Duplicates a week of a program in the request transaction. Without a target the copy becomes the next week
 * (duration_weeks grows by one, so weeks stay 1..n): one statement copies the week (the program tree writer's
 * weekCopyCtes: its days, rest days as the source's, groups and day exercises) and bumps the program. With a
 * target week of the same program its days take the source's days in order; a target that holds exercises is
 * refused (409) unless `replace`, which first moves them to the trash (one entry each, one batch). A fixed number
 * of statements whatever the week holds.
 */
export const duplicateWeek = async (
  tx: Transaction,
  context: TrashContext,
  programId: number,
  weekId: number,
  input: DuplicateWeek,
): Promise<DuplicatedWeek> => {
  const found = await tx.execute<{ duration_weeks: number; sequence_number: number }>(sql`
    select p.duration_weeks, w.sequence_number
    from ${trainingProgramsWithTrash} p
    join ${trainingWeeks} w on w.training_program_id = p.id
    where p.id = ${programId} and w.id = ${weekId} and p.deleted_at is null
    for update of p
  `);
  const source = found.rows[0];
  if (!source) throw notFound(programMessages.weekNotFound);

  if (input.target_week_id === undefined) {
    if (source.duration_weeks >= DURATION_WEEKS_MAX) throw conflict(programCopyMessages.tooManyWeeks);
    const next = source.duration_weeks + 1;
    const created = await tx.execute<{ id: string }>(sql`
      with week_pairs as (
        select ${weekId}::bigint as source_week_id, ${programId}::bigint as program_id, ${next}::int as sequence_number
      ),
      ${weekCopyCtes('week_pairs')},
      bumped as (
        update ${trainingProgramsWithTrash} p
        set duration_weeks = ${next},
          updated_at = greatest(date_trunc('milliseconds', now()), date_trunc('milliseconds', p.updated_at) + interval '1 millisecond')
        where p.id = ${programId}
        returning p.id
      )
      select id from new_weeks
    `);
    const [row] = created.rows;
    if (!row) throw new Error('Week copy returned no row');
    await queueProgramComplianceRefresh(tx, [programId]);
    return {
      weekId: Number(row.id),
      sourceWeek: source.sequence_number,
      targetWeek: next,
      replaced: [],
      trashBatchId: null,
    };
  }

  const targetWeekId = input.target_week_id;
  if (targetWeekId === weekId) throw invalidField('target_week_id', programCopyMessages.targetWeekIsSource);
  const targetFound = await tx.execute<{ sequence_number: number }>(sql`
    select sequence_number from ${trainingWeeks}
    where id = ${targetWeekId} and training_program_id = ${programId}
  `);
  const target = targetFound.rows[0];
  if (!target) throw invalidField('target_week_id', programCopyMessages.targetWeekNotFound);

  // The target's days are locked (a concurrent add takes a key-share lock on its day) before reading them.
  const held = await tx.execute<{
    id: string;
    day_of_the_week: number;
    exercise_id: string;
    name: string;
  }>(sql`
    with locked as (
      select id, day_of_the_week from ${trainingDays} where training_week_id = ${targetWeekId} for update
    )
    select l.id, locked.day_of_the_week, l.exercise_id, e.name
    from locked
    join ${userExerciseActivityLogsWithTrash} l on l.training_day_id = locked.id and l.deleted_at is null
    join ${exercisesWithTrash} e on e.id = l.exercise_id
    order by locked.day_of_the_week, l.position, l.id
  `);
  const replaced = held.rows.map((row) => ({
    day_of_the_week: row.day_of_the_week,
    exercise: { id: Number(row.exercise_id), name: row.name },
  }));
  let trashBatchId: string | null = null;
  if (replaced.length > 0) {
    if (!input.replace) throw conflict(programCopyMessages.targetHoldsExercises(target.sequence_number));
    trashBatchId = await trashDayExercises(
      tx,
      context,
      held.rows.map((row) => Number(row.id)),
    );
  }
  await tx.execute(sql`
    with marked as (
      update ${trainingDays} target
      set is_rest_day = source.is_rest_day
      from ${trainingDays} source
      where target.training_week_id = ${targetWeekId} and source.training_week_id = ${weekId}
        and source.day_of_the_week = target.day_of_the_week and target.is_rest_day <> source.is_rest_day
      returning target.id
    )
    update ${trainingProgramsWithTrash} p
    set updated_at = greatest(date_trunc('milliseconds', now()), date_trunc('milliseconds', p.updated_at) + interval '1 millisecond')
    where p.id = ${programId}
  `);
  await copyWeekExercisesOnto(tx, weekId, targetWeekId);
  await queueProgramComplianceRefresh(tx, [programId]);
  return {
    weekId: targetWeekId,
    sourceWeek: source.sequence_number,
    targetWeek: target.sequence_number,
    replaced,
    trashBatchId,
  };
};

/** A week with its 7 days (the answer of a week copy), or null. */
export const findWeekWithDays = async (tx: Transaction, weekId: number): Promise<TrainingWeek | null> => {
  const result = await tx.execute<{
    id: string;
    sequence_number: number;
    day_id: string;
    day_of_the_week: number;
    is_rest_day: boolean;
  }>(sql`
    select w.id, w.sequence_number, d.id as day_id, d.day_of_the_week, d.is_rest_day
    from ${trainingWeeks} w join ${trainingDays} d on d.training_week_id = w.id
    where w.id = ${weekId}
    order by d.day_of_the_week
  `);
  const [first] = result.rows;
  if (!first) return null;
  return {
    id: Number(first.id),
    sequence_number: first.sequence_number,
    training_days: result.rows.map((row) => ({
      id: Number(row.day_id),
      day_of_the_week: row.day_of_the_week,
      is_rest_day: row.is_rest_day,
    })),
  };
};

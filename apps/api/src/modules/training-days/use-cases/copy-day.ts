import { sql } from 'drizzle-orm';
import { trainingDayName } from '@coachboard/contract/labels';
import {
  programCopyMessages,
  trainingDayMessages,
  type CopyDay,
  type CopyDayResult,
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
import { bigintArray } from '../../../lib/sql.js';
import type { TrashContext } from '../../../lib/trash.js';
import { appendDayCopy, trashDayExercises } from '../program-tree-writer/index.js';
import { queueDayComplianceRefresh } from '../program-edit-refresh.js';

export interface CopiedDay {
  result: CopyDayResult;
  /** Each target day as the audit log names it, with the exercises a replace took off it. */
  targets: { id: number; name: string; replaced: string[] }[];
  source: { id: number; name: string };
  /** The trash batch holding what a replace took off the targets (Undo restores it), or null. */
  trashBatchId: string | null;
}

interface DayRow extends Record<string, unknown> {
  id: string;
  day_of_the_week: number;
  is_rest_day: boolean;
  sequence_number: number;
  program: string;
}

const dayName = (row: DayRow) => trainingDayName(row.sequence_number, row.day_of_the_week, row.program);

/** Days of live programs among `ids`, locked (FOR UPDATE) in week and day order. */
const lockDays = (tx: Transaction, ids: number[]) =>
  tx.execute<DayRow>(sql`
    select d.id, d.day_of_the_week, d.is_rest_day, w.sequence_number, p.name as program
    from ${trainingDays} d
    join ${trainingWeeks} w on w.id = d.training_week_id
    join ${trainingProgramsWithTrash} p on p.id = w.training_program_id
    where d.id = any(${bigintArray(ids)}) and p.deleted_at is null
    order by p.id, w.sequence_number, d.day_of_the_week
    for update of d
  `);

/**
 * Copies a day's exercises with their sets to other days (of any live program) in the request transaction.
 * `append` puts them after each target's exercises (positions continue) and skips an exercise the target already
 * holds (reported); `replace` first moves the targets' exercises to the trash (one entry each, one batch:
 * day-exercise-record.ts). Rest days among the targets are refused with 409 naming them, changing nothing. A
 * fixed number of statements, whatever the number of days and exercises.
 */
export const copyDay = async (
  tx: Transaction,
  context: TrashContext,
  sourceId: number,
  input: CopyDay,
): Promise<CopiedDay> => {
  const targetIds = input.target_day_ids;
  if (targetIds.includes(sourceId)) {
    throw invalidField('target_day_ids', programCopyMessages.targetDayIsSource);
  }
  const locked = await lockDays(tx, [sourceId, ...targetIds]);
  const byId = new Map(locked.rows.map((row) => [Number(row.id), row]));
  const source = byId.get(sourceId);
  if (!source) throw notFound(trainingDayMessages.notFound);
  const missing = targetIds.filter((id) => !byId.has(id));
  if (missing.length > 0) throw notFound(programCopyMessages.targetDaysNotFound(missing));
  const targets = locked.rows.filter((row) => Number(row.id) !== sourceId);
  const restDays = targets.filter((row) => row.is_rest_day);
  if (restDays.length > 0) {
    const messages = restDays.map((row) =>
      programCopyMessages.restDay(row.day_of_the_week, row.sequence_number),
    );
    throw conflict(messages.join('. '), { target_day_ids: messages });
  }

  const replaced = new Map<number, string[]>();
  let trashBatchId: string | null = null;
  if (input.mode === 'replace') {
    const held = await tx.execute<{ id: string; training_day_id: string; name: string }>(sql`
      select l.id, l.training_day_id, e.name
      from ${userExerciseActivityLogsWithTrash} l join ${exercisesWithTrash} e on e.id = l.exercise_id
      where l.training_day_id = any(${bigintArray(targetIds)}) and l.deleted_at is null
      order by l.training_day_id, l.position, l.id
    `);
    for (const row of held.rows) {
      const dayId = Number(row.training_day_id);
      replaced.set(dayId, [...(replaced.get(dayId) ?? []), row.name]);
    }
    trashBatchId = await trashDayExercises(
      tx,
      context,
      held.rows.map((row) => Number(row.id)),
    );
  }

  const { copied, skipped } = await appendDayCopy(tx, sourceId, targetIds);
  await queueDayComplianceRefresh(tx, targetIds);
  return {
    result: { copied, skipped: skipped.length, skipped_exercises: skipped },
    targets: targets.map((target) => ({
      id: Number(target.id),
      name: dayName(target),
      replaced: replaced.get(Number(target.id)) ?? [],
    })),
    source: { id: sourceId, name: dayName(source) },
    trashBatchId,
  };
};

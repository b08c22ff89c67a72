import { sql } from 'drizzle-orm';
import { userExerciseActivityLogsWithTrash } from '../../../db/schema/index.js';
import type { Transaction } from '../../../lib/db-types.js';
import { bigintArray, intArray } from '../../../lib/sql.js';
import type { TrashContext } from '../../../lib/trash.js';
import {
  insertDayExercisesAt,
  insertEmptyWeeks,
  insertGroups,
  trashDayExercises,
  upsertDays,
  type NewGroup,
} from '../../training-days/public.js';
import type { SyncOperation } from './merge.js';
import { dayPlace, rowPlace, type LoadedProgram } from './template-sync-repository.js';
import { setsDataOf } from './snapshot.js';

type WriteDay = Extract<SyncOperation, { type: 'write-day' }>;

/**
 * Writes a merge's operations to one copy, in the caller's transaction (a savepoint per copy): weeks and days
 * added or removed (the merge removes only weeks and days holding no exercises), rest flags, then each written day's groups
 * and exercises matched to the copy's rows by key: the ones the merge removed go to the trash, new ones are
 * inserted naming the template rows they come from, the others updated in place. Set-based per kind of change;
 * the copy's days are read again only when the operations added some (else the loaded ids serve).
 */
export const applySyncOperations = async (
  tx: Transaction,
  context: TrashContext,
  copyId: number,
  copy: LoadedProgram,
  operations: readonly SyncOperation[],
) => {
  const of = <T extends SyncOperation['type']>(type: T) =>
    operations.filter(
      (operation): operation is Extract<SyncOperation, { type: T }> => operation.type === type,
    );
  const addedWeeks = of('add-week').map((operation) => operation.week);
  const removedWeeks = of('remove-week').map((operation) => operation.week);
  if (removedWeeks.length > 0) {
    await tx.execute(sql`
      delete from training_weeks
      where training_program_id = ${copyId} and sequence_number = any(${intArray(removedWeeks)})`);
  }
  await insertEmptyWeeks(tx, copyId, addedWeeks);
  if (addedWeeks.length > 0 || removedWeeks.length > 0) {
    await tx.execute(sql`
      update training_programs set duration_weeks = greatest(1, least(52,
        (select count(*) from training_weeks where training_program_id = ${copyId})))
      where id = ${copyId}`);
  }
  const removedDays = of('remove-day');
  if (removedDays.length > 0) {
    const ids = removedDays.flatMap(
      (operation) => copy.dayIds.get(dayPlace(operation.week, operation.day)) ?? [],
    );
    await tx.execute(sql`delete from training_days where id = any(${bigintArray(ids)})`);
  }
  const addedDays = of('add-day');
  const restDays = of('set-rest');
  await upsertDays(tx, copyId, [...addedDays, ...restDays]);
  const writes = of('write-day');
  if (writes.length === 0) return;
  // A day written is one the copy had or one just added (the merge writes no day it removes).
  const added = addedWeeks.length > 0 || addedDays.length > 0;
  const dayIds = added ? await readDayIds(tx, copyId) : copy.dayIds;
  await writeDays(tx, context, copyId, copy, dayIds, writes);
};

/** The copy's days by place, read again once the operations added some. */
const readDayIds = async (tx: Transaction, copyId: number) => {
  const dayRows = await tx.execute<{ id: string; week: number; day: number }>(sql`
    select d.id, w.sequence_number as week, d.day_of_the_week as day
    from training_days d join training_weeks w on w.id = d.training_week_id
    where w.training_program_id = ${copyId}`);
  return new Map(dayRows.rows.map((row) => [dayPlace(row.week, row.day), Number(row.id)]));
};

const writeDays = async (
  tx: Transaction,
  context: TrashContext,
  copyId: number,
  copy: LoadedProgram,
  dayIds: ReadonlyMap<string, number>,
  writes: readonly WriteDay[],
) => {
  const keptLogs = new Set<number>();
  const keptGroups = new Set<number>();
  const newGroups: (NewGroup & { place: string })[] = [];
  const changedGroups: { id: number; kind: string; rounds: number | null }[] = [];
  for (const write of writes) {
    const dayId = dayIds.get(dayPlace(write.week, write.day));
    if (dayId === undefined) continue;
    for (const group of write.groups) {
      const id = copy.groupIds.get(rowPlace(write.week, write.day, group.key));
      if (id === undefined)
        newGroups.push({
          place: rowPlace(write.week, write.day, group.key),
          dayId,
          kind: group.kind,
          rounds: group.rounds,
          templateGroupId: Number(group.key),
        });
      else {
        keptGroups.add(id);
        changedGroups.push({ id, kind: group.kind, rounds: group.rounds });
      }
    }
    for (const exercise of write.exercises) {
      const id = copy.logIds.get(rowPlace(write.week, write.day, exercise.key));
      if (id !== undefined) keptLogs.add(id);
    }
  }
  const written = new Set(writes.map((write) => dayPlace(write.week, write.day)));
  const inWrittenDays = <T>(ids: Map<string, T>) =>
    [...ids].filter(([place]) => written.has(place.split(':').slice(0, 2).join(':'))).map(([, id]) => id);
  const goneLogs = inWrittenDays(copy.logIds).filter((id) => !keptLogs.has(id));
  const goneGroups = inWrittenDays(copy.groupIds).filter((id) => !keptGroups.has(id));

  // Removed exercises leave first, so an exercise added back on the same day does not meet its live row.
  await trashDayExercises(tx, context, goneLogs);
  if (goneGroups.length > 0) {
    await tx.execute(sql`delete from day_exercise_groups where id = any(${bigintArray(goneGroups)})`);
  }
  const groupIdOf = new Map<string, number>();
  for (const [place, id] of copy.groupIds) groupIdOf.set(place, id);
  const newGroupIds = await insertGroups(tx, newGroups);
  newGroups.forEach((group, index) => groupIdOf.set(group.place, newGroupIds[index]!));
  if (changedGroups.length > 0) {
    await tx.execute(sql`
      update day_exercise_groups g set kind = r.kind, rounds = r.rounds
      from jsonb_to_recordset(${JSON.stringify(changedGroups)}::jsonb) as r(id bigint, kind text, rounds int)
      where g.id = r.id and (g.kind, g.rounds) is distinct from (r.kind, r.rounds)`);
  }

  const rows = writes.flatMap((write) => {
    const dayId = dayIds.get(dayPlace(write.week, write.day));
    if (dayId === undefined) return [];
    return write.exercises.map((exercise, index) => ({
      id: copy.logIds.get(rowPlace(write.week, write.day, exercise.key)) ?? null,
      day_id: dayId,
      template_log_id: exercise.key.startsWith('copy:') ? null : Number(exercise.key),
      exercise_id: exercise.exercise_id,
      position: index + 1,
      sets_data: setsDataOf(exercise.sets),
      group_id:
        exercise.group === null
          ? null
          : (groupIdOf.get(rowPlace(write.week, write.day, exercise.group)) ?? null),
    }));
  });
  const recordset = sql`jsonb_to_recordset(${JSON.stringify(rows)}::jsonb) as r(id bigint, day_id bigint,
    template_log_id bigint, exercise_id bigint, position int, sets_data jsonb, group_id bigint)`;
  // The rows changing exercise leave the day's (day, exercise) index first and come back with their new one, so
  // exercises swapped between rows of a day do not meet their old rows (the merge leaves no day holding one twice).
  await tx.execute(sql`
    update ${userExerciseActivityLogsWithTrash} l set deleted_at = now()
    from ${recordset}
    where r.id is not null and l.id = r.id and l.exercise_id <> r.exercise_id`);
  await tx.execute(sql`
    update ${userExerciseActivityLogsWithTrash} l
    set exercise_id = r.exercise_id, position = r.position, sets_data = r.sets_data, group_id = r.group_id,
      deleted_at = null, updated_at = now()
    from ${recordset}
    where r.id is not null and l.id = r.id
      and (l.exercise_id, l.position, l.sets_data, l.group_id, l.deleted_at) is distinct from
        (r.exercise_id, r.position, r.sets_data, r.group_id, null)`);
  // Every exercise on a day of a program is listed under the program too.
  await insertDayExercisesAt(
    tx,
    copyId,
    rows
      .filter((row) => row.id === null)
      .map((row) => ({
        dayId: row.day_id,
        exerciseId: row.exercise_id,
        position: row.position,
        setsData: row.sets_data,
        groupId: row.group_id,
        templateLogId: row.template_log_id,
      })),
    rows.map((row) => row.exercise_id),
  );
};

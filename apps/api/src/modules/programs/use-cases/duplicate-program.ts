import { sql } from 'drizzle-orm';
import { duplicateProgramName, programMessages } from '@coachboard/contract';
import type { Database } from '../../../db/client.js';
import {
  programExercises,
  trainingDays,
  trainingProgramsWithTrash,
  trainingWeeks,
} from '../../../db/schema/index.js';
import type { Transaction } from '../../../lib/db-types.js';
import { notFound } from '../../../lib/errors.js';
import { columnList } from '../../../lib/copied-columns.js';
import { insertFileRow } from '../../../lib/files-repository.js';
import { putTrackedFile } from '../../../lib/put-tracked-file.js';
import type { FileStorage } from '../../../storage/index.js';
import { dayExercisesCopyCtes } from '../../training-days/public.js';
import {
  copiedImageKey,
  lockCopySource,
  programCopiedColumns,
  readAll,
  type CopySource,
} from '../program-copy-source.js';
import { recordCopyBases } from '../template-sync/template-sync-repository.js';

export interface DuplicateProgramContext {
  /** The app's pool: the stored copy's sweep job is queued outside the request transaction. */
  db: Database;
  storage: FileStorage;
}

/** Stores a copy of the source image under a new name and records its own files row (null: none to copy). */
const copyImage = async (tx: Transaction, context: DuplicateProgramContext, source: CopySource) => {
  if (!source.image) return null;
  const stored = await context.storage.get(source.image.storageName);
  if (!stored) return null;
  const data = await readAll(stored.body);
  const storageName = copiedImageKey(source.image.storageName);
  await putTrackedFile(context.db, context.storage, storageName, data, source.image.mime);
  return insertFileRow(tx, {
    fullPath: context.storage.publicPath(storageName),
    originalName: source.image.originalName,
    storageName,
    mime: source.image.mime,
    size: data.length,
  });
};

/**
 * Duplicates a live program in the request transaction: its own fields, weeks, days, day exercises with their
 * sets (every column, in the same positions) and groups, its listed exercises and its image (copied as its own stored
 * file); no user assignments. The schedule is one INSERT ... SELECT statement whatever the program's size: new
 * weeks are matched to the source's by sequence number and new days by day of the week. Returns the new id.
 */
export const duplicateProgram = async (
  tx: Transaction,
  context: DuplicateProgramContext,
  sourceId: number,
  input: {
    name?: string | undefined;
    createdBy: number | null;
    /** Makes the duplicate a personal copy of the source for this user: owner_user_id, template_id. */
    personalCopyFor?: number;
  },
) => {
  const source = await lockCopySource(tx, sourceId);
  if (!source) throw notFound(programMessages.notFound);
  const image = await copyImage(tx, context, source);

  const programColumns = programCopiedColumns();
  const result = await tx.execute<{ id: string }>(sql`
    with new_program as (
      insert into ${trainingProgramsWithTrash} (name, image, image_file_id, created_by, owner_user_id, template_id,
        ${columnList(programColumns)})
      select ${input.name ?? duplicateProgramName(source.name)}, ${image?.fullPath ?? null}, ${image?.id ?? null}::bigint,
        ${input.createdBy}::bigint, ${input.personalCopyFor ?? null}::bigint,
        ${input.personalCopyFor === undefined ? null : sourceId}::bigint, ${columnList(programColumns, 'p')}
      from ${trainingProgramsWithTrash} p
      where p.id = ${sourceId}
      returning id
    ),
    new_weeks as (
      insert into ${trainingWeeks} (training_program_id, sequence_number)
      select new_program.id, w.sequence_number
      from new_program cross join ${trainingWeeks} w
      where w.training_program_id = ${sourceId}
      order by w.sequence_number
      returning id, sequence_number
    ),
    source_days as (
      select d.id, d.day_of_the_week, d.is_rest_day, w.sequence_number
      from ${trainingDays} d
      join ${trainingWeeks} w on w.id = d.training_week_id
      where w.training_program_id = ${sourceId}
    ),
    new_days as (
      insert into ${trainingDays} (training_week_id, day_of_the_week, is_rest_day)
      select new_weeks.id, source_days.day_of_the_week, source_days.is_rest_day
      from new_weeks join source_days on source_days.sequence_number = new_weeks.sequence_number
      order by new_weeks.sequence_number, source_days.day_of_the_week
      returning id, training_week_id, day_of_the_week
    ),
    day_map as (
      select source_days.id as source_day_id, new_days.id as new_day_id
      from new_days
      join new_weeks on new_weeks.id = new_days.training_week_id
      join source_days
        on source_days.sequence_number = new_weeks.sequence_number
        and source_days.day_of_the_week = new_days.day_of_the_week
    ),
    ${dayExercisesCopyCtes('day_map')},
    new_links as (
      insert into ${programExercises} (training_program_id, exercise_id)
      select new_program.id, pe.exercise_id
      from new_program cross join ${programExercises} pe
      where pe.training_program_id = ${sourceId}
      returning exercise_id
    )
    select id from new_program
  `);
  const [row] = result.rows;
  if (!row) throw new Error('Program copy returned no row');
  // A personal copy remembers the template rows it came from and the template's state: its sync's base.
  if (input.personalCopyFor !== undefined) await recordCopyBases(tx, sourceId, [Number(row.id)]);
  return { id: Number(row.id), sourceName: source.name };
};

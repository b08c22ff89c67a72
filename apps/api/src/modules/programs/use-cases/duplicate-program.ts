import { sql } from 'drizzle-orm';
import { duplicateProgramName, programMessages } from '@coachboard/contract';
import type { Database } from '../../../db/client.js';
import { trainingProgramsWithTrash } from '../../../db/schema/index.js';
import type { Transaction } from '../../../lib/db-types.js';
import { notFound } from '../../../lib/errors.js';
import { columnList } from '../../../lib/copied-columns.js';
import { insertFileRow } from '../../../lib/files-repository.js';
import { putTrackedFile, putTrackedFiles } from '../../../lib/put-tracked-file.js';
import type { FileStorage } from '../../../storage/index.js';
import { programPlanCopyCtes } from '../../training-days/public.js';
import {
  copiedImageKey,
  lockCopySource,
  programCopiedColumns,
  readAll,
  type CopySource,
} from '../program-copy-source.js';

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
 * Each of `count` copies of the source gets its own stored object (as duplicateProgram does): a purge or a file
 * delete of one copy removes its `files` row, and the sweep then removes the object it names, so copies must not
 * share the source's. The source is read once and stored under every key (putTrackedFiles: a rollback leaves the
 * objects to their sweeps). The keys in order; nulls when the source has no image (or its object is gone).
 */
export const storeImageCopies = async (
  context: DuplicateProgramContext,
  source: CopySource,
  count: number,
) => {
  if (!source.image) return Array.from({ length: count }, () => null);
  const stored = await context.storage.get(source.image.storageName);
  if (!stored) return Array.from({ length: count }, () => null);
  const data = await readAll(stored.body);
  const keys = Array.from({ length: count }, () => copiedImageKey(source.image!.storageName));
  await putTrackedFiles(context.db, context.storage, keys, data, source.image.mime);
  return keys;
};

/**
 * Duplicates a live program in the request transaction: its own fields, weeks, days, day exercises with their
 * sets (every column, in the same positions) and groups, its listed exercises and its image (copied as its own stored
 * file); no user assignments. The program row and its plan (the program tree writer's programPlanCopyCtes) are one
 * statement whatever the program's size. Returns the new id.
 */
export const duplicateProgram = async (
  tx: Transaction,
  context: DuplicateProgramContext,
  sourceId: number,
  input: {
    name?: string | undefined;
    createdBy: number | null;
    /**
     * Makes the duplicate a personal copy of the source for this user: owner_user_id, template_id (the caller,
     * the assignments module, records the copy's template-sync base).
     */
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
    ${programPlanCopyCtes('new_program', sourceId)}
    select id from new_program
  `);
  const [row] = result.rows;
  if (!row) throw new Error('Program copy returned no row');
  return { id: Number(row.id), sourceName: source.name };
};

import { randomUUID } from 'node:crypto';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { sql } from 'drizzle-orm';
import { files, trainingProgramsWithTrash } from '../../db/schema/index.js';
import type { Queryable } from '../../lib/db-types.js';
import { copiedColumns } from '../../lib/copied-columns.js';

/** What a duplicate or a personal copy is made from: the live program and its image's file row. */
export interface CopySource {
  id: number;
  name: string;
  durationWeeks: number;
  image: { storageName: string; originalName: string; mime: string; size: number } | null;
}

/** The live program, key-share locked so it cannot be purged while it is copied; null when there is none. */
export const lockCopySource = async (db: Queryable, id: number): Promise<CopySource | null> => {
  const result = await db.execute<{
    name: string;
    duration_weeks: number;
    storage_name: string | null;
    original_name: string | null;
    mime: string | null;
    size: string | null;
  }>(sql`
    select p.name, p.duration_weeks, f.storage_name, f.original_name, f.mime, f.size
    from ${trainingProgramsWithTrash} p
    left join ${files} f on f.id = p.image_file_id
    where p.id = ${id} and p.deleted_at is null
    for key share of p
  `);
  const [row] = result.rows;
  if (!row) return null;
  return {
    id,
    name: row.name,
    durationWeeks: row.duration_weeks,
    image:
      row.storage_name && row.original_name !== null && row.mime
        ? {
            storageName: row.storage_name,
            originalName: row.original_name,
            mime: row.mime,
            size: Number(row.size),
          }
        : null,
  };
};

/**
 * The program's own columns a copy takes as they are: everything but its name, image, author, timestamps and the
 * personal-copy marks, which a copy writes itself (a duplicate is an ordinary program unless made as a personal
 * copy).
 */
export const programCopiedColumns = () =>
  copiedColumns(trainingProgramsWithTrash, [
    'id',
    'name',
    'image',
    'image_file_id',
    'created_by',
    'created_at',
    'updated_at',
    'deleted_at',
    'owner_user_id',
    'template_id',
  ]);

/** The whole of a stored object's body. */
export const readAll = async (body: Readable) => {
  const chunks: Buffer[] = [];
  for await (const chunk of body) chunks.push(Buffer.from(chunk as Buffer));
  return Buffer.concat(chunks);
};

/** A new storage key for a copy of the stored image: same folder and extension, a name of its own. */
export const copiedImageKey = (source: string) => {
  const folder = path.posix.dirname(source);
  return `${folder === '.' ? 'training-programs' : folder}/${randomUUID()}${path.posix.extname(source)}`;
};

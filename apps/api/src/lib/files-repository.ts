import { eq } from 'drizzle-orm';
import type { StoredFile } from '@coachboard/contract';
import { files, type FileRow, type NewFileRow } from '../db/schema/index.js';
import type { Queryable } from './db-types.js';

export const toStoredFile = (row: FileRow): StoredFile => ({
  id: row.id,
  full_path: row.fullPath,
  original_name: row.originalName,
  mime: row.mime,
  size: row.size,
  created_at: row.createdAt.toISOString(),
});

export const insertFileRow = async (db: Queryable, file: NewFileRow): Promise<FileRow> => {
  const [inserted] = await db.insert(files).values(file).returning();
  if (!inserted) throw new Error('File insert returned no row');
  return inserted;
};

/**
 * Deletes a file row; owners let go by their foreign keys (ON DELETE SET NULL for an image column, CASCADE
 * for join rows). Returns the storage name so the caller removes the stored file after the commit, or null
 * when there is no such row.
 */
export const deleteFileRow = async (db: Queryable, fileId: number) => {
  const [deleted] = await db
    .delete(files)
    .where(eq(files.id, fileId))
    .returning({ storageName: files.storageName });
  return deleted?.storageName ?? null;
};

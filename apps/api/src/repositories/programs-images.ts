import { eq } from 'drizzle-orm';
import { fileMessages, type StoredFile } from '@coachboard/contract';
import { notFound } from '../lib/errors.js';
import { files, trainingPrograms, type FileRow, type NewFileRow } from '../db/schema/index.js';
import { lockProgram } from './programs-repository.js';
import type { Queryable } from './programs-shared.js';

export const toStoredFile = (row: FileRow): StoredFile => ({
  id: row.id,
  full_path: row.fullPath,
  original_name: row.originalName,
  mime: row.mime,
  size: row.size,
  created_at: row.createdAt.toISOString(),
});

/**
 * Records a stored image as the program's image in one transaction. The previous image's file row goes;
 * its storage name is returned so the caller removes the stored file after the commit.
 */
export const attachProgramImage = async (db: Queryable, programId: number, file: NewFileRow) =>
  db.transaction(async (tx) => {
    const program = await lockProgram(tx, programId);
    const [inserted] = await tx.insert(files).values(file).returning();
    if (!inserted) throw new Error('File insert returned no row');
    await tx
      .update(trainingPrograms)
      .set({ image: inserted.fullPath, imageFileId: inserted.id, updatedAt: new Date() })
      .where(eq(trainingPrograms.id, programId));
    let replacedStorageName: string | null = null;
    if (program.imageFileId !== null) {
      const [replaced] = await tx
        .delete(files)
        .where(eq(files.id, program.imageFileId))
        .returning({ storageName: files.storageName });
      replacedStorageName = replaced?.storageName ?? null;
    }
    return { file: inserted, replacedStorageName };
  });

/**
 * Deletes a file row and clears every program image that pointed to it, in one transaction. Returns the
 * storage name so the caller removes the stored file after the commit.
 */
export const deleteFileRecord = async (db: Queryable, fileId: number) =>
  db.transaction(async (tx) => {
    await tx
      .update(trainingPrograms)
      .set({ image: null, imageFileId: null, updatedAt: new Date() })
      .where(eq(trainingPrograms.imageFileId, fileId));
    const [deleted] = await tx
      .delete(files)
      .where(eq(files.id, fileId))
      .returning({ storageName: files.storageName });
    if (!deleted) throw notFound(fileMessages.fileNotFound);
    return deleted;
  });

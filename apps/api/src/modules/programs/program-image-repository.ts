import { eq } from 'drizzle-orm';
import { trainingPrograms, type FileRow } from '../../db/schema/index.js';
import type { Transaction } from '../../lib/db-types.js';
import { nextUpdatedAt } from '../../lib/row-version.js';
import { lockProgram } from './programs-repository.js';

/**
 * Points the program at a newly stored image. Returns the file id it pointed at before (null for none), or
 * undefined when the program does not exist.
 */
export const pointProgramAtImage = async (tx: Transaction, programId: number, file: FileRow) => {
  const program = await lockProgram(tx, programId);
  if (!program) return undefined;
  await tx
    .update(trainingPrograms)
    .set({ image: file.fullPath, imageFileId: file.id, updatedAt: nextUpdatedAt(trainingPrograms.updatedAt) })
    .where(eq(trainingPrograms.id, programId));
  return program.imageFileId;
};

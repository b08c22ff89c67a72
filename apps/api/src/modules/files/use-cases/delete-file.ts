import { fileMessages } from '@coachboard/contract';
import type { StoreImageContext } from '../../../lib/store-image.js';
import { foundOr } from '../../../lib/errors.js';
import { deleteFileRow } from '../../../lib/files-repository.js';
import { removeStoredFile } from '../../../storage/index.js';

/**
 * Deletes a file row and then its stored file. Owners need no call here: an image column is
 * `ON DELETE SET NULL`, a join row `ON DELETE CASCADE` (see the "how to add an area" checklist).
 */
export const deleteFile = async ({ db, storage, log }: StoreImageContext, fileId: number) => {
  const storageName = foundOr(await deleteFileRow(db, fileId), fileMessages.fileNotFound);
  await removeStoredFile(storage, storageName, log);
};

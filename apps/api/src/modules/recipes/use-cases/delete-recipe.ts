import { recipeMessages } from '@coachboard/contract';
import { notFound } from '../../../lib/errors.js';
import { deleteFileRow } from '../../../lib/files-repository.js';
import type { StoreImageContext } from '../../../lib/store-image.js';
import { removeStoredFile } from '../../../storage/index.js';
import { deleteRecipeRow } from '../recipes-repository.js';

/** Deletes a recipe and its image (the files row in the same transaction, the stored file after the commit). */
export const deleteRecipe = async ({ db, storage, log }: StoreImageContext, recipeId: number) => {
  const storageName = await db.transaction(async (tx) => {
    const imageFileId = await deleteRecipeRow(tx, recipeId);
    if (imageFileId === undefined) throw notFound(recipeMessages.notFound);
    return imageFileId === null ? null : deleteFileRow(tx, imageFileId);
  });
  if (storageName) await removeStoredFile(storage, storageName, log);
};

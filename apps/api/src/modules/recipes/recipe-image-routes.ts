import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  fileMessages,
  recipeApiMessages,
  recipeImageUploadSchema,
  recipeMessages,
  successEnvelope,
} from '@coachboard/contract';
import { foundOr, invalidField, isDomainError, tooLarge, unsupportedType } from '../../lib/errors.js';
import { toStoredFile } from '../../lib/files-repository.js';
import { errorResponses, idParams } from '../../lib/route-schemas.js';
import { registerUploadParsing } from '../../lib/receive-upload.js';
import { storeAttachedImage } from '../../lib/store-image.js';
import { findRecipe, pointRecipeAtImage, recipeExists } from './recipes-repository.js';

/** The recipe screens word the two image refusals their own way (spec part 2 section 5). */
const inRecipeWords = (error: unknown) => {
  if (!isDomainError(error)) return error;
  if (error.code === 'unsupported_type' && error.message === fileMessages.onlyImages) {
    return unsupportedType(recipeMessages.imageType);
  }
  if (error.code === 'too_large' && error.message === fileMessages.tooLarge) {
    return tooLarge(recipeMessages.imageTooLarge);
  }
  return error;
};

export const recipeImageRoutes: FastifyPluginAsyncZod = async (app) => {
  const { storage } = app;
  await registerUploadParsing(app);
  app.post(
    '/files/recipes/:id/upload-recipe-image',
    {
      config: { audit: { writtenBy: 'handler', transaction: 'own' } },
      schema: {
        tags: ['files', 'recipes'],
        operationId: 'recipes.uploadImage',
        summary: 'Upload (or replace) a recipe image: multipart `file` (JPEG/PNG by content, at most 20 MB)',
        description:
          'Multipart fields: `file` (required) and `recipe_id` (optional; must equal the id in the path). ' +
          'A file that is not a JPEG or PNG by its bytes is refused with 415, one over 20 MB with 413 (without ' +
          'reading it all). The image is re-encoded (upright, metadata stripped, at most 2048 px a side); the ' +
          'previous image is removed. Delete it with DELETE /files/delete/{recipe_image.id}.',
        consumes: ['multipart/form-data'],
        params: idParams,
        response: {
          201: successEnvelope(recipeImageUploadSchema),
          ...errorResponses(400, 401, 403, 404, 413, 415, 422),
        },
      },
    },
    async (request, reply) => {
      const recipeId = request.params.id;
      const file = await storeAttachedImage(
        request,
        { db: app.db, storage, log: request.log },
        {
          folder: 'recipes',
          notFoundMessage: recipeMessages.notFound,
          exists: () => recipeExists(request.db, recipeId),
          checkFields: (fields) => {
            const claimedId = fields.recipe_id?.trim();
            if (claimedId && Number(claimedId) !== recipeId) {
              throw invalidField('recipe_id', recipeApiMessages.recipeIdMismatch);
            }
          },
          attach: (tx, stored) => pointRecipeAtImage(tx, recipeId, stored),
          audit: { type: 'recipe', id: recipeId },
        },
      ).catch((error: unknown) => {
        throw inRecipeWords(error);
      });
      const recipe = foundOr(await findRecipe(request.db, recipeId), recipeMessages.notFound);
      return reply.code(201).send({
        success: true as const,
        message: recipeApiMessages.imageUploaded,
        data: { ...toStoredFile(file), recipe },
      });
    },
  );
};

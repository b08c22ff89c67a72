import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  recipeApiMessages,
  recipeInputSchema,
  recipeListQuerySchema,
  recipeMessages,
  recipeSearchQuerySchema,
  updateRecipeSchema,
  type Recipe,
} from '@coachboard/contract';
import { answer, params } from '../../lib/records/index.js';
import { foundOr, notFound } from '../../lib/errors.js';
import { toPaginator } from '../../lib/paginator.js';
import { errorResponses, idParams } from '../../lib/route-schemas.js';
import { requestTransaction } from '../../lib/request-transaction.js';
import { refuseUnappliedUpdate } from '../../lib/stale-update.js';
import { moveToTrash } from '../../lib/trash.js';
import {
  findRecipe,
  insertRecipe,
  listRecipes,
  recipeExists,
  replaceRecipe,
  searchRecipes,
} from './recipes-repository.js';
import { RECIPE_TAGS, deletedRecipeResponse, recipePageResponse, recipeResponse } from './route-schemas.js';

const BODY_DESCRIPTION =
  'name (required, at most 255 characters); calories, protein, carbs, fat: numbers (or numeric text) of 0 or ' +
  'more, rounded to 0.1, null or absent for none; description and directions: trimmed text, blank for none; ' +
  'ingredients: up to 20 sections `{ section, items: [{ name, amount }] }` of up to 100 items, order kept. ' +
  'PUT replaces the whole recipe: a field left out becomes empty.';
const STALE_UPDATE_DESCRIPTION =
  'PUT may add expected_updated_at, the updated_at the editor loaded: 409 when the recipe changed since.';

export const recipeRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/recipes',
    {
      schema: {
        tags: RECIPE_TAGS,
        operationId: 'recipes.list',
        summary: 'Recipes, newest first, 15 a page (per_page up to 100)',
        querystring: recipeListQuerySchema,
        response: { 200: recipePageResponse, ...errorResponses(401, 403) },
      },
    },
    async (request) => {
      const { page, per_page } = request.query;
      const { items, total } = await listRecipes(request.db, page, per_page);
      return { success: true as const, data: toPaginator(items, total, page, per_page, request.url) };
    },
  );

  app.get(
    '/recipes/search',
    {
      schema: {
        tags: RECIPE_TAGS,
        operationId: 'recipes.search',
        summary: 'Recipes whose name or description contains searchTerm (case-insensitive), newest first',
        description: '15 a page (per_page up to 100); an empty or absent searchTerm lists every recipe.',
        querystring: recipeSearchQuerySchema,
        response: { 200: recipePageResponse, ...errorResponses(401, 403, 422) },
      },
    },
    async (request) => {
      const { searchTerm, page, per_page } = request.query;
      const { items, total } = searchTerm
        ? await searchRecipes(request.db, searchTerm, page, per_page)
        : await listRecipes(request.db, page, per_page);
      return { success: true as const, data: toPaginator(items, total, page, per_page, request.url) };
    },
  );

  app.get(
    '/recipes/:id',
    {
      schema: {
        tags: RECIPE_TAGS,
        operationId: 'recipes.get',
        summary: 'A recipe with its ingredients, directions and image',
        params: idParams,
        response: { 200: recipeResponse, ...errorResponses(401, 403, 404, 422) },
      },
    },
    async (request) => ({
      success: true as const,
      data: foundOr(await findRecipe(request.db, request.params.id), recipeMessages.notFound),
    }),
  );

  app.post(
    '/recipes',
    {
      config: { audit: { action: 'create', record: 'recipe', target: answer((data: Recipe) => data.id) } },
      schema: {
        tags: RECIPE_TAGS,
        operationId: 'recipes.create',
        summary: 'Create a recipe',
        description: BODY_DESCRIPTION,
        body: recipeInputSchema,
        response: { 201: recipeResponse, ...errorResponses(400, 401, 403, 422) },
      },
    },
    async (request, reply) => {
      const id = await insertRecipe(request.db, request.body);
      const recipe = foundOr(await findRecipe(request.db, id), recipeMessages.notFound);
      reply.code(201);
      return { success: true as const, message: recipeApiMessages.created, data: recipe };
    },
  );

  app.put(
    '/recipes/:id',
    {
      config: { audit: { action: 'update', record: 'recipe', target: params('id') } },
      schema: {
        tags: RECIPE_TAGS,
        operationId: 'recipes.update',
        summary: 'Replace a recipe (same body as POST)',
        description: `${BODY_DESCRIPTION} ${STALE_UPDATE_DESCRIPTION}`,
        params: idParams,
        body: updateRecipeSchema,
        response: { 200: recipeResponse, ...errorResponses(400, 401, 403, 404, 409, 422) },
      },
    },
    async (request) => {
      const { id } = request.params;
      const expected = request.body.expected_updated_at;
      if (!(await replaceRecipe(request.db, id, request.body, expected)))
        await refuseUnappliedUpdate(expected, () => recipeExists(request.db, id), {
          notFound: recipeMessages.notFound,
          stale: recipeApiMessages.staleUpdate,
        });
      const recipe = foundOr(await findRecipe(request.db, request.params.id), recipeMessages.notFound);
      return { success: true as const, message: recipeApiMessages.updated, data: recipe };
    },
  );

  app.delete(
    '/recipes/:id',
    {
      config: { audit: { writtenBy: 'handler' } },
      schema: {
        tags: RECIPE_TAGS,
        operationId: 'recipes.delete',
        summary: 'Move a recipe (with its image) to the trash',
        description:
          'The recipe leaves every list, search, count and detail; POST /trash/recipe/{id}/restore brings it ' +
          'back as it was. Its image is removed when the trash is purged.',
        params: idParams,
        response: { 200: deletedRecipeResponse, ...errorResponses(401, 403, 404, 422) },
      },
    },
    async (request) => {
      const { moved } = await moveToTrash(
        requestTransaction(request),
        { recordTypes: app.recordTypes, audit: request.audit },
        'recipe',
        [request.params.id],
      );
      if (moved.length === 0) throw notFound(recipeMessages.notFound);
      return { success: true as const, message: recipeApiMessages.deleted, data: { id: request.params.id } };
    },
  );
};

import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  nutritionTemplateInputSchema,
  nutritionTemplateListQuerySchema,
  nutritionTemplateMessages,
  updateNutritionTemplateSchema,
  type NutritionTemplate,
} from '@coachboard/contract';
import { foundOr, notFound } from '../../lib/errors.js';
import { toPaginator } from '../../lib/paginator.js';
import { answer, params } from '../../lib/records/index.js';
import { errorResponses, idParams } from '../../lib/route-schemas.js';
import { requestTransaction } from '../../lib/request-transaction.js';
import { refuseUnappliedUpdate } from '../../lib/stale-update.js';
import { moveToTrash } from '../../lib/trash.js';
import {
  findTemplate,
  insertTemplate,
  listTemplates,
  replaceTemplate,
} from './nutrition-templates-repository.js';
import {
  NUTRITION_TAGS,
  deletedResponse,
  nutritionTemplatePageResponse,
  nutritionTemplateResponse,
} from './route-schemas.js';

const BODY_DESCRIPTION =
  'name (required, at most 100 characters), description (optional), mode `every_day` with `every_day`, or ' +
  '`training_rest` with `training_day` and `rest_day`; each profile: calories, protein, carbs, fat (whole ' +
  'numbers, grams but calories) and optional fibre. The profiles the mode does not use are stored as null.';

/** The target templates library: list and search, one, create, replace, move to the trash. */
export const nutritionTemplateRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/nutrition-templates',
    {
      schema: {
        tags: NUTRITION_TAGS,
        operationId: 'nutrition.listTemplates',
        summary: 'Target templates, newest first, 15 a page; searchTerm filters by name (case-insensitive)',
        querystring: nutritionTemplateListQuerySchema,
        response: { 200: nutritionTemplatePageResponse, ...errorResponses(401, 403, 422) },
      },
    },
    async (request) => {
      const { searchTerm, page, per_page } = request.query;
      const { items, total } = await listTemplates(request.db, searchTerm, page, per_page);
      return { success: true as const, data: toPaginator(items, total, page, per_page, request.url) };
    },
  );

  app.get(
    '/nutrition-templates/:id',
    {
      schema: {
        tags: NUTRITION_TAGS,
        operationId: 'nutrition.getTemplate',
        summary: 'A target template',
        params: idParams,
        response: { 200: nutritionTemplateResponse, ...errorResponses(401, 403, 404, 422) },
      },
    },
    async (request) => ({
      success: true as const,
      data: foundOr(await findTemplate(request.db, request.params.id), nutritionTemplateMessages.notFound),
    }),
  );

  app.post(
    '/nutrition-templates',
    {
      config: {
        audit: {
          action: 'create',
          record: 'nutrition-template',
          target: answer((data: NutritionTemplate) => data.id),
        },
      },
      schema: {
        tags: NUTRITION_TAGS,
        operationId: 'nutrition.createTemplate',
        summary: 'Create a target template',
        description: BODY_DESCRIPTION,
        body: nutritionTemplateInputSchema,
        response: { 201: nutritionTemplateResponse, ...errorResponses(400, 401, 403, 422) },
      },
    },
    async (request, reply) => {
      const id = await insertTemplate(request.db, request.body);
      const template = foundOr(await findTemplate(request.db, id), nutritionTemplateMessages.notFound);
      reply.code(201);
      return { success: true as const, message: nutritionTemplateMessages.created, data: template };
    },
  );

  app.put(
    '/nutrition-templates/:id',
    {
      config: { audit: { action: 'update', record: 'nutrition-template', target: params('id') } },
      schema: {
        tags: NUTRITION_TAGS,
        operationId: 'nutrition.updateTemplate',
        summary: 'Replace a target template (same body as POST)',
        description: `${BODY_DESCRIPTION} expected_updated_at: 409 when the template changed since.`,
        params: idParams,
        body: updateNutritionTemplateSchema,
        response: { 200: nutritionTemplateResponse, ...errorResponses(400, 401, 403, 404, 409, 422) },
      },
    },
    async (request) => {
      const { id } = request.params;
      const { expected_updated_at: expected, ...values } = request.body;
      if (!(await replaceTemplate(request.db, id, values, expected)))
        await refuseUnappliedUpdate(expected, async () => (await findTemplate(request.db, id)) !== null, {
          notFound: nutritionTemplateMessages.notFound,
          stale: nutritionTemplateMessages.staleUpdate,
        });
      const template = foundOr(await findTemplate(request.db, id), nutritionTemplateMessages.notFound);
      return { success: true as const, message: nutritionTemplateMessages.updated, data: template };
    },
  );

  app.delete(
    '/nutrition-templates/:id',
    {
      config: { audit: { writtenBy: 'handler' } },
      schema: {
        tags: NUTRITION_TAGS,
        operationId: 'nutrition.deleteTemplate',
        summary: 'Move a target template to the trash',
        description:
          'Targets copied from it keep their values; POST /trash/nutrition-template/{id}/restore brings it back.',
        params: idParams,
        response: { 200: deletedResponse, ...errorResponses(401, 403, 404, 422) },
      },
    },
    async (request) => {
      const { moved } = await moveToTrash(
        requestTransaction(request),
        { recordTypes: app.recordTypes, audit: request.audit },
        'nutrition-template',
        [request.params.id],
      );
      if (moved.length === 0) throw notFound(nutritionTemplateMessages.notFound);
      return {
        success: true as const,
        message: nutritionTemplateMessages.deleted,
        data: { id: request.params.id },
      };
    },
  );
};

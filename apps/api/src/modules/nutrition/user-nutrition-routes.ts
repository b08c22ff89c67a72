import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  keptProfiles,
  nutritionDayQuerySchema,
  nutritionMessages,
  nutritionTemplateMessages,
  userNutritionInputSchema,
} from '@coachboard/contract';
import { diffFields } from '../../lib/audit.js';
import { conflict, invalidField, notFound } from '../../lib/errors.js';
import { errorResponses, idParams } from '../../lib/route-schemas.js';
import { requestTransaction } from '../../lib/request-transaction.js';
import { moveToTrash } from '../../lib/trash.js';
import { todayUtc } from '../assignments/public.js';
import { appUserOrRefuse } from './app-user.js';
import { nutritionDayOf } from './day-profile.js';
import { targetsAuditFields } from './nutrition-targets-record.js';
import { findTemplate } from './nutrition-templates-repository.js';
import {
  NUTRITION_TAGS,
  deletedResponse,
  nutritionDayResponse,
  userNutritionResponse,
} from './route-schemas.js';
import {
  findTargetsOfUser,
  insertTargets,
  lockUserForTargets,
  replaceTargets,
  toUserNutrition,
} from './user-nutrition-repository.js';

const sameVersion = (updatedAt: Date, expected: string) =>
  Math.floor(updatedAt.getTime()) === Date.parse(expected);

/**
 * A user's nutrition targets and the day's profile by their schedule. Coaches and owners only (moderators read
 * nothing of a client's nutrition); app users only (404 for no such user, 403 for a panel account).
 */
export const userNutritionRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/users/:id/nutrition',
    {
      schema: {
        tags: NUTRITION_TAGS,
        operationId: 'nutrition.getTargets',
        summary: "A user's nutrition targets (targets null: none set)",
        params: idParams,
        response: { 200: userNutritionResponse, ...errorResponses(401, 403, 404, 422) },
      },
    },
    async (request) => {
      const userId = request.params.id;
      await appUserOrRefuse(request.db, userId);
      return {
        success: true as const,
        data: toUserNutrition(userId, await findTargetsOfUser(request.db, userId)),
      };
    },
  );

  app.put(
    '/users/:id/nutrition',
    {
      config: { audit: { writtenBy: 'handler' } },
      // The target before the body: a panel account or a missing user answers 403 or 404 whatever was sent, so
      // a caller learns nothing about the body rules of a write they may not make.
      preValidation: async (request) => {
        const id = Number((request.params as { id?: unknown }).id);
        if (Number.isSafeInteger(id) && id > 0) await appUserOrRefuse(request.server.db, id);
      },
      schema: {
        tags: NUTRITION_TAGS,
        operationId: 'nutrition.updateTargets',
        summary: "Set a user's nutrition targets, from values or copied from a template",
        description:
          'Either `mode` with its profiles (`every_day`, or `training_day` and `rest_day`; each calories, ' +
          'protein, carbs, fat as whole numbers, optional fibre) or `from_template_id` (a live template, copied; ' +
          'the targets then name it). `expected_updated_at`: 409 when the targets changed (or were removed) ' +
          'since. Audited as a create or an update of the record `nutrition-targets`, which the log can revert.',
        params: idParams,
        body: userNutritionInputSchema,
        response: { 200: userNutritionResponse, ...errorResponses(400, 401, 403, 404, 409, 422) },
      },
    },
    async (request) => {
      const userId = request.params.id;
      const body = request.body;
      const user = await appUserOrRefuse(request.db, userId);
      let templateId: number | null = null;
      let targets;
      if (body.from_template_id !== undefined) {
        const template = await findTemplate(request.db, body.from_template_id);
        if (!template) throw invalidField('from_template_id', nutritionTemplateMessages.notFound);
        templateId = template.id;
        targets = keptProfiles(template);
      } else {
        targets = keptProfiles({ ...body, mode: body.mode! });
      }
      // One writer per user at a time: the user's row is locked before their targets are read.
      await lockUserForTargets(request.db, userId);
      const current = await findTargetsOfUser(request.db, userId);
      const expected = body.expected_updated_at;
      if (expected !== undefined && (!current || !sameVersion(current.updatedAt, expected)))
        throw conflict(nutritionMessages.staleUpdate);
      const actor = request.user?.id ?? null;
      let id: number;
      if (current) {
        id = current.id;
        await replaceTargets(request.db, id, targets, templateId, actor);
      } else {
        id = await insertTargets(request.db, userId, targets, templateId, actor);
      }
      const saved = await findTargetsOfUser(request.db, userId);
      if (!saved) throw notFound(nutritionMessages.notFound);
      await request.audit.record({
        action: current ? 'update' : 'create',
        record: { type: 'nutrition-targets', id, name: user.name },
        changes: diffFields(current ? targetsAuditFields(current) : null, targetsAuditFields(saved)),
        details: { user_id: userId, ...(templateId !== null ? { from_template_id: templateId } : {}) },
      });
      return {
        success: true as const,
        message: nutritionMessages.saved,
        data: toUserNutrition(userId, saved),
      };
    },
  );

  app.delete(
    '/users/:id/nutrition',
    {
      config: { audit: { writtenBy: 'handler' } },
      schema: {
        tags: NUTRITION_TAGS,
        operationId: 'nutrition.deleteTargets',
        summary: "Move a user's nutrition targets to the trash (the user then has none)",
        description:
          'Answers the id of the targets moved; POST /trash/nutrition-targets/{id}/restore brings them back ' +
          '(409 when the user has newer targets by then). 404 when the user has none.',
        params: idParams,
        response: { 200: deletedResponse, ...errorResponses(401, 403, 404, 422) },
      },
    },
    async (request) => {
      const userId = request.params.id;
      await appUserOrRefuse(request.db, userId);
      const current = await findTargetsOfUser(request.db, userId);
      if (!current) throw notFound(nutritionMessages.notFound);
      const { moved } = await moveToTrash(
        requestTransaction(request),
        { recordTypes: app.recordTypes, audit: request.audit },
        'nutrition-targets',
        [current.id],
      );
      if (moved.length === 0) throw notFound(nutritionMessages.notFound);
      return { success: true as const, message: nutritionMessages.removed, data: { id: current.id } };
    },
  );

  app.get(
    '/users/:id/nutrition/day',
    {
      schema: {
        tags: NUTRITION_TAGS,
        operationId: 'nutrition.getDay',
        summary: "Which nutrition profile applies on a date by the user's own schedule, with its targets",
        description:
          '`date` (YYYY-MM-DD; without it, today in UTC). `profile`: `training` (the assignment covering the date ' +
          'gives it a training day), `rest` (a rest day), or `none` (no assignment covers it: before the start ' +
          'date, on or after `ends_on`, no program). The earliest-starting covering assignment decides. ' +
          '`targets`: the profile of that kind (the every-day profile for both kinds in mode every_day), null ' +
          'for none or when the user has no targets (`has_targets`).',
        params: idParams,
        querystring: nutritionDayQuerySchema,
        response: { 200: nutritionDayResponse, ...errorResponses(401, 403, 404, 422) },
      },
    },
    async (request) => {
      const userId = request.params.id;
      await appUserOrRefuse(request.db, userId);
      const date = request.query.date ?? todayUtc();
      return { success: true as const, data: await nutritionDayOf(request.db, userId, date) };
    },
  );
};

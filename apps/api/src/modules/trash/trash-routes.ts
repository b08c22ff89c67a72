import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  TRASH_PAGE_SIZE,
  mayCall,
  permissionMessages,
  trashBatchParamsSchema,
  trashListQuerySchema,
  trashMessages,
  trashRecordParamsSchema,
  unreadableTrashTypes,
  type TeamRole,
  type TrashType,
} from '@coachboard/contract';
import { forbidden, notFound } from '../../lib/errors.js';
import { toPaginator } from '../../lib/paginator.js';
import { requestTransaction } from '../../lib/request-transaction.js';
import { errorResponses } from '../../lib/route-schemas.js';
import { purgeFromTrash } from '../../lib/trash-purge.js';
import { restoreFromTrash, restoreTrashBatch } from '../../lib/trash-restore.js';
import { batchInTrash, batchRecordTypes, listTrash, trashEntryName } from './trash-repository.js';
import {
  TRASH_TAGS,
  trashBatchRestoreResponse,
  trashPageResponse,
  trashPurgeResponse,
  trashRestoreResponse,
  trashSettingsResponse,
} from './route-schemas.js';

export const trashRoutes: FastifyPluginAsyncZod = async (app) => {
  const contextOf = (audit: Parameters<typeof restoreFromTrash>[1]['audit']) => ({
    recordTypes: app.recordTypes,
    audit,
  });
  /** A role may restore what it may delete: the type's declared delete permission. */
  const mayRestore = (role: TeamRole | null | undefined, type: TrashType) =>
    mayCall(role, app.recordTypes.restorePermissionOf(type));

  app.get(
    '/trash',
    {
      schema: {
        tags: TRASH_TAGS,
        operationId: 'trash.list',
        summary: 'What is in the trash, newest deletes first, 20 a page',
        description:
          "type filters by record type (program, exercise, recipe, post, comment, user, a member's " +
          'workout-session or check-in, ...); search matches a substring of the name (case-insensitive). Each ' +
          'entry says what went with it and when it is purged. A record type the team role may not read is left ' +
          'out (moderators: nutrition targets, target templates, meal plans, logged workouts, check-ins); ' +
          'filtering by one answers an empty page.',
        querystring: trashListQuerySchema,
        response: { 200: trashPageResponse, ...errorResponses(401, 403, 422) },
      },
    },
    async (request) => {
      const { type, search, page } = request.query;
      const hiddenTypes = unreadableTrashTypes(request.user?.teamRole);
      if (type !== undefined && hiddenTypes.includes(type)) {
        return { success: true as const, data: toPaginator([], 0, page, TRASH_PAGE_SIZE, request.url) };
      }
      const { items, total } = await listTrash(request.db, {
        type,
        hiddenTypes,
        search,
        page,
        perPage: TRASH_PAGE_SIZE,
        retentionDays: app.config.trashRetentionDays,
        recordTypes: app.recordTypes,
      });
      return {
        success: true as const,
        data: toPaginator(items, total, page, TRASH_PAGE_SIZE, request.url),
      };
    },
  );

  app.get(
    '/trash/settings',
    {
      schema: {
        tags: TRASH_TAGS,
        operationId: 'trash.settings',
        summary: 'How many days a record stays in the trash before it is purged',
        response: { 200: trashSettingsResponse, ...errorResponses(401, 403) },
      },
    },
    async () => ({ success: true as const, data: { retention_days: app.config.trashRetentionDays } }),
  );

  app.post(
    '/trash/:type/:id/restore',
    {
      schema: {
        tags: TRASH_TAGS,
        operationId: 'trash.restore',
        summary: 'Puts a record back from the trash, with everything that went with it',
        description:
          '404 when it is not in the trash; 409 with what clashes (nothing is changed then); 403 when the ' +
          "member's team role may not delete this record type.",
        params: trashRecordParamsSchema,
        response: { 200: trashRestoreResponse, ...errorResponses(401, 403, 404, 409, 422) },
      },
      config: { audit: { writtenBy: 'handler' } },
    },
    async (request) => {
      const tx = requestTransaction(request);
      const { type, id } = request.params;
      if (!mayRestore(request.user?.teamRole, type)) throw forbidden(permissionMessages.roleForbidden);
      const name = await trashEntryName(tx, type, id);
      if (name === null) throw notFound(trashMessages.notInTrash);
      const restored = await restoreFromTrash(tx, contextOf(request.audit), type, [id]);
      if (restored.length === 0) throw notFound(trashMessages.notInTrash);
      return { success: true as const, data: { type, id, name } };
    },
  );

  app.delete(
    '/trash/:type/:id',
    {
      schema: {
        tags: TRASH_TAGS,
        operationId: 'trash.purge',
        summary: 'Deletes a record in the trash forever, its files included',
        description: '404 when it is not in the trash. This cannot be undone.',
        params: trashRecordParamsSchema,
        response: { 200: trashPurgeResponse, ...errorResponses(401, 403, 404, 422) },
      },
      config: { audit: { writtenBy: 'handler' } },
    },
    async (request) => {
      const tx = requestTransaction(request);
      const { type, id } = request.params;
      const purged = await purgeFromTrash(tx, contextOf(request.audit), type, [id]);
      if (purged.length === 0) throw notFound(trashMessages.notInTrash);
      return { success: true as const, data: { type, id } };
    },
  );

  app.post(
    '/trash/batches/:batchId/restore',
    {
      schema: {
        tags: TRASH_TAGS,
        operationId: 'trash.restoreBatch',
        summary: 'Restores every record of one delete still in the trash (the Undo of a delete)',
        description:
          'Records of the batch already restored or purged are skipped; 404 when none is left in the trash; ' +
          'one clash refuses the whole batch (409, nothing changed); a record type the team role may not ' +
          'delete refuses it too (403, nothing changed).',
        params: trashBatchParamsSchema,
        response: { 200: trashBatchRestoreResponse, ...errorResponses(401, 403, 404, 409, 422) },
      },
      config: { audit: { writtenBy: 'handler' } },
    },
    async (request) => {
      const tx = requestTransaction(request);
      const { batchId } = request.params;
      if (!(await batchInTrash(tx, batchId))) throw notFound(trashMessages.notInTrash);
      const types = await batchRecordTypes(tx, batchId);
      if (types.some((type) => !mayRestore(request.user?.teamRole, type))) {
        throw forbidden(permissionMessages.roleForbidden);
      }
      const restored = await restoreTrashBatch(tx, contextOf(request.audit), batchId);
      if (restored === 0) throw notFound(trashMessages.notInTrash);
      return { success: true as const, data: { restored } };
    },
  );
};

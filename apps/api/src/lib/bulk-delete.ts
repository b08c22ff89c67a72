import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import {
  BULK_DELETE_LIMIT,
  bulkDeleteBodySchema,
  bulkDeleteResultSchema,
  successEnvelope,
  trashMessages,
  type BulkDeleteResult,
  type TrashType,
} from '@coachboard/contract';
import type { Queryable, Transaction } from './db-types.js';
import { conflict, validationFailed } from './errors.js';
import { requestTransaction } from './request-transaction.js';
import { errorResponses } from './route-schemas.js';
import { moveToTrash } from './trash.js';

/** The keys "all matching" resolves to, in list order, and how many match (counted up to `limit + 1`). */
export interface ResolvedMatches {
  ids: number[];
  total: number;
}

export interface BulkDeleteRouteOptions<Query = Record<string, string | number | boolean>> {
  /** e.g. '/recipes/bulk-delete' (the module is registered under '/api'). */
  path: string;
  /** e.g. 'recipes.bulkDelete'. */
  operationId: string;
  type: TrashType;
  tags: string[];
  /** The list's query schema (without page): `all_matching` is parsed with it (422 when it does not parse). */
  query?: z.ZodType<Query>;
  /**
   * The ids matching the list's query, up to `limit + 1` (`pagedList(...).matchingKeys(db, values, { limit })`),
   * and their count: above `limit` is refused with 422, another count than the admin saw with 409.
   */
  resolveAll: (db: Queryable, query: Query, limit: number) => Promise<ResolvedMatches>;
  /** Checks before the move, in the request transaction (users: your own account is a 409). */
  beforeDelete?: (tx: Transaction, request: FastifyRequest, ids: number[]) => Promise<void>;
  summary?: string;
}

const DESCRIPTION =
  'Moves the records to the trash in one transaction and one batch (its Undo: POST /trash/batches/{batch_id}/' +
  'restore). Body: `{ ids }` (1 to 1,000), or `{ all_matching: <the list query without page>, expected_total }`: ' +
  `409 when the list no longer matches expected_total records, 422 above ${BULK_DELETE_LIMIT.toLocaleString('en-US')}. ` +
  'Records not found or already in the trash are counted in `skipped`.';

/**
 * A module's bulk delete (trash-undo-audit section 3), declared once:
 * `await app.register(bulkDeleteRoute({ ... }))` in the owning module. Runs in the request transaction the audit plugin opens (`writtenBy: 'handler'`); the trash
 * writes one `delete` entry per record.
 */
export const bulkDeleteRoute = <Query = Record<string, string | number | boolean>>(
  options: BulkDeleteRouteOptions<Query>,
): FastifyPluginAsync => {
  const plugin: FastifyPluginAsync = async (app) => {
    app.withTypeProvider<ZodTypeProvider>().post(
      options.path,
      {
        schema: {
          tags: options.tags,
          operationId: options.operationId,
          summary: options.summary ?? `Moves many ${options.type} records to the trash at once`,
          description: DESCRIPTION,
          body: bulkDeleteBodySchema,
          response: {
            200: successEnvelope(bulkDeleteResultSchema),
            ...errorResponses(400, 401, 403, 409, 422),
          },
        },
        config: { audit: { writtenBy: 'handler' } },
      },
      async (request) => {
        const tx = requestTransaction(request);
        const body = request.body;
        let ids: number[];
        if ('ids' in body) {
          ids = [...new Set(body.ids)];
        } else {
          let query: Query;
          if (options.query) {
            const parsed = options.query.safeParse(body.all_matching);
            if (!parsed.success) {
              const message = parsed.error.issues[0]?.message ?? 'Invalid list query';
              throw validationFailed(message, { all_matching: [message] });
            }
            query = parsed.data;
          } else {
            query = body.all_matching as Query;
          }
          const matches = await options.resolveAll(tx, query, BULK_DELETE_LIMIT);
          if (matches.total > BULK_DELETE_LIMIT || matches.ids.length > BULK_DELETE_LIMIT) {
            throw validationFailed(trashMessages.tooMany, { all_matching: [trashMessages.tooMany] });
          }
          if (matches.total !== body.expected_total) {
            throw conflict(trashMessages.expectedTotalChanged, {
              expected_total: [trashMessages.expectedTotalChanged],
            });
          }
          ids = matches.ids;
        }
        if (options.beforeDelete) await options.beforeDelete(tx, request, ids);
        const { batchId, moved } = await moveToTrash(
          tx,
          { recordTypes: app.recordTypes, audit: request.audit },
          options.type,
          ids,
        );
        if (moved.length === 0) {
          // Nothing moved (all already in the trash or gone): still on record, so the request has its entry.
          await request.audit.record(
            { action: 'delete', details: { type: options.type, count: 0, skipped: ids.length } },
            tx,
          );
        }
        const data: BulkDeleteResult = {
          type: options.type,
          batch_id: moved.length > 0 ? batchId : null,
          count: moved.length,
          skipped: ids.length - moved.length,
        };
        return { success: true as const, data };
      },
    );
  };
  return plugin;
};

import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  BULK_ASSIGNMENT_LIMIT,
  BULK_COPY_LIMIT,
  BULK_SKIPPED_LIST_LIMIT,
  bulkAssignmentMessages,
  bulkAssignmentPreviewSchema,
  bulkAssignmentResultSchema,
  bulkAssignmentSchema,
  statusFilterToIsActive,
  successEnvelope,
  type BulkAssignmentFilter,
} from '@coachboard/contract';
import { bulkAssign, todayUtc } from '../assignments/public.js';
import { changedNothing } from '../../lib/records/index.js';
import type { Queryable } from '../../lib/db-types.js';
import { invalidField } from '../../lib/errors.js';
import { requestTransaction } from '../../lib/request-transaction.js';
import { errorResponses, idParams } from '../../lib/route-schemas.js';
import { USER_TAGS } from './route-schemas.js';
import { refusePanelAccounts } from './use-cases/refuse-panel-accounts.js';
import { matchingAppUserIds } from './user-list-repository.js';

const count = (value: number) => value.toLocaleString('en-US');

/**
 * "Select all N matching": the app users among those the users list shows for its filter, in its order (its own
 * declaration); the panel accounts it lists are left out.
 */
const usersMatching = async (db: Queryable, filter: BulkAssignmentFilter) => {
  const { ids, total } = await matchingAppUserIds(
    db,
    {
      search: filter.search || undefined,
      isActive: statusFilterToIsActive(filter.status),
      attention: filter.attention,
    },
    BULK_ASSIGNMENT_LIMIT,
  );
  if (total > BULK_ASSIGNMENT_LIMIT) throw invalidField('filter', bulkAssignmentMessages.tooMany);
  return ids;
};

/**
 * Bulk assignment. Served by the users module because "all matching" is the users list's own filter
 * (its declaration lives here); the work, and the batch's undo, are the assignments module's (bulkAssign).
 */
export const bulkAssignmentRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/training-programs/:id/assignments',
    {
      config: { audit: { writtenBy: 'handler' } },
      schema: {
        tags: USER_TAGS,
        operationId: 'users.assignProgram',
        summary: 'Assign a program to many users at once, linked or as personal copies, in one transaction',
        description:
          'Body: exactly one of `user_ids` (1 to ' +
          `${count(BULK_ASSIGNMENT_LIMIT)}) or \`filter\` ({search, status, attention}: every user the users ` +
          'list shows for that filter, in its order); `start_date` (YYYY-MM-DD, default today UTC); `mode` ' +
          'linked (default) ' +
          `or copy (a personal copy per user, at most ${count(BULK_COPY_LIMIT)}); \`dry_run\`. A user is skipped ` +
          "with reason 'not found' (no such app user), 'deleted' or 'already assigned' (assigned to the program " +
          `or owning a copy of it); \`skipped\` lists the first ${BULK_SKIPPED_LIST_LIMIT}, \`skipped_count\` ` +
          'counts them all. The dry run answers 200 {will_assign, skipped, skipped_count} and writes nothing. ' +
          'Otherwise every assignment and copy is written in one transaction (or none) and the answer is 201 ' +
          'with `batch_id`, whose undo is POST /assignment-batches/{batchId}/undo. 409 when every user is ' +
          'skipped; 422 past the limits; 403 when `user_ids` names a panel account (the filter leaves them out).',
        params: idParams,
        body: bulkAssignmentSchema,
        response: {
          200: successEnvelope(bulkAssignmentPreviewSchema),
          201: successEnvelope(bulkAssignmentResultSchema),
          ...errorResponses(400, 401, 403, 404, 409, 422),
        },
      },
    },
    async (request, reply) => {
      const tx = requestTransaction(request);
      const { user_ids: userIds, filter, mode, dry_run: dryRun } = request.body;
      const startDate = request.body.start_date ?? todayUtc();
      if (userIds) await refusePanelAccounts(tx, userIds);
      const ids = userIds ?? (await usersMatching(tx, filter!));
      const outcome = await bulkAssign(tx, { db: app.db, storage: app.storage }, request.params.id, ids, {
        startDate,
        mode,
        dryRun,
        createdBy: request.user?.id ?? null,
      });
      if (outcome.dryRun) {
        changedNothing(request);
        const { will_assign: willAssign, skipped_count: skipped } = outcome.preview;
        return {
          success: true as const,
          message: bulkAssignmentMessages.preview(willAssign, skipped),
          data: outcome.preview,
        };
      }
      const { template, batchId, assigned, copies } = outcome;
      // One entry for the batch (counts and user ids, not one per user), and one per personal copy made, as a
      // single assign records its copy: each copy is a program of its own with its own history.
      await request.audit.record([
        {
          action: 'assign',
          record: { type: 'program', id: template.id, name: template.name },
          batchId,
          details: {
            bulk: true,
            mode,
            start_date: startDate,
            assigned: assigned.length,
            user_ids: assigned,
            skipped: outcome.skipped.skipped_count,
          },
        },
        ...copies.map((copy) => ({
          action: 'create' as const,
          record: { type: 'program' as const, id: copy.programId, name: copy.name },
          batchId,
          details: { personal_copy_for: { id: copy.userId }, template: { id: template.id } },
        })),
      ]);
      reply.code(201);
      return {
        success: true as const,
        message: bulkAssignmentMessages.assigned(assigned.length, template.name),
        data: {
          batch_id: batchId,
          program_id: template.id,
          mode,
          start_date: startDate,
          assigned: assigned.length,
          copies: copies.length,
          ...outcome.skipped,
        },
      };
    },
  );
};

import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { successEnvelope } from '@coachboard/contract';
import {
  templateSyncMessages,
  templateSyncResultSchema,
  templateSyncSchema,
} from '@coachboard/contract/template-sync';
import { changedNothing } from '../../../lib/records/index.js';
import { requestTransaction } from '../../../lib/request-transaction.js';
import { errorResponses, idParams } from '../../../lib/route-schemas.js';
import { PROGRAM_TAGS } from '../route-schemas.js';
import { syncTemplate } from './sync-template.js';

export const templateSyncRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/training-programs/:id/sync',
    {
      config: { audit: { writtenBy: 'handler' } },
      schema: {
        tags: PROGRAM_TAGS,
        operationId: 'programs.syncCopies',
        summary:
          "Merge a template's changes into its personal copies (all, or those of user_ids), three ways per copy: changed only in the template is applied, changed only in the copy kept, changed in both differently a conflict left as the copy has it. Answers per copy the descriptions applied, kept and in conflict; dry_run writes nothing. Applying writes each copy in a transaction of its own (a savepoint) and moves its base to the template's current state; a copy whose writes fail is left untouched with its base and answered with an error while the others are applied. 404 for a program not found.",
        params: idParams,
        body: templateSyncSchema,
        response: {
          200: successEnvelope(templateSyncResultSchema),
          ...errorResponses(400, 401, 403, 404, 422),
        },
      },
    },
    async (request) => {
      const context = { recordTypes: app.recordTypes, audit: request.audit };
      const outcome = await syncTemplate(
        requestTransaction(request),
        context,
        request.log,
        request.params.id,
        request.body,
      );
      const data = { copies: outcome.copies.map(({ changed: _changed, name: _name, ...copy }) => copy) };
      if (request.body.dry_run) {
        changedNothing(request);
        return { success: true as const, message: templateSyncMessages.preview, data };
      }
      const changed = outcome.copies.filter((copy) => copy.changed);
      const failed = outcome.copies.filter((copy) => copy.error !== undefined).length;
      const message =
        failed > 0
          ? templateSyncMessages.appliedWithFailures(changed.length, failed)
          : templateSyncMessages.applied(changed.length);
      if (changed.length === 0) {
        changedNothing(request);
        return { success: true as const, message, data };
      }
      await request.audit.record(
        changed.map((copy) => ({
          action: 'update' as const,
          record: { type: 'program' as const, id: copy.copy_program_id, name: copy.name },
          details: {
            synced_from: outcome.template,
            applied: copy.applied.length,
            kept: copy.kept.length,
            conflicts: copy.conflicts.length,
          },
        })),
      );
      return { success: true as const, message, data };
    },
  );
};

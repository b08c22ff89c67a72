import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  auditEntryParamsSchema,
  auditEntrySchema,
  auditListQuerySchema,
  auditMessages,
  auditPageSchema,
  successEnvelope,
} from '@coachboard/contract';
import type { Transaction } from '../../lib/db-types.js';
import { foundOr, invalidField } from '../../lib/errors.js';
import { errorResponses } from '../../lib/route-schemas.js';
import {
  decodeAuditCursor,
  encodeAuditCursor,
  findAuditEntry,
  listAuditEntries,
  toAuditEntry,
} from './audit-repository.js';
import { asksForHidden, auditReaderOf } from './audit-visibility.js';
import { isRevertable } from './revertable.js';
import { revertEntry } from './use-cases/revert-entry.js';

const AUDIT_TAGS = ['audit'];

/** A date alone bounds the whole day: `to=2026-05-12` includes that day's last millisecond. */
const dateBound = (text: string | undefined, end: boolean) => {
  if (!text) return undefined;
  if (/^\d{4}-\d{2}-\d{2}$/.test(text)) return new Date(`${text}T${end ? '23:59:59.999' : '00:00:00.000'}Z`);
  return new Date(text);
};

export const auditRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/audit',
    {
      schema: {
        tags: AUDIT_TAGS,
        operationId: 'audit.list',
        summary: 'Audit entries, newest first, keyset-paged',
        description:
          'Filters: type and id (one record), actor (an admin id), action, from/to (dates or date-times; a date ' +
          "alone covers its whole day). `cursor` is the previous page's next_cursor (opaque); next_cursor is " +
          'null on the last page. No total is counted. `attention=failed_sign_ins`: the sign-in-failed entries ' +
          'of the last 24 hours (a dashboard card), combinable with the other filters. A team role that may not ' +
          'open the Team page (coach, moderator) reads only changes to records (programs, exercises, recipes, ' +
          'posts, comments, app users, their days and files): never sign-ins, sessions, refusals, invitations, ' +
          "the team's settings or entries about a panel account, and `address`/`user_agent` only on its own " +
          'entries (null otherwise); a filter asking only for those answers no entries.',
        querystring: auditListQuerySchema,
        response: { 200: successEnvelope(auditPageSchema), ...errorResponses(401, 403, 422) },
      },
    },
    async (request) => {
      const { cursor: cursorText, per_page, from, to, ...filters } = request.query;
      const cursor = cursorText ? decodeAuditCursor(cursorText) : null;
      if (cursorText && !cursor) throw invalidField('cursor', auditMessages.badCursor);
      const reader = auditReaderOf(request.user);
      // Nothing such a filter matches is theirs to see: walking the log for it would find nothing, slowly.
      if (asksForHidden(reader, filters))
        return { success: true as const, data: { items: [], next_cursor: null } };
      const { rows, next } = await listAuditEntries(
        request.db,
        { ...filters, from: dateBound(from, false), to: dateBound(to, true) },
        cursor,
        per_page,
        reader,
      );
      return {
        success: true as const,
        data: {
          items: rows.map((row) => toAuditEntry(row, isRevertable(row, app.recordTypes), reader)),
          next_cursor: next ? encodeAuditCursor(next) : null,
        },
      };
    },
  );

  app.get(
    '/audit/:entryId',
    {
      schema: {
        tags: AUDIT_TAGS,
        operationId: 'audit.get',
        summary: 'One audit entry',
        description:
          '404 for an entry the team role may not read (see GET /audit), as for one that does not exist.',
        params: auditEntryParamsSchema,
        response: { 200: successEnvelope(auditEntrySchema), ...errorResponses(401, 403, 404, 422) },
      },
    },
    async (request) => {
      const reader = auditReaderOf(request.user);
      const row = foundOr(
        await findAuditEntry(request.db, request.params.entryId, reader),
        auditMessages.entryNotFound,
      );
      return { success: true as const, data: toAuditEntry(row, isRevertable(row, app.recordTypes), reader) };
    },
  );

  app.post(
    '/audit/:entryId/revert',
    {
      config: { audit: { writtenBy: 'handler' } },
      schema: {
        tags: AUDIT_TAGS,
        operationId: 'audit.revert',
        summary: "Put an update's changed fields back as they were",
        description:
          "Goes through the record's own update, so its rules hold, and is itself recorded (a `revert` entry). " +
          '409 when the record changed again since in any of those fields (the message names that later ' +
          'entry) or is in the trash; 422 for an entry that is not an update.',
        params: auditEntryParamsSchema,
        response: { 200: successEnvelope(auditEntrySchema), ...errorResponses(401, 403, 404, 409, 422) },
      },
    },
    async (request) => {
      const reader = auditReaderOf(request.user);
      const id = await revertEntry(
        request.db as Transaction,
        app.recordTypes,
        request.audit,
        request.params.entryId,
        reader,
      );
      const row = foundOr(await findAuditEntry(request.db, id, reader), auditMessages.entryNotFound);
      return {
        success: true as const,
        message: auditMessages.reverted,
        data: toAuditEntry(row, isRevertable(row, app.recordTypes), reader),
      };
    },
  );
};

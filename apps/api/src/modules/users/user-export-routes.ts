import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { userFilterQuerySchema } from '@coachboard/contract';
import { errorResponses } from '../../lib/route-schemas.js';
import { exportUsersCsv } from './use-cases/export-users.js';
import { USER_TAGS } from './route-schemas.js';

const exportFileName = (now: Date) => `users-${now.toISOString().slice(0, 10)}.csv`;

export const userExportRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/users/export',
    {
      schema: {
        tags: USER_TAGS,
        operationId: 'users.export',
        summary: 'The filtered users as CSV (streamed, newest first)',
        description:
          'Same `search`, `is_active` and `attention` (a dashboard card) filters as the list, every page. ' +
          'Columns: id, email, first_name, last_name, gender, date_of_birth, height, role, status, created_at, ' +
          'deleted_at. Values starting with = + - @, a tab or a carriage return are prefixed with an apostrophe ' +
          '(spreadsheet formula injection).',
        produces: ['text/csv'],
        querystring: userFilterQuerySchema,
        response: {
          200: z.unknown().describe('text/csv: a header row, then one row per user'),
          ...errorResponses(401, 403, 422),
        },
      },
    },
    async (request, reply) => {
      const { search, is_active: isActive, attention } = request.query;
      const csv = exportUsersCsv(request.db, { search, isActive, attention }, request.log);
      return reply
        .type('text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="${exportFileName(new Date())}"`)
        .header('cache-control', 'no-store')
        .send(csv);
    },
  );
};

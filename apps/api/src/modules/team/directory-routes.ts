import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { successEnvelope, teamDirectoryPageSchema, teamDirectoryQuerySchema } from '@coachboard/contract';
import { toPaginator } from '../../lib/paginator.js';
import { errorResponses } from '../../lib/route-schemas.js';
import { findDirectoryPage } from './directory-repository.js';
import { TEAM_TAGS } from './route-schemas.js';

/** The panel accounts by name, for the activity log's admin filter (the Users list holds app users only). */
export const directoryRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/team/directory',
    {
      schema: {
        tags: TEAM_TAGS,
        operationId: 'team.listDirectory',
        summary:
          "The panel accounts' names, e-mails and team roles, 20 a page (whoever may read the activity log)",
        description:
          'Owners, coaches and moderators, deactivated ones included, in the order they joined. `search`: the ' +
          'full name or the e-mail contains the term (case-insensitive); `id`: that one account (an empty page ' +
          'when it is not a panel account). Nothing of the Team page beyond the name: no sign-ins, sessions or ' +
          'two-factor. A read: it changes nothing and writes no audit entry.',
        querystring: teamDirectoryQuerySchema,
        response: { 200: successEnvelope(teamDirectoryPageSchema), ...errorResponses(401, 403, 422) },
      },
    },
    async (request) => {
      const { search, id, page, per_page: perPage } = request.query;
      const { items, total } = await findDirectoryPage(request.db, { search, id }, { page, perPage });
      return { success: true as const, data: toPaginator(items, total, page, perPage, request.url) };
    },
  );
};

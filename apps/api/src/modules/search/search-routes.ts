import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { searchQuerySchema } from '@coachboard/contract';
import { errorResponses } from '../../lib/route-schemas.js';
import { groupHits } from './search-hits.js';
import { searchEverything } from './search-repository.js';
import { searchTerms } from './search-terms.js';
import { SEARCH_TAGS, searchResponse } from './route-schemas.js';

export const searchRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/search',
    {
      schema: {
        tags: SEARCH_TAGS,
        operationId: 'search.find',
        summary: 'Records of every kind matching q, grouped by kind, best first',
        description:
          'Groups programs, exercises, recipes, users and posts, each present (empty when nothing matches), ' +
          'with at most `limit` hits each (1 to 20, default 5). q: 2 to 100 characters after trimming; `%` and ' +
          '`_` are literal. A hit is the record whose id q is, then names or titles equal to q, starting with ' +
          'it (or a word of them does), holding it, then similar ones (trigram similarity; a typo is found); ' +
          'users also by e-mail prefix; posts by their text, newest first within a tier. Trashed records and ' +
          'deleted users are left out; personal copies of programs are included.',
        querystring: searchQuerySchema,
        response: { 200: searchResponse, ...errorResponses(401, 403, 422) },
      },
    },
    async (request) => {
      const { q, limit } = request.query;
      const rows = await searchEverything(request.db, searchTerms(q), limit);
      return { success: true as const, data: groupHits(q, rows) };
    },
  );
};

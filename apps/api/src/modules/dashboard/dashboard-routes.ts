import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { dashboardCardKeysFor, dashboardSchema, successEnvelope } from '@coachboard/contract';
import { errorResponses } from '../../lib/route-schemas.js';
import { getDashboard } from './dashboard-repository.js';

const DASHBOARD_TAGS = ['dashboard'];

export const dashboardRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/dashboard',
    {
      schema: {
        tags: DASHBOARD_TAGS,
        operationId: 'dashboard.get',
        summary: "The admin's needs-attention counts, every card in one statement",
        description:
          'counts: programs_ending, no_current_program, empty_training_days, unanswered_support_posts, ' +
          'new_users, failed_sign_ins; each equals the total of its list (`GET /users?attention=program_ending`, ' +
          '`?attention=no_current_program`, `GET /training-days/empty`, `GET /posts?attention=unanswered_support`, ' +
          '`GET /users?attention=new`, `GET /audit?attention=failed_sign_ins`), as those read the same ' +
          'conditions. generated_at: when they were taken; "today" is its UTC date. failed_sign_ins is left out ' +
          'for a team role that may not open the Team page (its list, the sign-in entries, is hidden from them too).',
        response: { 200: successEnvelope(dashboardSchema), ...errorResponses(401, 403) },
      },
    },
    async (request) => {
      const { counts, generated_at } = await getDashboard(request.db);
      const shown = dashboardCardKeysFor(request.user?.teamRole);
      return {
        success: true as const,
        data: {
          counts: Object.fromEntries(shown.map((key) => [key, counts[key]])) as typeof counts,
          generated_at,
        },
      };
    },
  );
};

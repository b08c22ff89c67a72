import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  dashboardCardKeysFor,
  dashboardReadMarksSchema,
  dashboardSchema,
  successEnvelope,
  type Dashboard,
  type DashboardCardKey,
} from '@coachboard/contract';
import type { Queryable } from '../../lib/db-types.js';
import { errorResponses } from '../../lib/route-schemas.js';
import type { AuthenticatedUser } from '../../types.js';
import { getDashboard, markDashboardRead } from './dashboard-repository.js';

const DASHBOARD_TAGS = ['dashboard'];

/** The dashboard as `user` may read it: the cards of its role only (`dashboardCardKeysFor`), its own marks. */
const dashboardFor = async (db: Queryable, user: AuthenticatedUser): Promise<Dashboard> => {
  const { counts, unread, generated_at } = await getDashboard(db, user.id);
  const shown = dashboardCardKeysFor(user.teamRole);
  const pick = <Value>(values: Record<DashboardCardKey, Value>) =>
    Object.fromEntries(shown.map((key) => [key, values[key]])) as Record<DashboardCardKey, Value>;
  return { counts: pick(counts), unread: pick(unread), generated_at };
};

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
          'new_users, failed_sign_ins, check_ins_to_review, overdue_check_ins; each equals the total of its list (`GET /users?attention=program_ending`, ' +
          '`?attention=no_current_program`, `GET /training-days/empty`, `GET /posts?attention=unanswered_support`, ' +
          '`GET /users?attention=new`, `GET /audit?attention=failed_sign_ins`, `GET /check-ins/to-review`, ' +
          '`GET /check-ins/overdue`), as those read the same ' +
          'conditions. generated_at: when they were taken; "today" is its UTC date. failed_sign_ins is left out ' +
          'for a team role that may not open the Team page (its list, the sign-in entries, is hidden from them too), ' +
          'the two check-in counts for a role that may not review check-ins (moderators). ' +
          "unread: per card, whether its count is above what the caller's account last marked read " +
          '(`PUT /dashboard/read-marks`; above 0 before any mark), read in the same statement as the counts.',
        response: { 200: successEnvelope(dashboardSchema), ...errorResponses(401, 403) },
      },
    },
    async (request) => ({ success: true as const, data: await dashboardFor(request.db, request.user!) }),
  );

  app.put(
    '/dashboard/read-marks',
    {
      // The caller's own view state, like the theme it keeps in the browser: no record changes, nothing to
      // revert, and an entry per click would bury the log's changes.
      config: { audit: { writtenBy: 'none', reason: "the caller's own read marks only" } },
      schema: {
        tags: DASHBOARD_TAGS,
        operationId: 'dashboard.markRead',
        summary: "Mark the dashboard's counts read for the signed-in account (the bell's 'Mark all read')",
        description:
          'counts: the counts the member saw (those of `GET /dashboard`), kept per account in place of its ' +
          'previous marks (failed_sign_ins may be left out, marked 0). Until a count rises above its mark, ' +
          "`unread` says false for it and the bell shows no dot. Another account's marks are untouched. " +
          'Answers the dashboard as `GET /dashboard` does, after the mark.',
        body: dashboardReadMarksSchema,
        response: { 200: successEnvelope(dashboardSchema), ...errorResponses(401, 403, 422) },
      },
    },
    async (request) => {
      await markDashboardRead(request.db, request.user!.id, request.body.counts);
      return { success: true as const, data: await dashboardFor(request.db, request.user!) };
    },
  );
};

import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  COMPLIANCE_LIST_PERMISSION,
  createUserSchema,
  mayCall,
  nutritionMessages,
  successEnvelope,
  updateUserSchema,
  userListQuerySchema,
  userMessages,
  userPageSchema,
  userApiMessages,
  userSchema,
  type User,
} from '@coachboard/contract';
import { answer, params } from '../../lib/records/index.js';
import { forbidden, foundOr } from '../../lib/errors.js';
import { toPaginator } from '../../lib/paginator.js';
import { errorResponses, idParams } from '../../lib/route-schemas.js';
import { createUser } from './use-cases/create-user.js';
import { updateUser } from './use-cases/update-user.js';
import { countTeamMemberMatches, listUsers } from './user-list-repository.js';
import { findAppUser } from './users-repository.js';
import { USER_TAGS } from './route-schemas.js';

export const usersRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/users',
    {
      schema: {
        tags: USER_TAGS,
        operationId: 'users.list',
        summary: 'App users (role user), newest first, 50 a page',
        description:
          "Team accounts (role admin) are never listed: they are the Team page's. " +
          '`search`: the full name or the e-mail contains the term (case-insensitive); the answer then says in ' +
          '`team_member_matches` how many team accounts have an e-mail containing it. `is_active`: true lists ' +
          'active users, false soft-deleted ones, absent both (each with `is_active` and `deleted_at`). A search ' +
          'counts its matches exactly up to 10,000; a broader one answers `total_is_lower_bound: true`, `total` ' +
          'being how many it matches at least, and `next_page_url` until its last page, which has the exact total. ' +
          '`attention` lists the users a dashboard card counts: `program_ending` (active app users whose last ' +
          'assignment ends within 7 days), `no_current_program` (active app users following no program today), ' +
          '`new` (app users who joined in the last 7 days); each row then carries `attention_fact`, why the user ' +
          'is on that list (the program ending and its end, the last program and when it ended, the join date). ' +
          '`sort=ends_on` (with `attention=program_ending` only, 422 otherwise) lists them by the end of their ' +
          'program, soonest first. `compliance_7d` on each row: the kept 7-day compliance (percent, one decimal; ' +
          'null with nothing prescribed in the week), for coaches and owners only; `sort=compliance_7d` lists ' +
          'users by it, lowest first, users with no figure last; `attention=compliance_dropped` lists active app ' +
          'users whose 7-day compliance is at least 20 points below their 30-day one, with a training day in the ' +
          'last 7 days. Both read training data: 403 for a role that may not (moderators), whose rows carry no ' +
          '`compliance_7d`. `attention=no_nutrition_targets` (active app users with no nutrition targets) reads ' +
          'nutrition: 403 for a role that may not (moderators).',
        querystring: userListQuerySchema,
        response: { 200: successEnvelope(userPageSchema), ...errorResponses(401, 403, 422) },
      },
    },
    async (request) => {
      const { page, per_page: perPage, search, is_active: isActive, attention, sort } = request.query;
      const withCompliance = mayCall(request.user?.teamRole, COMPLIANCE_LIST_PERMISSION);
      if (!withCompliance && (sort === 'compliance_7d' || attention === 'compliance_dropped')) {
        throw forbidden(userApiMessages.complianceForbidden);
      }
      // who has nutrition targets is coaching data: moderators read nothing of nutrition
      if (attention === 'no_nutrition_targets' && !mayCall(request.user?.teamRole, 'nutrition.getTargets')) {
        throw forbidden(nutritionMessages.attentionForbidden);
      }
      const [{ items, total, totalIsLowerBound, hasMore }, teamMemberMatches] = await Promise.all([
        listUsers(request.db, { search, isActive, attention }, page, perPage, sort, { withCompliance }),
        search ? countTeamMemberMatches(request.db, search) : undefined,
      ]);
      const paginator = toPaginator(items, total, page, perPage, request.url, hasMore);
      return {
        success: true as const,
        data: {
          ...paginator,
          ...(totalIsLowerBound ? { total_is_lower_bound: true as const } : {}),
          ...(teamMemberMatches === undefined ? {} : { team_member_matches: teamMemberMatches }),
        },
      };
    },
  );

  app.post(
    '/users',
    {
      config: { audit: { action: 'create', record: 'user', target: answer((data: User) => data.id) } },
      schema: {
        tags: USER_TAGS,
        operationId: 'users.create',
        summary: 'Create an app user (role user)',
        description:
          'gender, date_of_birth (YYYY-MM-DD, in the past) and height (e.g. `180cm` or `5\' 10"`, stored as ' +
          'sent) are optional. An e-mail already used by an active account is a 422 on `email`.',
        body: createUserSchema,
        response: { 201: successEnvelope(userSchema), ...errorResponses(400, 401, 403, 422) },
      },
    },
    async (request, reply) => {
      const user = await createUser(request.db, request.body);
      reply.code(201);
      return { success: true as const, message: userMessages.created, data: user };
    },
  );

  app.get(
    '/users/:id',
    {
      schema: {
        tags: USER_TAGS,
        operationId: 'users.get',
        summary: 'An app user, active or soft-deleted',
        description: "A team account (role admin) answers 404 'User not found': the Team page manages it.",
        params: idParams,
        response: { 200: successEnvelope(userSchema), ...errorResponses(401, 403, 404, 422) },
      },
    },
    async (request) => ({
      success: true as const,
      data: foundOr(await findAppUser(request.db, request.params.id), userMessages.notFound),
    }),
  );

  app.put(
    '/users/:id',
    {
      config: { audit: { action: 'update', record: 'user', target: params('id') } },
      schema: {
        tags: USER_TAGS,
        operationId: 'users.update',
        summary: 'Update a user: only the fields sent change',
        description:
          'Fields: first_name, last_name (same rules as on create), gender, date_of_birth, height. An empty ' +
          'string for gender, date_of_birth or height stores null. E-mail and password are not changed here. ' +
          'expected_updated_at (optional): the updated_at the editor loaded; 409 when the user changed since. ' +
          '403 for a panel account (managed on the Team page), whatever the role.',
        params: idParams,
        body: updateUserSchema,
        response: { 200: successEnvelope(userSchema), ...errorResponses(400, 401, 403, 404, 409, 422) },
      },
    },
    async (request) => {
      const user = await updateUser(request.db, request.params.id, request.body);
      return { success: true as const, message: userMessages.updated, data: user };
    },
  );
};

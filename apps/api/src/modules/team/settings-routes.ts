import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { teamMessages, teamSettingsSchema } from '@coachboard/contract';
import { requestTransaction } from '../../lib/request-transaction.js';
import { errorResponses } from '../../lib/route-schemas.js';
import { hasTwoFactor, readTeamSettings, writeTeamSettings } from './settings-repository.js';
import { conflict } from '../../lib/errors.js';
import { TEAM_TAGS, teamSettingsResponse } from './route-schemas.js';

/** Team-wide settings (owners only): require_two_factor, which the sign-in reads. */
export const settingsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/team/settings',
    {
      schema: {
        tags: TEAM_TAGS,
        operationId: 'team.getSettings',
        summary: 'Team settings: whether every member must sign in with two factors',
        response: { 200: teamSettingsResponse, ...errorResponses(401, 403) },
      },
    },
    async (request) => ({ success: true as const, data: await readTeamSettings(request.db) }),
  );

  app.put(
    '/team/settings',
    {
      schema: {
        tags: TEAM_TAGS,
        operationId: 'team.updateSettings',
        summary: 'Changes the team settings',
        body: teamSettingsSchema,
        response: { 200: teamSettingsResponse, ...errorResponses(401, 403, 409, 422) },
      },
      config: { audit: { writtenBy: 'handler' } },
    },
    async (request) => {
      const tx = requestTransaction(request);
      const before = await readTeamSettings(tx, true);
      // Requiring it locks every member without it out of all but their account, the owner included.
      if (request.body.require_two_factor && !(await hasTwoFactor(tx, request.user!.id))) {
        throw conflict(teamMessages.requireTwoFactorOwnFirst);
      }
      await writeTeamSettings(tx, request.body);
      const after = await readTeamSettings(tx);
      await request.audit.record({
        action: 'settings-change',
        record: { type: 'team-settings', id: null, name: 'Team settings' },
        changes:
          before.require_two_factor === after.require_two_factor
            ? null
            : { require_two_factor: { before: before.require_two_factor, after: after.require_two_factor } },
      });
      return { success: true as const, data: after };
    },
  );
};

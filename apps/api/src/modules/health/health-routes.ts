import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorEnvelopeSchema, successEnvelope } from '@coachboard/contract';
import { buildInfo } from '../../build-info.js';
import { pingDatabase, pingDatabaseWithin } from './health-repository.js';

const healthSchema = z.object({
  status: z.literal('ok'),
  database: z.literal('ok'),
  version: z.string().describe('The release, a semantic version, e.g. 1.0.0'),
  commit: z
    .string()
    .describe("The git commit the server was built from; 'unknown' when the build could not tell"),
});
const liveSchema = z.object({ status: z.literal('ok') });
const readySchema = z.object({ status: z.literal('ready'), database: z.literal('ok') });

export const DATABASE_UNAVAILABLE = 'Database unavailable';
const READY_PING_TIMEOUT_MS = 2_000;

export const healthRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/health',
    {
      config: { public: true },
      schema: {
        tags: ['health'],
        operationId: 'health.check',
        summary: 'Liveness and database check, and the running release',
        description: 'Answers the version and the commit of the running server, for operators and support.',
        security: [],
        response: { 200: successEnvelope(healthSchema), 503: errorEnvelopeSchema },
      },
    },
    async (request, reply) => {
      try {
        await pingDatabase(app.db);
      } catch (error) {
        request.log.error({ err: error }, 'Health check: database unreachable');
        return reply.code(503).send({ success: false, message: DATABASE_UNAVAILABLE });
      }
      return {
        success: true as const,
        data: { status: 'ok' as const, database: 'ok' as const, ...buildInfo },
      };
    },
  );

  app.get(
    '/health/live',
    {
      config: { public: true },
      schema: {
        tags: ['health'],
        operationId: 'health.checkLiveness',
        summary: 'Liveness: the process serves requests (the database is not asked)',
        description:
          'A restart is the cure only for a process that stopped answering, not for a database outage.',
        security: [],
        response: { 200: successEnvelope(liveSchema), 503: errorEnvelopeSchema },
      },
    },
    async () => ({ success: true as const, data: { status: 'ok' as const } }),
  );

  app.get(
    '/health/ready',
    {
      config: { public: true },
      schema: {
        tags: ['health'],
        operationId: 'health.checkReadiness',
        summary: 'Readiness: send traffic here',
        description:
          `503 while the database does not answer within ${READY_PING_TIMEOUT_MS / 1000} s, and from the ` +
          'moment shutdown begins (requests in flight still finish).',
        security: [],
        response: { 200: successEnvelope(readySchema), 503: errorEnvelopeSchema },
      },
    },
    async (request, reply) => {
      try {
        await pingDatabaseWithin(app.db, READY_PING_TIMEOUT_MS);
      } catch (error) {
        request.log.warn({ err: error }, 'Readiness: database unreachable');
        return reply.code(503).send({ success: false, message: DATABASE_UNAVAILABLE });
      }
      return { success: true as const, data: { status: 'ready' as const, database: 'ok' as const } };
    },
  );
};

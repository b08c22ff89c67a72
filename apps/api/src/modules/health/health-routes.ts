import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorEnvelopeSchema, successEnvelope } from '@coachboard/contract';
import { pingDatabase } from './health-repository.js';

const healthSchema = z.object({ status: z.literal('ok'), database: z.literal('ok') });

export const healthRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/health',
    {
      config: { public: true },
      schema: {
        tags: ['health'],
        summary: 'Liveness and database check',
        security: [],
        response: { 200: successEnvelope(healthSchema), 503: errorEnvelopeSchema },
      },
    },
    async (request, reply) => {
      try {
        await pingDatabase(app.db);
      } catch (error) {
        request.log.error({ err: error }, 'Health check: database unreachable');
        return reply.code(503).send({ success: false, message: 'Database unavailable' });
      }
      return { success: true as const, data: { status: 'ok' as const, database: 'ok' as const } };
    },
  );
};

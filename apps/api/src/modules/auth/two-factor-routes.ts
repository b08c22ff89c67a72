import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

export const twoFactorRoutes: FastifyPluginAsyncZod = async () => {};

import type { FastifyPluginAsync } from 'fastify';

/** A user's nutrition targets, the day's profile by their schedule, and the target templates library. */
export const nutritionModule: FastifyPluginAsync = async () => {};

import type { FastifyPluginAsync } from 'fastify';
import { complianceRoutes } from './compliance-routes.js';
import { recordsRoutes } from './records-routes.js';

/**
 * The coach's view of logged training: what a user's logged workouts say against what was prescribed (compliance,
 * the training calendar, a session beside its prescription). It reads the member module's logged sessions through
 * member's public.ts and the schedule through programs' public.ts, and keeps each user's figures through users'
 * public.ts (the users list and the dashboard, which come before it, read them). Register with prefix '/api'.
 */
export const coachingModule: FastifyPluginAsync = async (app) => {
  await app.register(recordsRoutes);
  await app.register(complianceRoutes);
};

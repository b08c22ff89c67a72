import type { FastifyPluginAsync } from 'fastify';
import { dayExerciseRoutes } from './day-exercise-routes.js';
import { dayCopyRoutes } from './day-copy-routes.js';
import { dayGroupRoutes } from './day-group-routes.js';
import { emptyDayRoutes } from './empty-day-routes.js';
import { progressionRoutes } from './progression-routes.js';
import { trainingWeekRoutes } from './training-week-routes.js';
import { weekCopyRoutes } from './week-copy-routes.js';
import { workoutPasteRoutes } from './workout-paste-routes.js';

/** A program's weeks and days, and the exercises on a day with their sets. Register with prefix '/api'. */
export const trainingDaysModule: FastifyPluginAsync = async (app) => {
  await app.register(trainingWeekRoutes);
  await app.register(dayExerciseRoutes);
  await app.register(weekCopyRoutes);
  await app.register(dayCopyRoutes);
  await app.register(dayGroupRoutes);
  await app.register(progressionRoutes);
  await app.register(workoutPasteRoutes);
  await app.register(emptyDayRoutes);
};

import type { AppConfig } from '../config.js';
import type { Database } from '../db/client.js';
import type { FileStorage } from '../storage/index.js';
import { seedDemoActivity } from './demo-activity.js';
import { seedDemoAssignments } from './demo-assignments.js';
import { seedDemoCheckInReviews } from './demo-check-in-reviews.js';
import { seedDemoCheckIns } from './demo-check-ins.js';
import { seedDemoCommunity } from './demo-community.js';
import { seedDemoCompliance } from './demo-compliance.js';
import { seedDemoExercises } from './demo-exercises.js';
import { seedDemoMealPlans } from './demo-meal-plans.js';
import { seedDemoNutrition } from './demo-nutrition.js';
import { seedDemoPrograms } from './demo-programs.js';
import { seedDemoRecipes } from './demo-recipes.js';
import { seedDemoTeam } from './demo-team.js';
import { seedDemoTrainingDays } from './demo-training-days.js';
import { seedDemoUserAvatars } from './demo-user-avatars.js';
import { seedDemoUsers } from './demo-users.js';
import { seedDemoWorkouts } from './demo-workouts.js';

export interface SeedReport {
  demoUsers: number;
  demoPrograms?: number;
  demoRecipes?: number;
  demoExercises?: number;
  demoTrainingDayExercises?: number;
  demoUserAvatars?: number;
  demoPosts?: number;
  /** Records put in the trash and past edits written to the audit log. */
  demoActivity?: number;
  /** Personal copies made for demo users (the demo's assignments also get spread start dates). */
  demoPersonalCopies?: number;
  /** Demo team members (a coach and a moderator, no password) and a pending invitation. */
  demoTeam?: number;
  /** Workouts the demo's app users logged over the last twelve weeks. */
  demoWorkouts?: number;
  /** Demo users whose kept compliance was measured after their workouts. */
  demoCompliance?: number;
  /** Target templates and the demo users' targets copied from them. */
  demoNutrition?: number;
  /** Meal plans from the demo recipes and their assignments to some demo users. */
  demoMealPlans?: number;
  /** Check-ins the demo's app users sent over the last twelve weeks (a few with a progress photo). */
  demoCheckIns?: number;
  /** Older check-ins the demo coach reviewed (some with a reply); the newer ones wait in the queue. */
  demoCheckInReviews?: number;
}

/**
 * Demo content for a fresh installation (SEED_DEMO not 'false'). Each part records itself in seed_state, so a
 * later start never reseeds or overwrites.
 */
export const seedDemoContent = async (
  db: Database,
  config: AppConfig,
  storage: FileStorage,
): Promise<SeedReport> => {
  if (!config.seedDemo) return { demoUsers: 0 };
  const report: SeedReport = { demoUsers: await seedDemoUsers(db) };
  // ---- Other areas seed here (after the users they refer to).
  report.demoUserAvatars = await seedDemoUserAvatars(db, storage);
  report.demoPrograms = await seedDemoPrograms(db, storage);
  report.demoRecipes = await seedDemoRecipes(db, storage);
  report.demoExercises = await seedDemoExercises(db);
  report.demoTrainingDayExercises = await seedDemoTrainingDays(db);
  report.demoPosts = await seedDemoCommunity(db, storage);
  report.demoActivity = await seedDemoActivity(db);
  report.demoPersonalCopies = await seedDemoAssignments(db, storage);
  report.demoWorkouts = await seedDemoWorkouts(db);
  report.demoCompliance = await seedDemoCompliance(db);
  report.demoCheckIns = await seedDemoCheckIns(db, storage);
  report.demoNutrition = await seedDemoNutrition(db);
  report.demoMealPlans = await seedDemoMealPlans(db);
  report.demoTeam = await seedDemoTeam(db);
  // After the team: the demo coach is the reviewer.
  report.demoCheckInReviews = await seedDemoCheckInReviews(db);
  return report;
};

import { mayCall, type PermissionKey } from './permissions.js';
import type { TeamRole } from './team-roles.js';
import type { TrashType } from './trash.js';

/**
 * Restore is open to every team role (the Undo after a delete calls it), so the record type decides: a
 * role may restore what it may delete. Programs, their days' exercises, exercises, recipes and app users are the
 * coaches' (and owners'); posts and comments the moderators' (and owners'). A member deletes their own logged
 * workouts and check-ins in the app, which no team role does: the roles that read them (coaches and owners) put
 * them back. The trash module refuses the others with 403; the Trash screen hides their Restore.
 */
export const trashRestoreRecordTypes: Record<TrashType, PermissionKey> = {
  program: 'programs.delete',
  'day-exercise': 'trainingDays.removeExercise',
  exercise: 'exercises.delete',
  recipe: 'recipes.delete',
  user: 'users.delete',
  post: 'community.deletePost',
  comment: 'community.deleteComment',
  'meal-plan': 'mealPlans.delete',
  'nutrition-template': 'nutrition.deleteTemplate',
  'nutrition-targets': 'nutrition.deleteTargets',
  'workout-session': 'coaching.getSession',
  'check-in': 'users.reviewCheckIn',
};

/** Whether a team role may put a record of this type back from the trash. */
export const mayRestoreRecordType = (role: TeamRole | null | undefined, type: TrashType) =>
  mayCall(role, trashRestoreRecordTypes[type]);

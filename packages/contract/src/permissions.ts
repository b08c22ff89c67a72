import { teamRoles, type TeamRole } from './team-roles.js';

const everyone = teamRoles;
const owners = ['owner'] as const satisfies readonly TeamRole[];
const coaching = ['owner', 'coach'] as const satisfies readonly TeamRole[];
const community = ['owner', 'moderator'] as const satisfies readonly TeamRole[];
/** Who reads the record of changes, and so the names of the panel accounts that made them. */
const activityReaders = everyone;

/**
 * Which team roles may call each protected /api route, by operationId. The API's access check reads
 * this table (plugins/auth-hook.ts) and refuses to start with a protected route that has no entry; the panel
 * reads it to hide what a role cannot do (`mayCall`). Reads are open to every role (moderators are read-only
 * outside the community); writes follow the role's job. Public routes (sign-in, invitations) are not listed.
 */
export const routePermissions = {
  // the signed-in account itself
  'auth.getCurrentUser': everyone,
  'auth.updateAccount': everyone,
  'auth.changePassword': everyone,
  'auth.listSessions': everyone,
  'auth.endSession': everyone,
  'auth.endOtherSessions': everyone,
  'auth.startTwoFactor': everyone,
  'auth.confirmTwoFactor': everyone,
  'auth.disableTwoFactor': everyone,
  'auth.regenerateRecoveryCodes': everyone,

  // the team and its settings
  'team.listMembers': owners,
  'team.updateMember': owners,
  'team.deactivateMember': owners,
  'team.reactivateMember': owners,
  'team.endMemberSessions': owners,
  'team.listInvitations': owners,
  'team.invite': owners,
  'team.resendInvitation': owners,
  'team.revokeInvitation': owners,
  'team.getSettings': owners,
  'team.updateSettings': owners,
  // names and e-mails only, to filter the activity log by who acted: whoever reads the log
  'team.listDirectory': activityReaders,

  // the home page, search, the record of changes and the trash
  'dashboard.get': everyone,
  // the caller's own marks of the counts it may read
  'dashboard.markRead': everyone,
  'search.find': everyone,
  'audit.list': activityReaders,
  'audit.get': activityReaders,
  'audit.revert': owners,
  'trash.list': everyone,
  'trash.settings': everyone,
  // Undo after a delete restores from the trash, so whoever may delete a record may restore it: the trash
  // module checks the entry's record type against the role (`mayRestoreRecordType`).
  'trash.restore': everyone,
  'trash.restoreBatch': everyone,
  'trash.purge': owners,
  // open to every role here: the file's owner decides (`mayDeleteFileOf` in file-permissions.ts)
  'files.delete': everyone,

  // programs
  'programs.list': everyone,
  'programs.get': everyone,
  'programs.search': everyone,
  'programs.searchForPicker': everyone,
  'programs.listAssignedUsers': everyone,
  'programs.listAvailableUsers': everyone,
  'programs.listCopies': everyone,
  'programs.volume': everyone,
  'programs.create': coaching,
  'programs.update': coaching,
  'programs.delete': coaching,
  'programs.bulkDelete': coaching,
  'programs.duplicate': coaching,
  'programs.uploadImage': coaching,
  'programs.assignExercise': coaching,
  'programs.unassignExercise': coaching,
  'programs.assignUser': coaching,
  'programs.unassignUser': coaching,
  'programs.syncCopies': coaching,

  // training days
  'trainingDays.get': everyone,
  'trainingDays.listWeeks': everyone,
  'trainingDays.listAllWeeks': everyone,
  'trainingDays.listEmpty': everyone,
  'trainingDays.addExercise': coaching,
  'trainingDays.copyTo': coaching,
  'trainingDays.createGroup': coaching,
  'trainingDays.deleteGroup': coaching,
  'trainingDays.duplicateWeek': coaching,
  'trainingDays.paste': coaching,
  'trainingDays.undoPaste': coaching,
  'trainingDays.progression': coaching,
  'trainingDays.removeExercise': coaching,
  'trainingDays.reorderExercises': coaching,
  'trainingDays.updateExerciseSets': coaching,

  // exercises
  'exercises.list': everyone,
  'exercises.get': everyone,
  'exercises.getUsage': everyone,
  'exercises.listMuscleGroups': everyone,
  'exercises.search': everyone,
  'exercises.create': coaching,
  'exercises.update': coaching,
  'exercises.delete': coaching,
  'exercises.bulkDelete': coaching,

  // recipes
  'recipes.list': everyone,
  'recipes.get': everyone,
  'recipes.search': everyone,
  'recipes.create': coaching,
  'recipes.update': coaching,
  'recipes.delete': coaching,
  'recipes.bulkDelete': coaching,
  'recipes.uploadImage': coaching,

  // app users and their programs
  'users.list': everyone,
  'users.get': everyone,
  'users.getSchedule': everyone,
  'users.listPrograms': everyone,
  // the coach's view of logged training (compliance, the training calendar, a session): coaching data
  'coaching.getCompliance': coaching,
  'coaching.getTrainingCalendar': coaching,
  'coaching.getCalendarDate': coaching,
  'coaching.getSession': coaching,
  'users.export': coaching,
  'users.create': coaching,
  'users.update': coaching,
  'users.delete': coaching,
  'users.bulkDelete': coaching,
  'users.restore': coaching,
  'users.uploadProfileImage': coaching,
  'users.assignProgram': coaching,
  'users.undoAssignmentBatch': coaching,
  // a client's check-ins are coaching data: not the community's moderators
  'users.getCheckInSchedule': coaching,
  'users.updateCheckInSchedule': coaching,
  'users.getCheckInPhoto': coaching,
  'users.listCheckInsToReview': coaching,
  'users.listOverdueCheckIns': coaching,
  'users.listCheckIns': coaching,
  'users.reviewCheckIn': coaching,

  // nutrition is coaching data: coaches and owners only, moderators read none of it
  'nutrition.getTargets': coaching,
  'nutrition.updateTargets': coaching,
  'nutrition.deleteTargets': coaching,
  'nutrition.getDay': coaching,
  'nutrition.listTemplates': coaching,
  'nutrition.getTemplate': coaching,
  'nutrition.createTemplate': coaching,
  'nutrition.updateTemplate': coaching,
  'nutrition.deleteTemplate': coaching,
  'nutrition.bulkDeleteTemplates': coaching,

  // meal plans: suggestions built from recipes, coaching data like the targets (moderators read none of it)
  'mealPlans.list': coaching,
  'mealPlans.get': coaching,
  'mealPlans.create': coaching,
  'mealPlans.update': coaching,
  'mealPlans.delete': coaching,
  'mealPlans.bulkDelete': coaching,
  'mealPlans.duplicate': coaching,
  'mealPlans.pasteDay': coaching,
  'mealPlans.shoppingList': coaching,
  'mealPlans.listAssignments': coaching,
  'mealPlans.assign': coaching,
  'mealPlans.unassign': coaching,
  'mealPlans.getUserPlan': coaching,
  'mealPlans.userShoppingList': coaching,

  // the community
  'community.listPosts': everyone,
  'community.getPost': everyone,
  'community.searchPosts': everyone,
  'community.countPostsByType': everyone,
  'community.listComments': everyone,
  'community.createPost': community,
  'community.updatePost': community,
  'community.deletePost': community,
  'community.bulkDeletePosts': community,
  'community.uploadPostAttachments': community,
  'community.likePost': community,
  'community.unlikePost': community,
  'community.createComment': community,
  'community.updateComment': community,
  'community.deleteComment': community,

  // personal records and progress from a user's logged training: coaching data, not the moderators'
  'coaching.getRecords': coaching,
  'coaching.getProgress': coaching,
} as const satisfies Record<string, readonly TeamRole[]>;

export type PermissionKey = keyof typeof routePermissions;

/** Whether a team role may call the route with this operationId (false for a route the table does not list). */
export const mayCall = (role: TeamRole | null | undefined, operationId: PermissionKey | string): boolean => {
  if (!role) return false;
  const allowed = (routePermissions as Record<string, readonly TeamRole[]>)[operationId];
  return allowed?.includes(role) ?? false;
};

/**
 * What the Team page shows (panel accounts, their sign-ins and sessions, invitations, the team's settings) is read
 * wherever else it appears (the activity log, the dashboard's failed sign-ins) only by the roles that may open the
 * Team page.
 */
export const TEAM_ACTIVITY_PERMISSION = 'team.listMembers' satisfies PermissionKey;

/** Whether a team role may read the team's own activity: sign-ins, sessions, invitations, panel accounts. */
export const mayReadTeamActivity = (role: TeamRole | null | undefined) =>
  mayCall(role, TEAM_ACTIVITY_PERMISSION);

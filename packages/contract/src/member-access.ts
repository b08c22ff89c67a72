/**
 * The app's own routes, under `/api/member/`. A member is not a team role: the permission table
 * (permissions.ts) says which team roles may call each admin route, and a member may call none of them; this list
 * says which operations a member may call, and no panel account may call them. Each answers for the signed-in
 * member's own data only. The API refuses to start with a `/member` route missing here (plugins/auth-hook.ts).
 */
export const memberOperations = [
  'member.getToday',
  'member.getSchedule',
  'member.logSession',
  'member.listSessions',
  'member.getSession',
  'member.updateSession',
  'member.deleteSession',
  'member.createCheckIn',
  'member.listCheckIns',
  'member.deleteCheckIn',
  'member.uploadCheckInPhoto',
  'member.getCheckInPhoto',
  'member.deleteCheckInPhoto',
  'member.reportPost',
  'member.getNutritionToday',
] as const;

export type MemberOperation = (typeof memberOperations)[number];

/** Where the member routes live: every route under it is a member route, and no other route is. */
export const MEMBER_ROUTE_PREFIX = '/member';

export const memberAccessMessages = {
  /** A panel account's token on a member route. */
  appUsersOnly: 'Only app users may call this route',
} as const;

export const isMemberOperation = (operationId: string): operationId is MemberOperation =>
  (memberOperations as readonly string[]).includes(operationId);

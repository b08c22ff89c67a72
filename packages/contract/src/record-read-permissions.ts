import { AUDIT_RECORD_TYPES, type AuditRecordType } from './audit.js';
import { mayCall, type PermissionKey } from './permissions.js';
import type { TeamRole } from './team-roles.js';
import { TRASH_TYPES, type TrashType } from './trash.js';

/**
 * The record types only some team roles may read, each with the route whose callers read it. The activity log
 * and the trash show every role the records its job touches, so an entry (a change, a trashed record's name) of
 * such a type is left out for a role that may not call that route: nutrition targets, target templates and meal
 * plans are coaching data, which moderators read nothing of, and so are a member's logged workouts and check-ins. A type not listed here is read by every team role.
 * A new restricted record type declares its read here, and the log, the trash and their filters follow.
 */
export const recordTypeReadPermissions: Partial<Record<AuditRecordType, PermissionKey>> = {
  'nutrition-targets': 'nutrition.getTargets',
  'nutrition-template': 'nutrition.getTemplate',
  'meal-plan': 'mealPlans.get',
  'workout-session': 'coaching.getSession',
  'check-in': 'users.listCheckIns',
};

/** Whether a team role may read records of this type (their entries in the activity log and the trash). */
export const mayReadRecordType = (role: TeamRole | null | undefined, type: AuditRecordType): boolean => {
  const permission = recordTypeReadPermissions[type];
  return permission === undefined || mayCall(role, permission);
};

/** The record types a team role may not read: their log entries and trash entries are left out for it. */
export const unreadableRecordTypes = (role: TeamRole | null | undefined): AuditRecordType[] =>
  AUDIT_RECORD_TYPES.filter((type) => !mayReadRecordType(role, type));

/** The trash types a team role may not read: left out of its trash list (names included). */
export const unreadableTrashTypes = (role: TeamRole | null | undefined): TrashType[] =>
  TRASH_TYPES.filter((type) => !mayReadRecordType(role, type));

import { z } from 'zod';
import { attentionParam, auditAttentionValues } from './dashboard.js';

/**
 * The changes made to records. A role that may not read the team's activity (`mayReadTeamActivity`: coaches,
 * moderators) sees only these in the log: never sign-ins, sessions, invitations, the team's settings or refusals;
 * the API also leaves out entries about a panel account, and the address and browser of entries not their own.
 */
export const AUDIT_RECORD_ACTIONS = [
  'create',
  'update',
  'delete',
  'restore',
  'purge',
  'assign',
  'unassign',
  'reorder',
  'upload',
  'revert',
] as const;

/** A person's changes to their own account (My account, two-factor sign-in): the record is the actor. */
export const AUDIT_ACCOUNT_ACTIONS = [
  'account-update',
  'password-change',
  'two-factor-on',
  'two-factor-off',
  'recovery-codes-regenerate',
  'recovery-code-used',
  'second-step-failed',
] as const;

/** What an audit entry says was done. */
export const AUDIT_ACTIONS = [
  ...AUDIT_RECORD_ACTIONS,
  'sign-in',
  'sign-in-failed',
  'sign-out',
  'password-reset-request',
  'password-reset-verify',
  'password-reset',
  'session-revoked',
  'refused',
  // the team and accounts
  'invite',
  'invite-resend',
  'invite-revoke',
  'invite-accept',
  'role-change',
  'deactivate',
  'reactivate',
  'settings-change',
  ...AUDIT_ACCOUNT_ACTIONS,
] as const;
export type AuditAction = (typeof AUDIT_ACTIONS)[number];
export const auditActionSchema = z.enum(AUDIT_ACTIONS);

/** The records coaches and moderators work with, whose changes every team role may read in the log. */
export const AUDIT_RECORD_CONTENT_TYPES = [
  'program',
  'exercise',
  'recipe',
  'post',
  'comment',
  'user',
  'day-exercise',
  'training-day',
  'file',
  'workout-session',
  'nutrition-targets',
  'nutrition-template',
  'meal-plan',
  'check-in',
] as const;

/** The kinds of record an entry can name: the content records, and the team's own. */
export const AUDIT_RECORD_TYPES = [
  ...AUDIT_RECORD_CONTENT_TYPES,
  'session',
  'team-member',
  'invitation',
  'team-settings',
] as const;
export type AuditRecordType = (typeof AUDIT_RECORD_TYPES)[number];
export const auditRecordTypeSchema = z.enum(AUDIT_RECORD_TYPES);

export const AUDIT_PAGE_SIZE = 50;

/** Fields whose values never reach the log: compared, and written as `{ changed: true }`. */
export const auditSecretFields = [
  'password',
  'password_confirmation',
  'current_password',
  'password_hash',
  'token',
  'refresh_token',
  'access_token',
  'code',
  'code_hash',
  'token_version',
  'successor_sealed',
  'secret',
  'totp_secret_sealed',
  'totp_pending_secret_sealed',
  'recovery_codes',
  'challenge',
] as const;

export const auditChangeSchema = z.union([
  z.object({ before: z.unknown(), after: z.unknown() }),
  z.object({ changed: z.literal(true) }),
]);
export type AuditChange = z.infer<typeof auditChangeSchema>;

export const auditEntrySchema = z.object({
  id: z.number().int(),
  at: z.string(),
  actor: z.object({ id: z.number().int().nullable(), name: z.string(), email: z.string() }).nullable(),
  action: z.string(),
  record: z
    .object({ type: z.string(), id: z.number().int().nullable(), name: z.string().nullable() })
    .nullable(),
  changes: z.record(z.string(), auditChangeSchema).nullable(),
  details: z.record(z.string(), z.unknown()).nullable(),
  address: z.string().nullable(),
  user_agent: z.string().nullable(),
  reverts_entry_id: z.number().int().nullable(),
  batch_id: z.string().nullable(),
  revertable: z.boolean(),
});
export type AuditEntry = z.infer<typeof auditEntrySchema>;

export const auditPageSchema = z.object({
  items: z.array(auditEntrySchema),
  next_cursor: z.string().nullable(),
});
export type AuditPage = z.infer<typeof auditPageSchema>;

const optionalText = z.preprocess((v) => (v === '' ? undefined : v), z.string().max(200).optional());
const optionalDate = z.preprocess(
  (v) => (v === '' ? undefined : v),
  z.string().datetime({ offset: true }).or(z.string().date()).optional(),
);

/** `GET /audit?type&id&actor&action&from&to&cursor&per_page`: newest first, keyset-paged by an opaque cursor. */
export const auditListQuerySchema = z.object({
  type: auditRecordTypeSchema.optional(),
  id: z.coerce.number().int().positive().optional(),
  actor: z.coerce.number().int().positive().optional(),
  action: auditActionSchema.optional(),
  from: optionalDate,
  to: optionalDate,
  cursor: optionalText,
  per_page: z.coerce.number().int().min(1).max(100).catch(AUDIT_PAGE_SIZE).default(AUDIT_PAGE_SIZE),
  /** failed_sign_ins: sign-in-failed entries of the last 24 hours (a dashboard card). */
  attention: attentionParam(auditAttentionValues),
});
export type AuditListQuery = z.input<typeof auditListQuerySchema>;

export const auditEntryParamsSchema = z.object({ entryId: z.coerce.number().int().positive() });

export const auditMessages = {
  title: 'Activity',
  history: 'History',
  showHistory: 'Show history',
  hideHistory: 'Hide history',
  empty: 'No activity yet',
  noOlder: 'No older activity',
  revert: 'Revert',
  reverted: 'Reverted',
  notRevertable: 'This entry cannot be reverted',
  entryNotFound: 'Audit entry not found',
  badCursor: 'The cursor is not valid',
  inTrash: 'The record is in the trash; restore it first',
  recordGone: 'The record no longer exists',
  changedSince: (actor: string, fields: string[], at: string, entryId: number) =>
    `${actor} changed ${fields.join(', ')} on ${at} (entry ${entryId}); revert that first`,
  unrecorded: 'Unrecorded change',
  historyEmpty: 'No changes recorded yet',
  loadFailed: 'The activity could not be loaded',
  showOlder: 'Show older',
  older: 'Older',
  newer: 'Newer',
  revertTitle: 'Revert this change?',
  revertConfirm: 'The fields it changed go back to their earlier values. The revert is recorded too.',
} as const;

/** The record types and actions as the Activity filters name them. */
export const auditRecordTypeLabels: Record<AuditRecordType, string> = {
  program: 'Program',
  exercise: 'Exercise',
  recipe: 'Recipe',
  post: 'Post',
  comment: 'Comment',
  user: 'User',
  'day-exercise': 'Day exercise',
  'training-day': 'Training day',
  file: 'File',
  'workout-session': 'Workout',
  'nutrition-targets': 'Nutrition targets',
  'nutrition-template': 'Nutrition template',
  'meal-plan': 'Meal plan',
  'check-in': 'Check-in',
  session: 'Session',
  'team-member': 'Team member',
  invitation: 'Invitation',
  'team-settings': 'Team settings',
};

export const auditActionLabels: Record<AuditAction, string> = {
  create: 'Create',
  update: 'Update',
  delete: 'Delete (to trash)',
  restore: 'Restore',
  purge: 'Delete forever',
  assign: 'Assign',
  unassign: 'Unassign',
  reorder: 'Reorder',
  upload: 'Upload',
  revert: 'Revert',
  'sign-in': 'Sign-in',
  'sign-in-failed': 'Failed sign-in',
  'sign-out': 'Sign-out',
  'password-reset-request': 'Password reset request',
  'password-reset-verify': 'Password reset code check',
  'password-reset': 'Password reset',
  'session-revoked': 'Session revoked',
  refused: 'Refused request',
  invite: 'Invitation sent',
  'invite-resend': 'Invitation resent',
  'invite-revoke': 'Invitation revoked',
  'invite-accept': 'Invitation accepted',
  'role-change': 'Role change',
  deactivate: 'Deactivate',
  reactivate: 'Reactivate',
  'settings-change': 'Settings change',
  'account-update': 'Account update',
  'password-change': 'Password change',
  'two-factor-on': 'Two-factor sign-in on',
  'two-factor-off': 'Two-factor sign-in off',
  'recovery-codes-regenerate': 'New recovery codes',
  'recovery-code-used': 'Recovery code used',
  'second-step-failed': 'Failed two-factor code',
};

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
  'account-update',
  'password-change',
  'two-factor-on',
  'two-factor-off',
  'recovery-codes-regenerate',
  'recovery-code-used',
  'second-step-failed',
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

/** How a field is named in a sentence: `duration_weeks` reads "weeks". */
const fieldLabels: Record<string, string> = {
  duration_weeks: 'weeks',
  program_type: 'type',
  difficulty_level: 'difficulty',
  training_days_per_week: 'training days per week',
  workout_duration: 'workout duration',
  first_name: 'first name',
  last_name: 'last name',
  date_of_birth: 'date of birth',
  muscle_groups: 'muscle groups',
  target_muscle_group: 'target muscle group',
  yt_link: 'video link',
  image_file_id: 'image',
  profile_image_file_id: 'profile image',
  is_active: 'active',
};
export const auditFieldLabel = (field: string) => fieldLabels[field] ?? field.replace(/_/g, ' ');

const recordLabels: Record<string, string> = {
  program: 'the program',
  exercise: 'the exercise',
  recipe: 'the recipe',
  post: 'the post',
  comment: 'the comment',
  user: 'the user',
  'day-exercise': 'the day exercise',
  'training-day': 'the training day',
  file: 'the file',
  session: 'the session',
};

const verbs: Record<string, string> = {
  create: 'created',
  update: 'changed',
  delete: 'moved',
  restore: 'restored',
  purge: 'deleted',
  assign: 'assigned',
  unassign: 'unassigned',
  reorder: 'reordered',
  upload: 'uploaded an image for',
  revert: 'reverted',
  'sign-in': 'signed in',
  'sign-in-failed': 'failed to sign in',
  'sign-out': 'signed out',
  'password-reset-request': 'asked for a password reset',
  'password-reset-verify': 'checked a password reset code',
  'password-reset': 'reset their password',
  'session-revoked': 'had a session revoked',
  refused: 'was refused',
};

/** What a verb needs after the record: 'moved the program "X" to the trash'. */
const verbEndings: Record<string, string> = { delete: ' to the trash', purge: ' forever' };

/** Actions that name their actor as the record too (a sign-in is the account's own): the record is not repeated. */
const selfActions = new Set([
  'sign-in',
  'sign-out',
  'password-reset-request',
  'password-reset-verify',
  'password-reset',
  'session-revoked',
]);

const wholeRecordActions = new Set(['create', 'delete', 'restore', 'purge']);

const quoted = (text: string) => `"${text.length > 60 ? `${text.slice(0, 57)}...` : text}"`;

const shown = (value: unknown): string => {
  if (value === null || value === undefined || value === '') return 'none';
  if (typeof value === 'string') return quoted(value);
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  if (Array.isArray(value)) {
    if (value.length === 0) return 'none';
    const simple = value.every((item) => ['string', 'number', 'boolean'].includes(typeof item));
    return simple && value.length <= 5
      ? value.map((item) => shown(item)).join(', ')
      : `${value.length} ${value.length === 1 ? 'item' : 'items'}`;
  }
  return 'a new value';
};

/** One change as a phrase: `name "Strength" → "Strength Base"`, `password changed`. */
export const describeAuditChange = (field: string, change: AuditChange) =>
  'changed' in change
    ? `${auditFieldLabel(field)} changed`
    : `${auditFieldLabel(field)} ${shown(change.before)} → ${shown(change.after)}`;

const text = (value: unknown) => (typeof value === 'string' && value.trim() ? value.trim() : null);

/** A person named in `details` (assign: `{ user: {...} }`): their name, else their e-mail. */
const personOf = (value: unknown) => {
  if (typeof value !== 'object' || value === null) return null;
  const person = value as Record<string, unknown>;
  const name = [text(person.first_name), text(person.last_name)].filter(Boolean).join(' ');
  return name || text(person.name) || text(person.email);
};

type DescribedEntry = Pick<AuditEntry, 'actor' | 'action' | 'record' | 'changes' | 'details'>;

/** What follows the record: who it was assigned to, how a refusal was asked, the changed fields. */
const tailOf = (entry: DescribedEntry) => {
  const details = entry.details ?? {};
  let tail = verbEndings[entry.action] ?? '';
  const person = personOf(details.user) ?? personOf(details.program);
  if (person && entry.action === 'assign') tail += ` to ${person}`;
  if (person && entry.action === 'unassign') tail += ` from ${person}`;
  if (entry.action === 'sign-in-failed' && text(details.email)) tail += ` as ${text(details.email)}`;
  if (entry.action === 'refused') {
    const status = details.status ? String(details.status) : null;
    const request = [text(details.method), text(details.route)].filter(Boolean).join(' ');
    const count = typeof details.count === 'number' && details.count > 1 ? `${details.count} times` : null;
    const said = [status, request, count].filter(Boolean).join(', ');
    if (said) tail += ` (${said})`;
  }
  // A created, trashed, restored or purged record's fields are all "none →" or "→ none": the sentence says enough.
  const changes = wholeRecordActions.has(entry.action)
    ? []
    : Object.entries(entry.changes ?? {}).map(([field, change]) => describeAuditChange(field, change));
  return changes.length ? `${tail}: ${changes.join(', ')}` : tail;
};

/**
 * An entry's sentence in three parts, so a screen can link the record's name: `lead` ('Jane Smith changed the
 * program '), `record` ('"Strength Base"', empty when the entry names none) and `tail` (': name "Strength" →
 * "Strength Base", weeks 4 → 6').
 */
export const auditEntryParts = (entry: DescribedEntry) => {
  const who = entry.actor
    ? entry.actor.name || entry.actor.email
    : entry.action === 'purge' || entry.details?.reason === 'retention'
      ? 'The system'
      : 'Someone';
  const verb = verbs[entry.action] ?? entry.action;
  const named = entry.record && !selfActions.has(entry.action) ? entry.record : null;
  const kind = named ? ` ${recordLabels[named.type] ?? named.type}` : '';
  const record = named?.name ? quoted(named.name) : '';
  return { lead: `${who} ${verb}${kind}${record ? ' ' : ''}`, record, tail: tailOf(entry) };
};

/** An entry as a sentence: 'Jane Smith changed the program "Strength Base": name "Strength" → "Strength Base", weeks 4 → 6'. */
export const describeAuditEntry = (entry: DescribedEntry) => {
  const { lead, record, tail } = auditEntryParts(entry);
  return `${lead}${record}${tail}`;
};

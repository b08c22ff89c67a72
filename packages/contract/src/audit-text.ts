import { AUDIT_ACCOUNT_ACTIONS, type AuditEntry } from './audit.js';
import { describeAuditChange, quotedName } from './audit-changes.js';
import { specialSentence, text } from './audit-sentences.js';
import { currentDayWords } from './labels.js';

export { auditFieldLabel, describeAuditChange } from './audit-changes.js';

/*
 * An audit entry as a sentence in the words of the screens: what a coach did, to which record, and how. An undo
 * reads as an undo ("undid the assignment of the program ... to 2 users"), a training day by its week and day
 * ('Week 2 · Day 3 of Strength Base'), and nothing reads as stored data (ids, item counts, field names).
 */

type DescribedEntry = Pick<AuditEntry, 'actor' | 'action' | 'record' | 'changes' | 'details'>;

const recordLabels: Record<string, string> = {
  program: 'the program',
  exercise: 'the exercise',
  recipe: 'the recipe',
  post: 'the post',
  comment: 'the comment',
  user: 'the user',
  'day-exercise': 'the exercise',
  'training-day': 'the training day',
  file: 'the file',
  'workout-session': 'the workout',
  'check-in': 'the check-in',
  'nutrition-targets': 'the nutrition targets of',
  'nutrition-template': 'the nutrition template',
  session: 'the session',
  'team-member': 'the team member',
  invitation: 'the invitation for',
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
  invite: 'sent',
  'invite-resend': 'resent',
  'invite-revoke': 'withdrew',
  'invite-accept': 'accepted their invitation',
  'role-change': 'changed the role of',
  deactivate: 'deactivated',
  reactivate: 'reactivated',
  'settings-change': "changed the team's settings",
  'account-update': 'updated their account',
  'password-change': 'changed their password',
  'two-factor-on': 'turned on two-factor sign-in',
  'two-factor-off': 'turned off two-factor sign-in',
  'recovery-codes-regenerate': 'made new recovery codes',
  'recovery-code-used': 'signed in with a recovery code',
  'second-step-failed': 'entered a wrong two-factor code',
};

/** What a verb needs after the record: 'moved the program "X" to the trash'. */
const verbEndings: Record<string, string> = { delete: ' to the trash', purge: ' forever' };

/** Actions whose record is their actor's own account (or the team's settings): the record is not repeated. */
const selfActions = new Set([
  'sign-in',
  'sign-out',
  'password-reset-request',
  'password-reset-verify',
  'password-reset',
  'session-revoked',
  'invite-accept',
  'settings-change',
  ...AUDIT_ACCOUNT_ACTIONS,
]);

/** Whose record names a person: the sentence names them without "the team member". */
const personActions = new Set(['role-change', 'deactivate', 'reactivate']);

/** A created, trashed, restored or purged record's fields are all "none →" or "→ none": the sentence says enough. */
const wholeRecordActions = new Set(['create', 'delete', 'restore', 'purge', 'password-change']);

/** What follows the record in the ordinary sentence: whom it was assigned to, how a refusal was asked, the changes. */
const ordinaryTail = (entry: DescribedEntry) => {
  const details = entry.details ?? {};
  let tail = verbEndings[entry.action] ?? '';
  if (entry.action === 'sign-in-failed' && text(details.email)) tail += ` as ${text(details.email)}`;
  if (entry.action === 'refused') {
    const status = details.status ? String(details.status) : null;
    const request = [text(details.method), text(details.route)].filter(Boolean).join(' ');
    const count = typeof details.count === 'number' && details.count > 1 ? `${details.count} times` : null;
    const said = [status, request, count].filter(Boolean).join(', ');
    if (said) tail += ` (${said})`;
  }
  const skip = personActions.has(entry.action) ? new Set(['active']) : new Set<string>();
  const changes = wholeRecordActions.has(entry.action)
    ? []
    : Object.entries(entry.changes ?? {})
        .filter(([field]) => !skip.has(field))
        .map(([field, change]) => describeAuditChange(field, change));
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
  // A session's record is its id, and an owner signing a member out names the member.
  const own =
    selfActions.has(entry.action) &&
    !(entry.action === 'session-revoked' && entry.record?.type === 'team-member');
  const named = entry.record && !own ? entry.record : null;
  const record = named?.name ? quotedName(currentDayWords(named.name)) : '';
  const sentence = specialSentence(entry);
  const kind = named && !personActions.has(entry.action) ? ` ${recordLabels[named.type] ?? named.type}` : '';
  const verb = verbs[entry.action] ?? entry.action;
  const before = sentence ? sentence.before : `${verb}${kind}`;
  const tail = sentence ? (sentence.after ?? '') : ordinaryTail(entry);
  return { lead: `${who} ${before}${record ? ' ' : ''}`, record, tail };
};

/** An entry as a sentence: 'Jane Smith changed the program "Strength Base": name "Strength" → "Strength Base", weeks 4 → 6'. */
export const describeAuditEntry = (entry: DescribedEntry) => {
  const { lead, record, tail } = auditEntryParts(entry);
  return `${lead}${record}${tail}`;
};

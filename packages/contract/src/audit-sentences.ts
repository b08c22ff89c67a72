import { quotedName } from './audit-changes.js';
import { daySentence } from './audit-day-sentences.js';
import { countOf, nameOf, plural, text, type DescribedEntry, type Sentence } from './audit-words.js';
import { formatEnumLabel } from './labels.js';

export { text } from './audit-words.js';

/*
 * The audit entries that say more than "verb the record": an assignment and its undo, a personal copy, the exercises,
 * supersets and sets of a training day, the team's invitations and roles.
 */

const inviteVerbs: Record<string, string> = {
  invite: 'sent',
  'invite-resend': 'resent',
  'invite-revoke': 'withdrew',
};

const programSentence = (entry: DescribedEntry, details: Record<string, unknown>): Sentence | null => {
  const person = nameOf(details.user);
  const exercise = nameOf(details.exercise);
  const users = (count: number) => plural(count, 'user');
  if (entry.action === 'assign' && details.bulk) {
    const skipped = countOf(details.skipped);
    return {
      before: 'assigned the program',
      after:
        ` to ${users(countOf(details.assigned))}` +
        (details.mode === 'copy' ? ' as personal copies' : '') +
        (skipped > 0 ? ` (${skipped.toLocaleString('en-US')} already had it)` : ''),
    };
  }
  if (entry.action === 'unassign' && details.undo_of_batch) {
    const copies = countOf(details.copies_removed);
    const count = Array.isArray(details.user_ids) ? details.user_ids.length : countOf(details.unassigned);
    return {
      before: 'undid the assignment of the program',
      after:
        ` to ${users(count)}` +
        (copies > 0 ? ` and removed ${plural(copies, 'personal copy', 'personal copies')}` : ''),
    };
  }
  if (entry.action === 'purge' && details.undo_of_batch) {
    return { before: 'removed the personal copy', after: ' when undoing its assignment' };
  }
  if (entry.action === 'create' && details.personal_copy_for) {
    const owner = nameOf(details.personal_copy_for);
    return { before: 'made the personal copy', after: owner ? ` for ${owner}` : '' };
  }
  if (entry.action === 'assign' && person) {
    return {
      before: 'assigned the program',
      after: ` to ${person}${details.mode === 'copy' ? ' as a personal copy' : ''}`,
    };
  }
  if (entry.action === 'unassign' && person) return { before: `removed ${person} from the program` };
  if (entry.action === 'assign' && exercise)
    return { before: `added the exercise ${exercise} to the program` };
  if (entry.action === 'unassign' && exercise)
    return { before: `removed the exercise ${exercise} from the program` };
  const weekCopy = details.week_copied as { from?: unknown; to?: unknown } | undefined;
  if (weekCopy && typeof weekCopy.from === 'number' && typeof weekCopy.to === 'number') {
    const replaced = countOf(details.replaced);
    return {
      before: `copied week ${weekCopy.from} onto week ${weekCopy.to} of the program`,
      after: replaced > 0 ? `, replacing ${plural(replaced, 'exercise')}` : '',
    };
  }
  if (details.synced_from) {
    const template = nameOf(details.synced_from);
    const conflicts = countOf(details.conflicts);
    return {
      before: 'updated the personal copy',
      after:
        `${template ? ` from ${quotedName(template)}` : ''}: ${plural(countOf(details.applied), 'change')} applied` +
        (countOf(details.kept) > 0 ? `, ${countOf(details.kept).toLocaleString('en-US')} kept` : '') +
        (conflicts > 0 ? `, ${plural(conflicts, 'conflict')}` : ''),
    };
  }
  return null;
};

const teamSentence = (entry: DescribedEntry, details: Record<string, unknown>): Sentence | null => {
  const role = text(details.team_role);
  if (entry.action === 'invite' || entry.action === 'invite-resend' || entry.action === 'invite-revoke') {
    return {
      before: `${inviteVerbs[entry.action]} an invitation to`,
      after: entry.action !== 'invite-revoke' && role ? ` as ${formatEnumLabel(role)}` : '',
    };
  }
  if (entry.action === 'invite-accept')
    return { before: 'accepted their invitation', after: role ? ` as ${formatEnumLabel(role)}` : '' };
  if (entry.action === 'role-change') {
    const change = entry.changes?.team_role;
    const said =
      change && 'after' in change && typeof change.before === 'string' && typeof change.after === 'string'
        ? ` from ${formatEnumLabel(change.before)} to ${formatEnumLabel(change.after)}`
        : '';
    return { before: 'changed the role of', after: said };
  }
  if (entry.action === 'session-revoked' && entry.record?.type === 'team-member') {
    return { before: 'signed out', after: ' everywhere' };
  }
  if (entry.action === 'session-revoked' && details.reason === 'ended_by_user') {
    return { before: details.others ? 'signed out their other sessions' : 'ended a session' };
  }
  return null;
};

const checkInDate = new Intl.DateTimeFormat('en-GB', {
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  timeZone: 'UTC',
});

/** A coach's review of a user's check-in: 'reviewed the check-in of "Anna Berg" dated 2 March 2026, with a reply'. */
const userSentence = (details: Record<string, unknown>): Sentence | null => {
  const review = details.check_in_review as
    { date?: unknown; replied?: unknown; again?: unknown } | undefined;
  if (!review) return null;
  const date = typeof review.date === 'string' ? new Date(`${review.date}T00:00:00Z`) : null;
  const dated = date && !Number.isNaN(date.getTime()) ? ` dated ${checkInDate.format(date)}` : '';
  return {
    before: review.again ? 'reviewed again the check-in of' : 'reviewed the check-in of',
    after: `${dated}${review.replied ? ', with a reply' : ''}`,
  };
};

export const specialSentence = (entry: DescribedEntry): Sentence | null => {
  const details = entry.details ?? {};
  switch (entry.record?.type) {
    case 'program':
      return programSentence(entry, details);
    case 'training-day':
      return daySentence(entry, details);
    case 'user':
      return userSentence(details) ?? teamSentence(entry, details);
    default:
      return teamSentence(entry, details);
  }
};

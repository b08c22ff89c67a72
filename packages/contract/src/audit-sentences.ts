import type { AuditEntry } from './audit.js';
import { quotedName } from './audit-changes.js';
import { currentDayWords, formatEnumLabel, listLabels } from './labels.js';

/*
 * The audit entries that say more than "verb the record": an assignment and its undo, a personal copy, the exercises,
 * supersets and sets of a training day, the team's invitations and roles.
 */

type DescribedEntry = Pick<AuditEntry, 'actor' | 'action' | 'record' | 'changes' | 'details'>;

const inviteVerbs: Record<string, string> = {
  invite: 'sent',
  'invite-resend': 'resent',
  'invite-revoke': 'withdrew',
};

export const text = (value: unknown) => (typeof value === 'string' && value.trim() ? value.trim() : null);

/** A person or a thing named in `details` (`{ first_name, last_name }`, `{ name }`, an e-mail, a string). */
export const nameOf = (value: unknown): string | null => {
  if (typeof value === 'string') return text(value);
  if (typeof value !== 'object' || value === null) return null;
  const named = value as Record<string, unknown>;
  const full = [text(named.first_name), text(named.last_name)].filter(Boolean).join(' ');
  return full || text(named.name) || text(named.email);
};

/** A count kept as a number or as the list it counts. */
export const countOf = (value: unknown) =>
  typeof value === 'number' ? value : Array.isArray(value) ? value.length : 0;

export const plural = (count: number, one: string, many = `${one}s`) =>
  `${count.toLocaleString('en-US')} ${count === 1 ? one : many}`;

interface Group {
  label?: unknown;
  kind?: unknown;
  rounds?: unknown;
  exercises?: unknown;
}
const groupsOf = (value: unknown): Group[] => (Array.isArray(value) ? (value as Group[]) : []);
const groupKey = (group: Group) => JSON.stringify([group.kind, group.exercises]);
const groupWords = (group: Group) => {
  const kind = group.kind === 'circuit' ? 'circuit' : 'superset';
  const names = Array.isArray(group.exercises) ? listLabels(group.exercises.map(String)) : '';
  const rounds =
    kind === 'circuit' && typeof group.rounds === 'number' ? ` (${plural(group.rounds, 'round')})` : '';
  return `${kind} of ${names}${rounds}`;
};

/** The words before and after the record, for the entries that say more than "verb the record". */
export interface Sentence {
  before: string;
  after?: string;
}

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

const daySentence = (entry: DescribedEntry, details: Record<string, unknown>): Sentence | null => {
  const exercise = nameOf(details.exercise);
  const changes = entry.changes ?? {};
  const day = 'the training day';
  if (entry.action === 'assign' && exercise) {
    return {
      before: `added ${exercise} to ${day}`,
      after: details.is_persistent ? ' and the same day of every week' : '',
    };
  }
  if (entry.action === 'unassign' && exercise) return { before: `removed ${exercise} from ${day}` };
  if (entry.action === 'reorder') {
    const order = changes.exercises && 'after' in changes.exercises ? changes.exercises.after : null;
    const names = Array.isArray(order) ? order.map(String) : [];
    return {
      before: `reordered the exercises of ${day}`,
      after: names.length ? `: now ${names.join(', ')}` : '',
    };
  }
  if (typeof details.pasted === 'number') {
    // A paste may also append sets to exercises the day held already, or only do that.
    const sets = countOf(details.sets_added);
    const given = countOf(details.exercises_given_sets);
    const said = [
      details.pasted > 0 || sets === 0 ? `${plural(details.pasted, 'exercise')} added` : null,
      sets > 0 ? `${plural(sets, 'set')} added to ${plural(given, 'existing exercise')}` : null,
    ];
    return { before: `pasted a workout into ${day}`, after: `: ${said.filter(Boolean).join('; ')}` };
  }
  if (details.undid_paste !== undefined) {
    const [removed, setsRemoved] = [countOf(details.removed), countOf(details.sets_removed)];
    const said = [
      removed > 0 ? plural(removed, 'exercise') : null,
      setsRemoved > 0 ? plural(setsRemoved, 'set') : null,
    ].filter(Boolean);
    return {
      before: `undid a paste into ${day}`,
      after: said.length ? `: ${said.join(' and ')} removed` : '',
    };
  }
  if (details.progression && exercise) {
    const from = nameOf(details.progressed_from);
    return {
      before: `applied a progression to ${exercise} on ${day}`,
      after: from ? `, from ${currentDayWords(from)}` : '',
    };
  }
  if (details.copied_from) {
    const from = nameOf(details.copied_from);
    const [replaced, skipped] = [countOf(details.replaced), countOf(details.skipped)];
    return {
      before: `copied ${from ? currentDayWords(from) : 'a day'} onto ${day}`,
      after:
        (replaced > 0 ? `, replacing ${plural(replaced, 'exercise')}` : '') +
        (skipped > 0 ? ` (${plural(skipped, 'exercise')} already there kept)` : ''),
    };
  }
  const groups = changes.groups;
  if (groups && 'after' in groups) {
    const [was, now] = [groupsOf(groups.before), groupsOf(groups.after)];
    const made = now.filter((group) => !was.some((old) => groupKey(old) === groupKey(group)));
    const undone = was.filter((group) => !now.some((kept) => groupKey(kept) === groupKey(group)));
    if (made.length === 1 && undone.length === 0)
      return { before: `made a ${groupWords(made[0]!)} on ${day}` };
    if (undone.length === 1 && made.length === 0)
      return { before: `ungrouped the ${groupWords(undone[0]!)} on ${day}` };
    return { before: `changed the supersets and circuits of ${day}` };
  }
  if (changes.sets_data && exercise) {
    const sets = changes.sets_data;
    const count =
      'after' in sets && typeof sets.after === 'object' && sets.after ? Object.keys(sets.after).length : null;
    const was =
      'before' in sets && typeof sets.before === 'object' && sets.before
        ? Object.keys(sets.before).length
        : null;
    return {
      before: `changed the sets of ${exercise} on ${day}`,
      after: count !== null && was !== null && count !== was ? ` (now ${plural(count, 'set')})` : '',
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

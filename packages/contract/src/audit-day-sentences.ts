import { currentDayWords, listLabels } from './labels.js';
import { countOf, nameOf, plural, type DescribedEntry, type Sentence } from './audit-words.js';

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

/** A training day's entries: exercises added, removed, reordered, pasted, copied, grouped, their sets. */
export const daySentence = (entry: DescribedEntry, details: Record<string, unknown>): Sentence | null => {
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

import {
  pasteMessages,
  type ParsedPasteLine,
  type PasteCounts,
  type PasteLineResult,
  type PasteOnExisting,
} from '@coachboard/contract';
import { setPart } from './set-summary';

/** 'A1' of a pasted superset line, or null. */
export const pasteGroupText = (parsed: ParsedPasteLine) =>
  parsed.group_label === null ? null : `${parsed.group_label}${parsed.group_order ?? ''}`;

/**
 * What the parser read, the way the cards write sets ('3 × 8-12 @ 75%', '3 × 60 s'), then its effort and rest:
 * '4 × 6 @ 75% · RIR 2 · rest 90 s'.
 */
export const pasteSetsSummary = (parsed: ParsedPasteLine) =>
  [
    `${parsed.sets} × ${setPart(parsed)}`,
    parsed.rir !== null ? `RIR ${parsed.rir}` : null,
    parsed.rest !== null ? `rest ${parsed.rest} s` : null,
  ]
    .filter((part) => part !== null)
    .join(' · ');

/** What adding the previewed lines would write, with the decisions taken so far for the lines already on the day. */
export const pasteCounts = (
  lines: readonly PasteLineResult[],
  decisionOf: (line: number) => PasteOnExisting | undefined,
): PasteCounts => {
  const appended = lines.filter(
    (line) => line.status === 'on_day' && line.error === null && decisionOf(line.line) === 'add_sets',
  );
  return {
    exercises: lines.filter((line) => line.status === 'matched').length,
    sets: appended.reduce((sum, line) => sum + (line.parsed?.sets ?? 0), 0),
    existing: appended.length,
  };
};

const toFixText = (count: number) =>
  count === 1
    ? '1 line needs an exercise or readable sets'
    : `${count} lines need an exercise or readable sets`;

/**
 * Why the previewed lines cannot be added yet, or null when they can: a line to fix, a line already on the day
 * without a decision (or whose sets would pass the limit), or nothing left to add.
 */
export const pasteBlocker = (
  lines: readonly PasteLineResult[],
  decisionOf: (line: number) => PasteOnExisting | undefined,
): string | null => {
  const toFix = lines.filter((line) => line.status === 'unmatched' || line.status === 'unreadable').length;
  if (toFix > 0) return toFixText(toFix);
  const onDay = lines.filter((line) => line.status === 'on_day');
  const undecided = onDay.filter((line) => decisionOf(line.line) === undefined).length;
  if (undecided > 0) return pasteMessages.toDecide(undecided);
  const overfull = onDay.find((line) => line.error !== null && decisionOf(line.line) === 'add_sets');
  if (overfull) return `Line ${overfull.line}: ${overfull.error}`;
  const counts = pasteCounts(lines, decisionOf);
  if (counts.exercises === 0 && counts.sets === 0) return pasteMessages.nothingToAdd;
  return null;
};

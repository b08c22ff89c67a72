import { pasteMessages, type ParsedPasteLine } from '@coachboard/contract';
import { parseWorkoutLine, unreadable, type ReadLine } from './parse-workout-line.js';

export interface ReadPasteLine {
  /** 1-based, counting every line of the text. */
  line: number;
  text: string;
  read: ReadLine;
}

/**
 * Every non-blank line of the text, read. Group prefixes must run on consecutive lines in increasing order
 * ('A1', 'A2', then 'B1'...): a line whose letter was used by an earlier run, or whose number does not follow
 * the line before, is unreadable (pasteMessages.badGroup).
 */
export const readWorkout = (text: string): ReadPasteLine[] => {
  const lines = text
    .split(/\r?\n/)
    .map((content, index) => ({ line: index + 1, text: content.trim() }))
    .filter((line) => line.text !== '');
  const closed = new Set<string>();
  let previous: { label: string; order: number } | null = null;
  return lines.map(({ line, text: content }) => {
    const read = parseWorkoutLine(content);
    const label = read.ok ? read.parsed.group_label : null;
    const order = read.ok ? read.parsed.group_order : null;
    if (label === null || order === null) {
      if (previous) closed.add(previous.label);
      previous = null;
      return { line, text: content, read };
    }
    const continues = previous !== null && previous.label === label;
    if ((continues && order <= previous!.order) || (!continues && closed.has(label))) {
      if (previous) closed.add(previous.label);
      previous = null;
      return { line, text: content, read: unreadable(pasteMessages.badGroup, read.ignored) };
    }
    if (previous && !continues) closed.add(previous.label);
    previous = { label, order };
    return { line, text: content, read };
  });
};

/**
 * For lines in order, which superset each belongs to (1, 2... in order of appearance) or null: consecutive
 * lines with the same group letter, two or more of them (a lone 'A1' is just an exercise).
 */
export const supersetsOf = (lines: readonly Pick<ParsedPasteLine, 'group_label'>[]): (number | null)[] => {
  const runs: { label: string | null; start: number; length: number }[] = [];
  lines.forEach((line, index) => {
    const last = runs.at(-1);
    if (last && line.group_label !== null && last.label === line.group_label) last.length += 1;
    else runs.push({ label: line.group_label, start: index, length: 1 });
  });
  const result: (number | null)[] = lines.map(() => null);
  let next = 0;
  for (const run of runs) {
    if (run.label === null || run.length < 2) continue;
    next += 1;
    for (let index = run.start; index < run.start + run.length; index += 1) result[index] = next;
  }
  return result;
};

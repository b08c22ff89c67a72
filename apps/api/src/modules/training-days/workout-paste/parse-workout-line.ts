import {
  MAX_SETS,
  compactSet,
  exerciseSetSchema,
  pasteMessages,
  setMessages,
  toSetsData,
  type ExerciseSet,
  type ParsedPasteLine,
  type SetsData,
} from '@coachboard/contract';
import { END, MODIFIER_IN_NAME, number, readModifiers, toKg, type Read } from './line-modifiers.js';

/*
 * "Paste a workout": one pasted line to what it asks for, before any library lookup. Pure.
 *
 * A line is: an optional bullet ('-', '*', '•', '1.', '2)'), an optional group prefix ('A1', 'A1)', 'a1:',
 * 'B2.'), the exercise name, the sets ('5x5', '3×8-12', '4xAMRAP', '3x60s', '5 sets of 5', 'x 5' for one set,
 * '5x5x100' with a weight), then anything of: a weight ('@100kg', '@ 102.5 kg', '225lbs', '225#'), a load
 * ('@75%', '80% 1RM'), 'RIR2', 'RPE 8', '@8', a rest ('rest 90', 'rest 90s', 'rest 2min', 'rest 1:30',
 * '2 min rest'). A load or an effort written before the sets ('Squat @100kg 5x5') is read the same. What is left
 * over (a comment, 'each side', a tempo) is answered in `ignored`, in phrases.
 *
 * Choices made here:
 * - RPE becomes RIR = 10 - RPE (RPE 8 is RIR 2); a half rounds up to the next whole RIR (RPE 8.5 is RIR 2).
 *   '@' followed by a bare number up to 10 is an RPE ('Squat 3x5 @8'), above 10 a weight in kg ('@100').
 * - Pounds ('lb', 'lbs', 'pounds', '#') are converted to kg and rounded to the nearest 0.5 kg (225 lbs is
 *   102 kg); kg are rounded to 0.5 too. Weights and loads keep the set rules: a line whose set would break them
 *   (1000 kg, 200 %) is unreadable with the rule's message.
 * - A timed set ('3x60s', '3 x 1 min', '3x45"') is reps 1 and that time in seconds; of a time range the lower end.
 * - A rep range is sorted ('12-8' reads 8-12); 'AMRAP'/'max' alone is an AMRAP set of at least 1 rep and '5+'
 *   an AMRAP set of at least 5; the line's sets are all alike.
 * - A rest written as a bare number is seconds, but up to 10 it is minutes ('rest 2' is 120 s, 'rest 90' 90 s).
 * - Of a weight and a load percentage, or of an RIR and an RPE, the first written counts; the other is ignored.
 * - 'each side', '/side', 'per arm' and tempos are read past and answered as ignored (a set has no field for them).
 */

export type ReadLine =
  { ok: true; parsed: ParsedPasteLine; ignored: string[] } | { ok: false; error: string; ignored: string[] };

const normalise = (raw: string) =>
  raw
    .replace(/[\u00d7\u2715\u2716]/g, 'x')
    .replace(/[\u2010-\u2015\u2212]/g, '-')
    .replace(/[\u00a0\u2000-\u200b\t]/g, ' ')
    .replace(/[\u2018\u2019\u2032]/g, "'")
    .replace(/[\u201c\u201d\u2033]/g, '"')
    .trim();

const BULLET = /^(?:[-*•·>+]+|\d{1,2}[.)](?=\s)|\(\d{1,2}\))\s*/u;
const GROUP = /^([a-z])(\d{1,2})\s*[).:-]?\s+/iu;
const COMMENT = /\s*(?:\/\/|(?<!\p{N})#(?!\s*\d)|--\s)\s*(.*)$/u;

/** Reps: 'AMRAP', 'max', '8', '8-12', '8 to 12', '60s', '1 min', '5+', each optionally followed by 'reps'. */
const REPS = String.raw`(?:(?<amrap>amrap|max)|(?<reps>\d{1,4})(?:\s*(?:-|to)\s*(?<top>\d{1,4}))?(?:\s*(?<unit>seconds?|secs?|s|minutes?|mins?|"|'))?(?<plus>\+)?)(?:\s*reps?)?`;
/** A weight right after the reps: '5x5x100', '3x8 x 60kg'. */
const TRAILING_WEIGHT = String.raw`(?:\s*x\s*(?<weight>\d{1,4}(?:[.,]\d+)?)\s*(?<weightUnit>kgs?|lbs?)?)?`;
const SETS_PATTERNS = [
  // '5x5', '3 x 8-12', '4xAMRAP', '3 sets x 10'
  new RegExp(
    String.raw`(?<![\p{L}\p{N}.])(?<sets>\d{1,3})\s*(?:sets?\s*)?[x*]\s*${REPS}${TRAILING_WEIGHT}${END}`,
    'iu',
  ),
  // '5 sets of 5', '3 sets 10 reps'
  new RegExp(String.raw`(?<![\p{L}\p{N}.])(?<sets>\d{1,3})\s*sets?\s+(?:of\s+)?${REPS}${END}`, 'iu'),
  // '10 reps x 3 sets'
  new RegExp(
    String.raw`(?<![\p{L}\p{N}.])(?<reps>\d{1,4})\s*reps?\s*[x*]\s*(?<sets>\d{1,3})\s*sets?${END}`,
    'iu',
  ),
  // 'x 5': one set
  new RegExp(String.raw`(?<=\s|^)[x*]\s*${REPS}${TRAILING_WEIGHT}${END}`, 'iu'),
];

const cleanName = (raw: string) =>
  raw
    .replace(/[\s:=,;|-]+$/u, '')
    .replace(/^[\s:=,;|-]+/u, '')
    .replace(/\s+/gu, ' ')
    .trim();

export const unreadable = (error: string, ignored: string[] = []): ReadLine => ({
  ok: false,
  error,
  ignored,
});

/** One line (not blank) to its exercise name and sets, or why it cannot be read. */
export const parseWorkoutLine = (raw: string): ReadLine => {
  let text = normalise(raw);
  text = text.replace(BULLET, '');
  let groupLabel: string | null = null;
  let groupOrder: number | null = null;
  const group = GROUP.exec(text);
  if (group) {
    groupLabel = group[1]!.toUpperCase();
    groupOrder = Number(group[2]);
    text = text.slice(group[0].length);
  }
  const comments: string[] = [];
  const comment = COMMENT.exec(text);
  if (comment) {
    if (comment[1]!.trim() !== '') comments.push(comment[1]!.trim());
    text = text.slice(0, comment.index);
  }

  let match: RegExpExecArray | null = null;
  for (const pattern of SETS_PATTERNS) {
    match = pattern.exec(text);
    if (match) break;
  }
  if (!match) return unreadable(pasteMessages.noSets, comments);
  const sets = match.groups!;

  let nameRegion = text.slice(0, match.index);
  let tail = text.slice(match.index + match[0].length);
  const early = MODIFIER_IN_NAME.exec(nameRegion);
  if (early) {
    tail = `${nameRegion.slice(early.index)} ${tail}`;
    nameRegion = nameRegion.slice(0, early.index);
  }
  const name = cleanName(nameRegion);

  const read: Read = { weight: null, load: null, rir: null, rest: null };
  if (sets.weight !== undefined) read.weight = toKg(number(sets.weight), sets.weightUnit);
  const ignored = [...readModifiers(tail, read), ...comments];

  if (!/\p{L}/u.test(name)) return unreadable(pasteMessages.noName, ignored);
  const count = Number(sets.sets ?? 1);
  if (count < 1) return unreadable(pasteMessages.noSets, ignored);
  if (count > MAX_SETS) return unreadable(pasteMessages.tooManySets(MAX_SETS), ignored);

  const unit = sets.unit?.toLowerCase();
  const timed = unit !== undefined;
  const low = Number(sets.reps ?? 1);
  const high = sets.top === undefined ? null : Number(sets.top);
  const seconds = timed ? (unit === "'" || unit.startsWith('m') ? low * 60 : low) : null;
  const [reps, repsMax] = timed
    ? [1, null]
    : high === null
      ? [low, null]
      : [Math.min(low, high), Math.max(low, high) === Math.min(low, high) ? null : Math.max(low, high)];
  const parsed: ParsedPasteLine = {
    name,
    group_label: groupLabel,
    group_order: groupOrder,
    sets: count,
    reps,
    reps_max: repsMax,
    amrap: sets.amrap !== undefined || sets.plus !== undefined,
    weight: read.weight,
    load_percent: read.load,
    time: seconds,
    rir: read.rir,
    rest: read.rest,
  };
  const problem = exerciseSetSchema.safeParse(oneSet(parsed));
  if (!problem.success) {
    return unreadable(problem.error.issues[0]?.message ?? setMessages.fixErrors, ignored);
  }
  return { ok: true, parsed, ignored };
};

const oneSet = (parsed: ParsedPasteLine): ExerciseSet => ({
  reps: parsed.reps,
  weight: parsed.weight,
  time: parsed.time,
  rir: parsed.rir,
  rest: parsed.rest,
  reps_max: parsed.reps_max,
  load_percent: parsed.load_percent,
  amrap: parsed.amrap,
});

/** The line's sets as a day exercise stores them: `sets` alike sets, set_1..set_n. */
export const pastedSets = (parsed: ParsedPasteLine): SetsData =>
  toSetsData(Array.from({ length: parsed.sets }, () => compactSet(oneSet(parsed))));

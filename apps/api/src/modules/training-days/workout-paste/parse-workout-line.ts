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

const END = String.raw`(?![\p{L}\p{N}])`;
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

/** Where a load or an effort written before the sets begins ('Squat @100kg 5x5', 'Deadlift RPE 8 1x5'). */
const MODIFIER_IN_NAME =
  /(?:@|(?<![\p{L}\p{N}.])\d+(?:[.,]\d+)?\s*(?:kgs?|lbs?|%)(?![\p{L}])|\b(?:rpe|rir|rest)\b)/iu;

const DURATION = String.raw`(?:(?<mm>\d{1,2}):(?<ss>\d{2})|(?<n>\d{1,4}(?:[.,]\d+)?)(?:\s*-\s*\d{1,4}(?:[.,]\d+)?)?\s*(?<u>seconds?|secs?|s|minutes?|mins?|m|"|')?)`;

type Modifier =
  | { kind: 'weight'; kg: number }
  | { kind: 'load'; percent: number }
  | { kind: 'rir'; rir: number }
  | { kind: 'rest'; seconds: number }
  | { kind: 'skip' }
  | { kind: 'unknown' };

const number = (text: string) => Number(text.replace(',', '.'));
const halfKg = (kg: number) => Math.round(kg * 2) / 2;
const POUND = 0.453_592_37;
const toKg = (value: number, unit: string | undefined) =>
  halfKg(unit !== undefined && /^(?:lbs?|pounds?|#)$/i.test(unit) ? value * POUND : value);
const rpeToRir = (rpe: number): Modifier =>
  rpe >= 1 && rpe <= 10 ? { kind: 'rir', rir: Math.ceil(10 - rpe) } : { kind: 'unknown' };

const durationSeconds = (groups: Record<string, string | undefined>, bareMinutesUpTo: number) => {
  if (groups.mm !== undefined && groups.ss !== undefined) return Number(groups.mm) * 60 + Number(groups.ss);
  const value = number(groups.n ?? '0');
  const unit = groups.u?.toLowerCase();
  const minutes = unit === undefined ? value <= bareMinutesUpTo : unit === "'" || unit.startsWith('m');
  return Math.round(minutes ? value * 60 : value);
};

/** The modifiers, tried in order at the reading position (sticky). */
const MODIFIERS: [RegExp, (groups: Record<string, string | undefined>) => Modifier][] = [
  [/[\s,;|]+|-(?=\s|$)|bw\b|body\s*weight\b/iuy, () => ({ kind: 'skip' })],
  [
    new RegExp(String.raw`@?\s*(?<v>\d{1,3}(?:[.,]\d+)?)\s*%(?:\s*(?:of\s+)?(?:e?1\s*rm|max))?${END}`, 'iuy'),
    (g) => ({ kind: 'load', percent: halfKg(number(g.v!)) }),
  ],
  [
    new RegExp(
      String.raw`@?\s*(?<v>\d{1,5}(?:[.,]\d+)?)\s*(?<u>kgs?|kilos?|kilograms?|lbs?|pounds?|#)${END}`,
      'iuy',
    ),
    (g) => ({ kind: 'weight', kg: toKg(number(g.v!), g.u) }),
  ],
  [
    new RegExp(String.raw`@?\s*rpe\s*[:=]?\s*(?<v>\d{1,2}(?:[.,]5)?)${END}`, 'iuy'),
    (g) => rpeToRir(number(g.v!)),
  ],
  [new RegExp(String.raw`@?\s*(?<v>\d{1,2}(?:[.,]5)?)\s*rpe${END}`, 'iuy'), (g) => rpeToRir(number(g.v!))],
  [
    new RegExp(String.raw`rir\s*[:=]?\s*(?<v>\d{1,2})(?:\s*-\s*\d{1,2})?${END}`, 'iuy'),
    (g) => ({ kind: 'rir', rir: Number(g.v) }),
  ],
  [new RegExp(String.raw`(?<v>\d{1,2})\s*rir${END}`, 'iuy'), (g) => ({ kind: 'rir', rir: Number(g.v) })],
  [
    new RegExp(String.raw`(?:rest|r(?=\s*[:=]?\s*\d))\s*[:=]?\s*${DURATION}${END}`, 'iuy'),
    (g) => ({ kind: 'rest', seconds: durationSeconds(g, 10) }),
  ],
  [
    new RegExp(String.raw`${DURATION}\s*rest${END}`, 'iuy'),
    (g) => ({ kind: 'rest', seconds: durationSeconds(g, 10) }),
  ],
  [
    // '@8' is an RPE, '@100' a weight in kg.
    new RegExp(String.raw`@\s*(?<v>\d{1,4}(?:[.,]\d+)?)(?![\p{L}\p{N}%])`, 'iuy'),
    (g) => {
      const value = number(g.v!);
      return value <= 10 ? rpeToRir(value) : { kind: 'weight', kg: halfKg(value) };
    },
  ],
];
const WORD = /\S+/uy;

interface Read {
  weight: number | null;
  load: number | null;
  rir: number | null;
  rest: number | null;
}

/** Puts the modifier into `read` unless one of its kind (or a weight's load, a load's weight) came first. */
const take = (modifier: Modifier, read: Read) => {
  const loaded = read.weight !== null || read.load !== null;
  if (modifier.kind === 'weight' && !loaded) read.weight = modifier.kg;
  else if (modifier.kind === 'load' && !loaded) read.load = modifier.percent;
  else if (modifier.kind === 'rir' && read.rir === null) read.rir = modifier.rir;
  else if (modifier.kind === 'rest' && read.rest === null) read.rest = modifier.seconds;
  else return false;
  return true;
};

/** Reads the modifiers of `text` into `read` (the first of each kind counts); returns the ignored phrases. */
const readModifiers = (text: string, read: Read): string[] => {
  const ignored: string[] = [];
  let phraseStart = -1;
  let phraseEnd = -1;
  const flush = () => {
    if (phraseStart < 0) return;
    const phrase = text.slice(phraseStart, phraseEnd).trim();
    if (phrase !== '') ignored.push(phrase);
    phraseStart = -1;
  };
  let at = 0;
  while (at < text.length) {
    let matched = false;
    for (const [pattern, toModifier] of MODIFIERS) {
      pattern.lastIndex = at;
      const match = pattern.exec(text);
      if (!match || match[0] === '') continue;
      const modifier = toModifier(match.groups ?? {});
      if (modifier.kind === 'unknown') continue;
      const end = at + match[0].length;
      const taken = modifier.kind === 'skip' || take(modifier, read);
      if (taken) {
        if (modifier.kind !== 'skip' || /[,;|-]/.test(match[0])) flush();
      } else {
        if (phraseStart < 0) phraseStart = at;
        phraseEnd = end;
      }
      at = end;
      matched = true;
      break;
    }
    if (matched) continue;
    WORD.lastIndex = at;
    const word = WORD.exec(text)!;
    if (phraseStart < 0) phraseStart = at;
    at += word[0].length;
    phraseEnd = at;
  }
  flush();
  return ignored;
};

const cleanName = (raw: string) =>
  raw
    .replace(/[\s:=,;|-]+$/u, '')
    .replace(/^[\s:=,;|-]+/u, '')
    .replace(/\s+/gu, ' ')
    .trim();

const unreadable = (error: string, ignored: string[] = []): ReadLine => ({ ok: false, error, ignored });

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

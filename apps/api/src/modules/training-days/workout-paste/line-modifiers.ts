/*
 * What a pasted line says after its sets (and before them, from MODIFIER_IN_NAME on): a weight, a load, an RIR
 * or RPE, a rest, read at the position from a list of patterns; what none of them reads is an ignored phrase.
 * The grammar and the choices it makes are described in parse-workout-line.ts.
 */

/** Where a word ends: no letter or digit follows. */
export const END = String.raw`(?![\p{L}\p{N}])`;

/** Where a load or an effort written before the sets begins ('Squat @100kg 5x5', 'Deadlift RPE 8 1x5'). */
export const MODIFIER_IN_NAME =
  /(?:@|(?<![\p{L}\p{N}.])\d+(?:[.,]\d+)?\s*(?:kgs?|lbs?|%)(?![\p{L}])|\b(?:rpe|rir|rest)\b)/iu;

const DURATION = String.raw`(?:(?<mm>\d{1,2}):(?<ss>\d{2})|(?<n>\d{1,4}(?:[.,]\d+)?)(?:\s*-\s*\d{1,4}(?:[.,]\d+)?)?\s*(?<u>seconds?|secs?|s|minutes?|mins?|m|"|')?)`;

type Modifier =
  | { kind: 'weight'; kg: number }
  | { kind: 'load'; percent: number }
  | { kind: 'rir'; rir: number }
  | { kind: 'rest'; seconds: number }
  | { kind: 'skip' }
  | { kind: 'unknown' };

export const number = (text: string) => Number(text.replace(',', '.'));
const halfKg = (kg: number) => Math.round(kg * 2) / 2;
const POUND = 0.453_592_37;
export const toKg = (value: number, unit: string | undefined) =>
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

export interface Read {
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
export const readModifiers = (text: string, read: Read): string[] => {
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

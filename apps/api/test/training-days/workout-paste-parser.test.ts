import { describe, expect, it } from 'vitest';
import {
  newSet,
  pasteMessages,
  setMessages,
  setsDataSchema,
  type ParsedPasteLine,
} from '@coachboard/contract';
import { expandAlias } from '../../src/modules/training-days/workout-paste/exercise-aliases.js';
import {
  parseWorkoutLine,
  pastedSets,
} from '../../src/modules/training-days/workout-paste/parse-workout-line.js';
import { readWorkout, supersetsOf } from '../../src/modules/training-days/workout-paste/read-workout.js';

/** What a line reads as: the fields named, the others at their defaults (no group, no load, no effort). */
const read = (name: string, sets: number, reps: number, fields: Partial<ParsedPasteLine> = {}) => ({
  name,
  group_label: null,
  group_order: null,
  sets,
  reps,
  reps_max: null,
  amrap: false,
  weight: null,
  load_percent: null,
  time: null,
  rir: null,
  rest: null,
  ...fields,
});

/** Real lines in several coaches' styles: the line, what it reads as, and the words it leaves out. */
const READABLE: [string, ReturnType<typeof read>, string[]?][] = [
  // The issue's own examples
  ['Back squat 5x5 @100kg', read('Back squat', 5, 5, { weight: 100 })],
  ['RDL 3x8-10 RIR2', read('RDL', 3, 8, { reps_max: 10, rir: 2 })],
  ['Plank 3x60s rest 90', read('Plank', 3, 1, { time: 60, rest: 90 })],
  [
    'A1 Bench press 4x6 @75%',
    read('Bench press', 4, 6, { group_label: 'A', group_order: 1, load_percent: 75 }),
  ],
  ['A2 Chin-up 4xAMRAP', read('Chin-up', 4, 1, { group_label: 'A', group_order: 2, amrap: true })],
  // Set notations
  ['Squat 3 x 8', read('Squat', 3, 8)],
  ['Squat 3×8', read('Squat', 3, 8)],
  ['Squat 3X8', read('Squat', 3, 8)],
  ['Squat 3*8', read('Squat', 3, 8)],
  ['Deadlift 5 sets of 5', read('Deadlift', 5, 5)],
  ['Leg press 3 sets 12 reps', read('Leg press', 3, 12)],
  ['Push-ups 10 reps x 3 sets', read('Push-ups', 3, 10)],
  ['Lateral raise 3 x 8-12 reps', read('Lateral raise', 3, 8, { reps_max: 12 })],
  ['Lateral raise x 8-12 reps', read('Lateral raise', 1, 8, { reps_max: 12 })],
  ['Hip thrust 4x8–12 @ 100 kg', read('Hip thrust', 4, 8, { reps_max: 12, weight: 100 })],
  ['Leg curl 3x12-10', read('Leg curl', 3, 10, { reps_max: 12 })],
  ['Calf raise 4x15 to 20', read('Calf raise', 4, 15, { reps_max: 20 })],
  ['Dips 3xmax', read('Dips', 3, 1, { amrap: true })],
  ['Bench press 3x5+ @ 85%', read('Bench press', 3, 5, { amrap: true, load_percent: 85 })],
  ['Squat 5x5x100', read('Squat', 5, 5, { weight: 100 })],
  ['Deadlift x 5 @ 140kg', read('Deadlift', 1, 5, { weight: 140 })],
  // Timed sets: the time in seconds, reps at a new set's default (1)
  ['Plank 3x60s', read('Plank', 3, 1, { time: 60 })],
  ['Plank 3 x 60 s', read('Plank', 3, 1, { time: 60 })],
  ['Plank 3×60s', read('Plank', 3, 1, { time: 60 })],
  ['Plank 3x45 sec', read('Plank', 3, 1, { time: 45 })],
  ['Plank 3x1min', read('Plank', 3, 1, { time: 60 })],
  ['Plank 3 x 1 min', read('Plank', 3, 1, { time: 60 })],
  ['Wall sit 3x45 sec rest 60s', read('Wall sit', 3, 1, { time: 45, rest: 60 })],
  ['Side plank 3x30" each side', read('Side plank', 3, 1, { time: 30 }), ['each side']],
  ['Dead hang 2x30-45s', read('Dead hang', 2, 1, { time: 30 })],
  // Loads
  ['Bench 4x6 @ 80 kg', read('Bench', 4, 6, { weight: 80 })],
  ['Deadlift 1x5 @ 102.5kg', read('Deadlift', 1, 5, { weight: 102.5 })],
  ['Deadlift 1x5 @ 102,5 kg', read('Deadlift', 1, 5, { weight: 102.5 })],
  ['Bench 3x5 @225lbs', read('Bench', 3, 5, { weight: 102 })],
  ['Squat 5x3 @ 315 lb', read('Squat', 5, 3, { weight: 143 })],
  ['Curl 3x10 25#', read('Curl', 3, 10, { weight: 11.5 })],
  ['Row 4x8 @ 61.3kg', read('Row', 4, 8, { weight: 61.5 })],
  ['Front squat 4x3 @ 80% 1RM rest 3 min', read('Front squat', 4, 3, { load_percent: 80, rest: 180 })],
  ['Squat @100kg 5x5', read('Squat', 5, 5, { weight: 100 })],
  ['Squat 3x5 @75% @100kg', read('Squat', 3, 5, { load_percent: 75 }), ['@100kg']],
  ['Squat 3x5 @ 120', read('Squat', 3, 5, { weight: 120 })],
  // Effort
  ['Squat 3x5 RPE 8', read('Squat', 3, 5, { rir: 2 })],
  ['Squat 3x5 @8', read('Squat', 3, 5, { rir: 2 })],
  ['Nordic curl 3x5 @RPE9', read('Nordic curl', 3, 5, { rir: 1 })],
  ['Bench 3x8 RPE 8.5', read('Bench', 3, 8, { rir: 2 })],
  ['Deadlift RPE 7 1x5', read('Deadlift', 1, 5, { rir: 3 })],
  ['Pull-up 3x6 1 RIR', read('Pull-up', 3, 6, { rir: 1 })],
  ['Bench 3x8 RIR 2 RPE 9', read('Bench', 3, 8, { rir: 2 }), ['RPE 9']],
  // Rest
  ['Row 3x10 rest 2min', read('Row', 3, 10, { rest: 120 })],
  ['Curl 3x12 rest 90s', read('Curl', 3, 12, { rest: 90 })],
  ['Curl 3x12 rest: 75', read('Curl', 3, 12, { rest: 75 })],
  ['Curl 3x12 rest 2', read('Curl', 3, 12, { rest: 120 })],
  ['Bench 3 x 8 @ 60kg RIR 2 rest 1:30', read('Bench', 3, 8, { weight: 60, rir: 2, rest: 90 })],
  ['Hang clean 5x3 @70% rest 2-3min', read('Hang clean', 5, 3, { load_percent: 70, rest: 120 })],
  ['Face pull 3x15 90s rest', read('Face pull', 3, 15, { rest: 90 })],
  // Bullets, numbers and group prefixes
  ['1. Squat 3x5', read('Squat', 3, 5)],
  ['2) Bench 3x5', read('Bench', 3, 5)],
  ['- Lunge 3x10', read('Lunge', 3, 10)],
  ['• Dip 3x8', read('Dip', 3, 8)],
  ['* Shrug 3x15', read('Shrug', 3, 15)],
  ['A1) Press 3x8', read('Press', 3, 8, { group_label: 'A', group_order: 1 })],
  ['A1. Press 3x8', read('Press', 3, 8, { group_label: 'A', group_order: 1 })],
  ['b2: Fly 3x12', read('Fly', 3, 12, { group_label: 'B', group_order: 2 })],
  ['C3 - Curl 3x12', read('Curl', 3, 12, { group_label: 'C', group_order: 3 })],
  ['1. A1) Squat 3x5', read('Squat', 3, 5, { group_label: 'A', group_order: 1 })],
  // Comments and what a set cannot hold
  ['Squat 5x5 @100kg - felt heavy', read('Squat', 5, 5, { weight: 100 }), ['felt heavy']],
  ['Bench 5x5 (slow eccentric)', read('Bench', 5, 5), ['(slow eccentric)']],
  ['Squat 3x5 // paused', read('Squat', 3, 5), ['paused']],
  ['Squat 3x5 # pause at the bottom', read('Squat', 3, 5), ['pause at the bottom']],
  ['Lunge 3x10 each side', read('Lunge', 3, 10), ['each side']],
  ['Pallof press 3x10/side', read('Pallof press', 3, 10), ['/side']],
  ['DB row 3x12 @30kg e/s rest 60s', read('DB row', 3, 12, { weight: 30, rest: 60 }), ['e/s']],
  ['Goblet squat 3x10 @ 24 kg tempo 3110', read('Goblet squat', 3, 10, { weight: 24 }), ['tempo 3110']],
  ['Push-up 3x15 bodyweight', read('Push-up', 3, 15)],
  ['  Back Squat:   5 x 5   ', read('Back Squat', 5, 5)],
];

const UNREADABLE: [string, string][] = [
  ['3 x 8', pasteMessages.noName],
  ['3×8', pasteMessages.noName],
  ['- 4x10 @ 60kg', pasteMessages.noName],
  ['Warm up well', pasteMessages.noSets],
  ['Squat', pasteMessages.noSets],
  ['Farmer walk 4x20m', pasteMessages.noSets],
  ['Squat 0x5', pasteMessages.noSets],
  ['Squat 25x5', pasteMessages.tooManySets(20)],
  ['Squat 5x5 @2000kg', setMessages.weightMax],
  ['Front squat 3x5 @200%', setMessages.loadPercentRange],
  ['Curl 3x0', setMessages.repsMin],
];

describe('parseWorkoutLine', () => {
  it(`reads ${READABLE.length} real lines`, () => {
    expect(READABLE.length).toBeGreaterThanOrEqual(40);
  });

  it.each(READABLE)('%s', (line, expected, ignored = []) => {
    expect(parseWorkoutLine(line)).toEqual({ ok: true, parsed: expected, ignored });
  });

  it.each(UNREADABLE)('%s is unreadable', (line, error) => {
    expect(parseWorkoutLine(line)).toMatchObject({ ok: false, error });
  });

  it('gives sets that keep the set rules', () => {
    for (const [line] of READABLE) {
      const result = parseWorkoutLine(line);
      if (!result.ok) throw new Error(line);
      const sets = pastedSets(result.parsed);
      expect(Object.keys(sets)).toHaveLength(result.parsed.sets);
      expect(setsDataSchema.safeParse(sets).success, line).toBe(true);
    }
  });

  it("stores '3x60s' as three sets of 60 seconds, reps at a new set's default", () => {
    for (const line of ['Plank 3x60s', 'Plank 3 x 60 s', 'Plank 3×60s', 'Plank 3x1min']) {
      const result = parseWorkoutLine(line);
      if (!result.ok) throw new Error(`${line}: ${result.error}`);
      expect(pastedSets(result.parsed), line).toEqual({
        set_1: { ...newSet(), time: 60 },
        set_2: { ...newSet(), time: 60 },
        set_3: { ...newSet(), time: 60 },
      });
    }
  });

  it('stores a line as alike sets, without the fields a plain set leaves out', () => {
    const result = parseWorkoutLine('RDL 3x8-10 @ 60kg RIR2 rest 90');
    if (!result.ok) throw new Error('unreadable');
    expect(pastedSets(result.parsed)).toEqual({
      set_1: { reps: 8, reps_max: 10, weight: 60, time: null, rir: 2, rest: 90 },
      set_2: { reps: 8, reps_max: 10, weight: 60, time: null, rir: 2, rest: 90 },
      set_3: { reps: 8, reps_max: 10, weight: 60, time: null, rir: 2, rest: 90 },
    });
  });
});

describe('readWorkout', () => {
  it('numbers every line of the text, skipping blank ones', () => {
    const lines = readWorkout('Squat 3x5\n\r\n  \nBench 3x5\r\nWarm up');
    expect(lines.map((line) => [line.line, line.text, line.read.ok])).toEqual([
      [1, 'Squat 3x5', true],
      [4, 'Bench 3x5', true],
      [5, 'Warm up', false],
    ]);
  });

  it('refuses a group letter used again later or numbers out of order', () => {
    const lines = readWorkout(
      ['A1 Squat 3x5', 'A2 Row 3x5', 'B1 Bench 3x5', 'A3 Curl 3x10', 'C2 Dip 3x8', 'C1 Fly 3x8'].join('\n'),
    );
    expect(lines.map((line) => (line.read.ok ? 'ok' : line.read.error))).toEqual([
      'ok',
      'ok',
      'ok',
      pasteMessages.badGroup,
      'ok',
      pasteMessages.badGroup,
    ]);
  });

  it('makes supersets of consecutive lines with the same letter, two or more', () => {
    const lines = readWorkout(
      [
        'Squat 3x5',
        'A1 Bench 3x5',
        'A2 Row 3x5',
        'B1 Curl 3x10',
        'C1 Dip 3x8',
        'C2 Fly 3x8',
        'C3 Raise 3x8',
      ].join('\n'),
    );
    const parsed = lines.map((line) => (line.read.ok ? line.read.parsed : null)!);
    expect(supersetsOf(parsed)).toEqual([null, 1, 1, null, 2, 2, 2]);
  });
});

describe('expandAlias', () => {
  it.each([
    ['RDL', 'Romanian deadlift'],
    ['rdl', 'Romanian deadlift'],
    ['OHP', 'Overhead press'],
    ['BSS', 'Bulgarian split squat'],
    ['SLDL', 'Stiff-leg deadlift'],
    ['Pull up', 'Pull-up'],
    ['Chin ups', 'Chin-up'],
    ['DB bench press', 'dumbbell bench press'],
    ['BB row', 'barbell row'],
    ['DB RDL', 'dumbbell Romanian deadlift'],
  ])('%s reads %s', (name, expected) => {
    expect(expandAlias(name)).toBe(expected);
  });

  it('leaves a name without alias alone', () => {
    expect(expandAlias('Back squat')).toBeNull();
  });
});

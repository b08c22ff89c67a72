import { describe, expect, it } from 'vitest';
import { pasteMessages, type PasteLineResult, type PasteOnExisting } from '@coachboard/contract';
import { createParsedLine } from '../testing/day-factories';
import { pasteBlocker, pasteCounts, pasteGroupText, pasteSetsSummary } from './paste-line-summary';

const parsed = createParsedLine;

describe('pasted line summary', () => {
  it.each([
    [{ sets: 5, reps: 5, weight: 100 }, '5 × 5 @ 100 kg'],
    [{ reps: 8, reps_max: 10, rir: 2 }, '3 × 8-10 · RIR 2'],
    [{ reps: 8, reps_max: 12, load_percent: 75 }, '3 × 8-12 @ 75%'],
    [{ reps: 1, time: 60, rest: 90 }, '3 × 60 s · rest 90 s'],
    [{ reps: 1, time: null }, '3 × 1'],
    [{ sets: 4, reps: 6, load_percent: 75 }, '4 × 6 @ 75%'],
    [{ sets: 4, reps: 0, amrap: true }, '4 × AMRAP'],
    [{ reps: 10, time: 30, weight: 12.5 }, '3 × 10 in 30 s @ 12.5 kg'],
  ])('%o reads %s', (overrides, expected) => {
    expect(pasteSetsSummary(parsed(overrides))).toBe(expected);
  });

  it("names a superset line's place in its group", () => {
    expect(pasteGroupText(parsed({ group_label: 'A', group_order: 2 }))).toBe('A2');
    expect(pasteGroupText(parsed({}))).toBeNull();
  });
});

const line = (number: number, status: PasteLineResult['status'], overrides: Partial<PasteLineResult> = {}) =>
  ({
    line: number,
    text: `line ${number}`,
    status,
    error: null,
    parsed: status === 'unreadable' ? null : parsed({ sets: 3 }),
    exercise: status === 'matched' || status === 'on_day' ? { id: number, name: `Exercise ${number}` } : null,
    matched_by: null,
    similarity: null,
    suggestions: [],
    ignored: [],
    existing: status === 'on_day' ? { log_id: 100 + number, sets: 2 } : null,
    on_existing: null,
    ...overrides,
  }) satisfies PasteLineResult;

const decided =
  (decisions: Record<number, PasteOnExisting>) =>
  (number: number): PasteOnExisting | undefined =>
    decisions[number];

describe('what a paste would add, and why it cannot yet', () => {
  it('counts matched lines as exercises and the add_sets lines as sets to existing exercises', () => {
    const lines = [line(1, 'matched'), line(2, 'on_day'), line(3, 'on_day'), line(4, 'matched')];
    expect(pasteCounts(lines, decided({ 2: 'add_sets', 3: 'skip' }))).toEqual({
      exercises: 2,
      sets: 3,
      existing: 1,
    });
    expect(pasteBlocker(lines, decided({ 2: 'add_sets', 3: 'skip' }))).toBeNull();
  });

  it('names the first reason in order: lines to fix, undecided lines, too many sets, nothing to add', () => {
    expect(pasteBlocker([line(1, 'unmatched'), line(2, 'on_day')], decided({}))).toBe(
      '1 line needs an exercise or readable sets',
    );
    expect(pasteBlocker([line(1, 'matched'), line(2, 'on_day')], decided({}))).toBe(
      pasteMessages.toDecide(1),
    );
    const overfull = line(2, 'on_day', {
      error: 'Exercise 2 has 19 sets already: at most 20 sets per exercise',
    });
    expect(pasteBlocker([overfull], decided({ 2: 'add_sets' }))).toBe(
      'Line 2: Exercise 2 has 19 sets already: at most 20 sets per exercise',
    );
    expect(pasteCounts([overfull], decided({ 2: 'add_sets' }))).toEqual({
      exercises: 0,
      sets: 0,
      existing: 0,
    });
    expect(pasteBlocker([line(1, 'on_day'), line(2, 'on_day')], decided({ 1: 'skip', 2: 'skip' }))).toBe(
      pasteMessages.nothingToAdd,
    );
  });
});

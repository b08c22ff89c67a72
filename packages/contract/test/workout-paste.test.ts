import { describe, expect, it } from 'vitest';
import { PASTE_LINES_MAX, pasteMessages, pasteWorkoutSchema } from '../src/index.js';

const issues = (input: unknown) =>
  pasteWorkoutSchema.safeParse(input).error?.issues.map((issue) => issue.message) ?? [];

describe('pasteWorkoutSchema', () => {
  it("takes a line's exercise choice, its on_existing decision, or both", () => {
    const parsed = pasteWorkoutSchema.parse({
      text: 'Back squat 3x60s\nRow 3x8-12 @75%',
      choices: [
        { line: 1, on_existing: 'add_sets' },
        { line: 2, exercise_id: 4, on_existing: 'skip' },
      ],
    });
    expect(parsed).toEqual({
      text: 'Back squat 3x60s\nRow 3x8-12 @75%',
      dry_run: false,
      choices: [
        { line: 1, on_existing: 'add_sets' },
        { line: 2, exercise_id: 4, on_existing: 'skip' },
      ],
    });
  });

  it.each([
    [[{ line: 1, on_existing: 'merge' }], pasteMessages.onExistingInvalid],
    [[{ line: 1 }], pasteMessages.choiceEmpty],
    [[{ line: 0, on_existing: 'skip' }], pasteMessages.choiceLineInvalid],
    [[{ line: 1.5, on_existing: 'skip' }], pasteMessages.choiceLineInvalid],
    [
      [
        { line: 1, on_existing: 'skip' },
        { line: 1, exercise_id: 3 },
      ],
      'choices name each line once',
    ],
  ])('refuses choices %j with its reason', (choices, message) => {
    expect(issues({ text: 'Back squat 3x5', choices })).toEqual([message]);
  });

  it('refuses more choices than a paste has lines', () => {
    const choices = Array.from({ length: PASTE_LINES_MAX + 1 }, (_, index) => ({
      line: index + 1,
      exercise_id: 1,
    }));
    expect(issues({ text: 'Back squat 3x5', choices })).toContain(pasteMessages.tooManyLines);
  });
});

describe('pasteMessages', () => {
  it("keep 'N exercises added' and say the sets given to exercises already on the day", () => {
    expect(pasteMessages.added(1)).toBe('1 exercise added');
    expect(pasteMessages.addedSummary({ exercises: 3, sets: 0, existing: 0 })).toBe('3 exercises added');
    expect(pasteMessages.addedSummary({ exercises: 1, sets: 3, existing: 1 })).toBe(
      '1 exercise added; 3 sets added to 1 existing exercise',
    );
    expect(pasteMessages.addedSummary({ exercises: 0, sets: 1, existing: 1 })).toBe(
      '1 set added to 1 existing exercise',
    );
  });

  it('count on the button what will really be added, with plurals', () => {
    expect(pasteMessages.addButton({ exercises: 1, sets: 0, existing: 0 })).toBe('Add 1 exercise');
    expect(pasteMessages.addButton({ exercises: 3, sets: 0, existing: 0 })).toBe('Add 3 exercises');
    expect(pasteMessages.addButton({ exercises: 0, sets: 6, existing: 2 })).toBe(
      'Add 6 sets to 2 existing exercises',
    );
    expect(pasteMessages.addButton({ exercises: 2, sets: 1, existing: 1 })).toBe(
      'Add 2 exercises and 1 set to 1 existing exercise',
    );
    expect(pasteMessages.addButton({ exercises: 0, sets: 0, existing: 0 })).toBe('Add exercises');
  });

  it('name a line already on the day and its two options', () => {
    expect(pasteMessages.alreadyOnThisDay).toBe('Already on this day');
    expect(pasteMessages.onExistingLabel(2, 'Back squat')).toBe('Line 2: Back squat is already on this day');
    expect(pasteMessages.addSetsOption(1, 'Back squat')).toBe('Add 1 set to Back squat');
    expect(pasteMessages.addSetsOption(3, 'Back squat')).toBe('Add 3 sets to Back squat');
    expect(pasteMessages.toDecide(2)).toBe(
      '2 lines already on this day need a choice: add their sets or skip them',
    );
  });
});

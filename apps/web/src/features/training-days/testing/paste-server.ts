import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { expect } from 'vitest';
import {
  pasteMessages,
  type ParsedPasteLine,
  type PasteLineResult,
  type PasteWorkoutInput,
} from '@coachboard/contract';
import { envelope, mockApi, type MockHandler, type RecordedCall } from '@/test/api-mock';
import { createDay, createLog, createParsedLine, DAY_PATH } from './day-factories';
import { renderTrainingDay } from './render-day';

export const PASTE = '/api/training-days/402/paste';

const parsed = (name: string, overrides: Partial<ParsedPasteLine> = {}) =>
  createParsedLine({ name, ...overrides });

const library = { bench: { id: 11, name: 'Bench Press' }, rdl: { id: 12, name: 'Romanian Deadlift' } };
const suggestions = [
  { id: 21, name: 'Zercher Squat' },
  { id: 22, name: 'Farmer Carry' },
];

/** What the fake server reads on each known line; a choice makes a line 'matched' by 'choice'. */
const readLine = (line: number, text: string): PasteLineResult => {
  const base = {
    line,
    text,
    error: null,
    similarity: null,
    suggestions: [],
    ignored: [],
    existing: null,
    on_existing: null,
  };
  // Back Squat is the day's log 7 (one set): a line naming it is already on the day.
  if (text.startsWith('Back squat'))
    return {
      ...base,
      status: 'on_day',
      parsed: parsed('Back squat', { sets: 3, reps: 1, time: 60 }),
      exercise: { id: 70, name: 'Back Squat' },
      matched_by: 'name',
      similarity: 1,
      existing: { log_id: 7, sets: 1 },
    };
  if (text.startsWith('A1 Bench'))
    return {
      ...base,
      status: 'matched',
      parsed: parsed('Bench press', { group_label: 'A', group_order: 1, sets: 4, reps: 6, load_percent: 75 }),
      exercise: library.bench,
      matched_by: 'name',
      similarity: 0.8,
    };
  if (text.startsWith('RDL'))
    return {
      ...base,
      status: 'matched',
      parsed: parsed('RDL', { reps_max: 10, rir: 2 }),
      exercise: library.rdl,
      matched_by: 'alias',
    };
  if (text.startsWith('Zercher'))
    return {
      ...base,
      status: 'unmatched',
      parsed: parsed('Zercher carry', { weight: 60 }),
      exercise: null,
      matched_by: null,
      suggestions,
    };
  return {
    ...base,
    status: 'unreadable',
    error: pasteMessages.noSets,
    parsed: null,
    exercise: null,
    matched_by: null,
  };
};

export const answer = (
  input: PasteWorkoutInput,
  chosen: Record<number, { id: number; name: string }> = {},
) => {
  const lines = input.text
    .split('\n')
    .map((text, index) => ({ text, line: index + 1 }))
    .filter(({ text }) => text.trim() !== '')
    .map(({ text, line }): PasteLineResult => {
      const choice = input.choices?.find((candidate) => candidate.line === line);
      const read = readLine(line, text);
      if (read.status === 'on_day') return { ...read, on_existing: choice?.on_existing ?? null };
      if (!choice?.exercise_id || !read.parsed) return read;
      const exercise = [...suggestions, ...Object.values(chosen)].find((e) => e.id === choice.exercise_id)!;
      return { ...read, status: 'matched', exercise, matched_by: 'choice', suggestions: [] };
    });
  const added = lines.filter((line) => line.status === 'matched');
  const appended = lines.filter((line) => line.on_existing === 'add_sets');
  const counts = {
    exercises: added.length,
    sets: appended.reduce((sum, line) => sum + line.parsed!.sets, 0),
    existing: appended.length,
  };
  return {
    lines,
    added_log_ids: input.dry_run ? [] : added.map((_, index) => 900 + index),
    appended: input.dry_run ? [] : appended.map((line) => ({ log_id: 7, sets_added: line.parsed!.sets })),
    counts,
    paste_id: input.dry_run ? null : 5150,
  };
};

export const fakePaste =
  (chosen: Record<number, { id: number; name: string }> = {}): MockHandler =>
  (call) =>
    envelope(answer(call.body as PasteWorkoutInput, chosen));

export const bodies = (calls: RecordedCall[]) => calls.map((call) => call.body as PasteWorkoutInput);

/** The day (with Back Squat, log 7) and its open 'Paste Workout' dialog over the fake server. */
export const openPasteDialog = async (extra: Record<string, MockHandler> = {}) => {
  const api = mockApi({
    [`GET ${DAY_PATH}`]: () => envelope(createDay([createLog(7, 'Back Squat')])),
    [`POST ${PASTE}`]: fakePaste(),
    ...extra,
  });
  const user = userEvent.setup();
  const view = renderTrainingDay();
  await user.click(await screen.findByRole('button', { name: 'Paste Workout' }));
  const dialog = within(await screen.findByRole('dialog', { name: 'Paste Workout' }));
  const paste = async (text: string) => {
    await user.click(dialog.getByLabelText('Workout'));
    await user.paste(text);
  };
  /** Pastes WORKOUT, picks Zercher Squat for its unmatched line and waits for 'Add 3 exercises' to be enabled. */
  const pasteReadyToAdd = async () => {
    await paste(WORKOUT);
    await user.selectOptions(
      await dialog.findByRole('combobox', { name: 'Exercise for line 4' }),
      'Zercher Squat',
    );
    const add = dialog.getByRole('button', { name: 'Add 3 exercises' });
    await waitFor(() => expect(add).toBeEnabled());
    return add;
  };
  return { ...view, api, user, dialog, paste, pasteReadyToAdd };
};

export const WORKOUT = ['A1 Bench press 4x6 @75%', 'RDL 3x8-10 RIR2', '', 'Zercher carry 3x8 @60kg'].join(
  '\n',
);

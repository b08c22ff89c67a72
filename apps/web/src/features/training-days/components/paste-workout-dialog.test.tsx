import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import {
  pasteMessages,
  type ParsedPasteLine,
  type PasteLineResult,
  type PasteWorkoutInput,
} from '@coachboard/contract';
import { envelope, errorResponse, mockApi, type MockHandler, type RecordedCall } from '@/test/api-mock';
import { renderWithRouter } from '@/test/render-with-router';
import { Component as TrainingDayRoute } from '../routes/training-day-route';
import { createDay, createLog, DAY_PATH, DAY_URL } from '../testing/day-factories';

const PASTE = '/api/training-days/402/paste';

const parsed = (name: string, overrides: Partial<ParsedPasteLine> = {}): ParsedPasteLine => ({
  name,
  group_label: null,
  group_order: null,
  sets: 3,
  reps: 8,
  reps_max: null,
  amrap: false,
  weight: null,
  load_percent: null,
  time: null,
  rir: null,
  rest: null,
  ...overrides,
});

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

const answer = (input: PasteWorkoutInput, chosen: Record<number, { id: number; name: string }> = {}) => {
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

const fakePaste =
  (chosen: Record<number, { id: number; name: string }> = {}): MockHandler =>
  (call) =>
    envelope(answer(call.body as PasteWorkoutInput, chosen));

const bodies = (calls: RecordedCall[]) => calls.map((call) => call.body as PasteWorkoutInput);

const openDialog = async (extra: Record<string, MockHandler> = {}) => {
  const api = mockApi({
    [`GET ${DAY_PATH}`]: () => envelope(createDay([createLog(7, 'Back Squat')])),
    [`POST ${PASTE}`]: fakePaste(),
    ...extra,
  });
  const user = userEvent.setup();
  const view = renderWithRouter(<TrainingDayRoute />, {
    path: '/admin/programs/:programId/weeks/:weekId/days/:dayId',
    url: DAY_URL,
  });
  await user.click(await screen.findByRole('button', { name: 'Paste Workout' }));
  const dialog = within(await screen.findByRole('dialog', { name: 'Paste Workout' }));
  const paste = async (text: string) => {
    await user.click(dialog.getByLabelText('Workout'));
    await user.paste(text);
  };
  return { ...view, api, user, dialog, paste };
};

const WORKOUT = ['A1 Bench press 4x6 @75%', 'RDL 3x8-10 RIR2', '', 'Zercher carry 3x8 @60kg'].join('\n');

describe('Paste Workout', { timeout: 15_000 }, () => {
  it('previews each line through a dry run: what was read, the match and its status', async () => {
    const { dialog, paste, api } = await openDialog();
    expect(dialog.getByLabelText('Workout')).toHaveAttribute(
      'placeholder',
      expect.stringContaining('A1 Bench press 4x6 @75%'),
    );
    await paste(`${WORKOUT}\nBench press heavy`);

    const table = within(await dialog.findByRole('table'));
    expect(table.getAllByRole('columnheader').map((cell) => cell.textContent)).toEqual([
      'Line',
      'Understood',
      'Exercise',
      'Status',
    ]);
    const rows = table.getAllByRole('row').slice(1);
    expect(rows).toHaveLength(4);
    expect(rows[0]).toHaveTextContent('A1 Bench press 4x6 @75%');
    expect(rows[0]).toHaveTextContent('A14 × 6 @ 75%');
    expect(rows[0]).toHaveTextContent('Bench Press');
    expect(rows[0]).toHaveTextContent('Matched');
    expect(rows[1]).toHaveTextContent('3 × 8-10 · RIR 2');
    expect(within(rows[1]!).getByText('Romanian Deadlift')).toBeInTheDocument();
    expect(within(rows[1]!).getByText('alias')).toBeInTheDocument();
    expect(rows[2]).toHaveTextContent('4Zercher carry 3x8 @60kg');
    expect(rows[2]).toHaveTextContent(pasteMessages.noMatch);
    expect(rows[3]).toHaveTextContent(pasteMessages.noSets);
    expect(rows[3]).toHaveTextContent('Unreadable');

    const sent = bodies(api.callsTo('POST', PASTE));
    expect(sent.at(-1)).toEqual({ text: `${WORKOUT}\nBench press heavy`, dry_run: true });
    expect(sent.every((body) => body.dry_run)).toBe(true);
    // The button counts what would be added (the two matched lines), and says next to it why it is disabled.
    const add = dialog.getByRole('button', { name: 'Add 2 exercises' });
    expect(add).toBeDisabled();
    expect(add).toHaveAccessibleDescription('2 lines need an exercise or readable sets');
    expect(dialog.getByText('2 lines need an exercise or readable sets')).toBeVisible();
  });

  it('an unmatched line takes a suggestion, which every later call sends; Add stays disabled until then', async () => {
    const { dialog, paste, api, user } = await openDialog();
    await paste(WORKOUT);
    const pick = await dialog.findByRole('combobox', { name: 'Exercise for line 4' });
    expect(
      within(pick)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Choose an exercise', 'Zercher Squat', 'Farmer Carry']);
    expect(dialog.getByRole('button', { name: 'Add 2 exercises' })).toBeDisabled();
    expect(dialog.getByText('1 line needs an exercise or readable sets')).toBeInTheDocument();

    await user.selectOptions(pick, 'Farmer Carry');
    await waitFor(() => expect(dialog.getByRole('button', { name: 'Add 3 exercises' })).toBeEnabled());
    expect(dialog.getByRole('button', { name: 'Add 3 exercises' })).not.toHaveAttribute('aria-describedby');
    expect(dialog.queryByText('1 line needs an exercise or readable sets')).not.toBeInTheDocument();
    expect(bodies(api.callsTo('POST', PASTE)).at(-1)).toEqual({
      text: WORKOUT,
      dry_run: true,
      choices: [{ line: 4, exercise_id: 22 }],
    });
    expect(dialog.getByRole('combobox', { name: 'Exercise for line 4' })).toHaveValue('22');
    expect(dialog.getAllByRole('row')[3]).toHaveTextContent('Chosen');
  });

  it("a line already on the day says 'Already on this day' and adds its sets or is skipped, as chosen", async () => {
    const { dialog, paste, api, user } = await openDialog();
    await paste('RDL 3x8-10 RIR2\nBack squat 3x60s');
    const row = (await dialog.findAllByRole('row'))[2]!;
    expect(row).toHaveTextContent(pasteMessages.alreadyOnThisDay);
    expect(row).not.toHaveTextContent(pasteMessages.noMatch);
    expect(row).toHaveTextContent('3 × 60 s');
    const group = within(row).getByRole('group', { name: 'Line 2: Back Squat is already on this day' });
    const addSets = within(group).getByRole('radio', { name: 'Add 3 sets to Back Squat' });
    const skip = within(group).getByRole('radio', { name: 'Skip this line' });
    expect(addSets).not.toBeChecked();
    expect(skip).not.toBeChecked();
    const undecided = '1 line already on this day needs a choice: add its sets or skip it';
    expect(dialog.getByRole('button', { name: 'Add 1 exercise' })).toHaveAccessibleDescription(undecided);

    await user.click(addSets);
    const both = 'Add 1 exercise and 3 sets to 1 existing exercise';
    await waitFor(() => expect(dialog.getByRole('button', { name: both })).toBeEnabled());
    expect(addSets).toBeChecked();
    expect(bodies(api.callsTo('POST', PASTE)).at(-1)?.choices).toEqual([
      { line: 2, on_existing: 'add_sets' },
    ]);

    await user.click(skip);
    await waitFor(() => expect(dialog.getByRole('button', { name: 'Add 1 exercise' })).toBeEnabled());
    expect(bodies(api.callsTo('POST', PASTE)).at(-1)?.choices).toEqual([{ line: 2, on_existing: 'skip' }]);

    // Without the RDL line only the skipped one is left: nothing to add, and the button says so.
    await user.clear(dialog.getByLabelText('Workout'));
    await paste('\nBack squat 3x60s');
    await user.click(await dialog.findByRole('radio', { name: 'Skip this line' }));
    const nothing = await dialog.findByText(pasteMessages.nothingToAdd);
    expect(nothing).toBeVisible();
    expect(dialog.getByRole('button', { name: 'Add exercises' })).toBeDisabled();
    expect(dialog.getByRole('button', { name: 'Add exercises' })).toHaveAccessibleDescription(
      pasteMessages.nothingToAdd,
    );
  });

  it("adds sets to the day's exercise; the toast's Undo takes the paste back and reloads the day", async () => {
    const { dialog, paste, api, user, queryClient } = await openDialog({
      'POST /api/training-days/402/paste/5150/undo': () => envelope({ removed: 1, sets_removed: 3 }),
    });
    await paste('RDL 3x8-10 RIR2\nBack squat 3x60s');
    await user.click(await dialog.findByRole('radio', { name: 'Add 3 sets to Back Squat' }));
    const add = await dialog.findByRole('button', {
      name: 'Add 1 exercise and 3 sets to 1 existing exercise',
    });
    await waitFor(() => expect(add).toBeEnabled());
    await user.click(add);

    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(bodies(api.callsTo('POST', PASTE)).filter((body) => !body.dry_run)).toEqual([
      {
        text: 'RDL 3x8-10 RIR2\nBack squat 3x60s',
        dry_run: false,
        choices: [{ line: 2, on_existing: 'add_sets' }],
      },
    ]);
    expect(screen.getByText('1 exercise added; 3 sets added to 1 existing exercise')).toBeInTheDocument();
    const invalidate = vi.spyOn(queryClient, 'invalidateQueries');
    await user.click(screen.getByRole('button', { name: 'Undo' }));
    expect(await screen.findByText(pasteMessages.undone)).toBeInTheDocument();
    expect(api.callsTo('POST', '/api/training-days/402/paste/5150/undo')).toHaveLength(1);
    expect(invalidate.mock.calls.map(([filters]) => filters?.queryKey)).toContainEqual([
      'training-days',
      'detail',
      402,
    ]);
  });

  it('a refused Undo says why', async () => {
    const refusal = pasteMessages.changedSince(['Back Squat']);
    const { dialog, paste, user } = await openDialog({
      'POST /api/training-days/402/paste/5150/undo': () => errorResponse(409, refusal),
    });
    await paste('RDL 3x8-10 RIR2');
    const add = await dialog.findByRole('button', { name: 'Add 1 exercise' });
    await waitFor(() => expect(add).toBeEnabled());
    await user.click(add);
    await user.click(await screen.findByRole('button', { name: 'Undo' }));
    expect(await screen.findByText(refusal)).toBeInTheDocument();
  });

  it('adds the lines with one call, toasts, closes and reloads the day', async () => {
    const { dialog, paste, api, user, queryClient } = await openDialog();
    await paste(WORKOUT);
    await user.selectOptions(
      await dialog.findByRole('combobox', { name: 'Exercise for line 4' }),
      'Zercher Squat',
    );
    const add = dialog.getByRole('button', { name: 'Add 3 exercises' });
    await waitFor(() => expect(add).toBeEnabled());
    const invalidate = vi.spyOn(queryClient, 'invalidateQueries');
    await user.click(add);

    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    const writes = bodies(api.callsTo('POST', PASTE)).filter((body) => !body.dry_run);
    expect(writes).toEqual([{ text: WORKOUT, dry_run: false, choices: [{ line: 4, exercise_id: 21 }] }]);
    expect(screen.getByText(pasteMessages.added(3))).toBeInTheDocument();
    expect(invalidate.mock.calls.map(([filters]) => filters?.queryKey)).toContainEqual([
      'training-days',
      'detail',
      402,
    ]);
  });

  it("creates an unmatched line's exercise in the library and chooses it", async () => {
    const created = { id: 77, name: 'Zercher carry' };
    const { dialog, paste, api, user } = await openDialog({
      'POST /api/exercises': () =>
        envelope({
          ...created,
          description: null,
          yt_link: null,
          target_muscle_group: null,
          is_at_home: false,
          is_gym_based: false,
          created_at: '2026-11-26T05:00:00.000Z',
          updated_at: '2026-11-26T05:00:00.000Z',
          training_programs: [],
          primary_muscle_groups: [],
          secondary_muscle_groups: [],
        }),
      [`POST ${PASTE}`]: fakePaste({ 77: created }),
    });
    await paste(WORKOUT);
    await user.click(await dialog.findByRole('button', { name: 'Create exercise Zercher carry' }));

    await waitFor(() => expect(dialog.getByRole('button', { name: 'Add 3 exercises' })).toBeEnabled());
    expect(api.callsTo('POST', '/api/exercises').map((call) => call.body)).toEqual([
      { name: 'Zercher carry' },
    ]);
    expect(bodies(api.callsTo('POST', PASTE)).at(-1)?.choices).toEqual([{ line: 4, exercise_id: 77 }]);
    expect(dialog.getByRole('combobox', { name: 'Exercise for line 4' })).toHaveValue('77');
  });

  it("keeps the dialog open with the server's message when adding is refused", async () => {
    const { dialog, paste, user } = await openDialog({
      [`POST ${PASTE}`]: (call) =>
        (call.body as PasteWorkoutInput).dry_run
          ? envelope(answer(call.body as PasteWorkoutInput))
          : errorResponse(422, pasteMessages.linesNotReady),
    });
    await paste('A1 Bench press 4x6 @75%');
    const add = await dialog.findByRole('button', { name: 'Add 1 exercise' });
    await waitFor(() => expect(add).toBeEnabled());
    await user.click(add);
    expect(await dialog.findByRole('alert')).toHaveTextContent(pasteMessages.linesNotReady);
    expect(screen.getByRole('dialog', { name: 'Paste Workout' })).toBeInTheDocument();
  });

  it('freezes the text and the choices while the workout is being added', async () => {
    let finish = () => {};
    const { dialog, paste, user } = await openDialog({
      [`POST ${PASTE}`]: async (call) => {
        const input = call.body as PasteWorkoutInput;
        if (!input.dry_run)
          await new Promise<void>((resolve) => {
            finish = resolve;
          });
        return envelope(answer(input));
      },
    });
    await paste(WORKOUT);
    await user.selectOptions(
      await dialog.findByRole('combobox', { name: 'Exercise for line 4' }),
      'Zercher Squat',
    );
    const add = dialog.getByRole('button', { name: 'Add 3 exercises' });
    await waitFor(() => expect(add).toBeEnabled());
    await user.click(add);

    await waitFor(() => expect(dialog.getByLabelText('Workout')).toBeDisabled());
    expect(dialog.getByRole('combobox', { name: 'Exercise for line 4' })).toBeDisabled();
    finish();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('shows only the answer for the latest text, whatever order the answers arrive in', async () => {
    let releaseFirst = () => {};
    const { dialog, paste, api } = await openDialog({
      [`POST ${PASTE}`]: async (call) => {
        const input = call.body as PasteWorkoutInput;
        if (input.text === 'RDL 3x8-10 RIR2')
          await new Promise<void>((resolve) => {
            releaseFirst = resolve;
          });
        return envelope(answer(input));
      },
    });
    await paste('RDL 3x8-10 RIR2');
    await waitFor(() => expect(api.callsTo('POST', PASTE)).toHaveLength(1));
    await paste('\nA1 Bench press 4x6 @75%');
    expect(await dialog.findByText('Bench Press')).toBeInTheDocument();
    releaseFirst();
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(dialog.getAllByRole('row')).toHaveLength(3);
    expect(dialog.getByRole('button', { name: 'Add 2 exercises' })).toBeEnabled();
  });

  it('is not offered on a rest day', async () => {
    mockApi({ [`GET ${DAY_PATH}`]: () => envelope(createDay([], { is_rest_day: true })) });
    renderWithRouter(<TrainingDayRoute />, {
      path: '/admin/programs/:programId/weeks/:weekId/days/:dayId',
      url: DAY_URL,
    });
    await screen.findByRole('heading', { level: 1, name: 'Day 10' });
    expect(screen.queryByRole('button', { name: 'Paste Workout' })).not.toBeInTheDocument();
  });
});

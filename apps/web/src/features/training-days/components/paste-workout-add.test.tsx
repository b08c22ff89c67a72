import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { pasteMessages, type PasteWorkoutInput } from '@coachboard/contract';
import { envelope, errorResponse } from '@/test/api-mock';
import { answer, bodies, fakePaste, openPasteDialog, PASTE, WORKOUT } from '../testing/paste-server';

describe('Paste Workout: adding', { timeout: 15_000 }, () => {
  it("adds sets to the day's exercise; the toast's Undo takes the paste back and reloads the day", async () => {
    const { dialog, paste, api, user, queryClient } = await openPasteDialog({
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
    const { dialog, paste, user } = await openPasteDialog({
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
    const { api, user, queryClient, pasteReadyToAdd } = await openPasteDialog();
    const add = await pasteReadyToAdd();
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
    const { dialog, paste, api, user } = await openPasteDialog({
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
    const { dialog, paste, user } = await openPasteDialog({
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
    const { dialog, user, pasteReadyToAdd } = await openPasteDialog({
      [`POST ${PASTE}`]: async (call) => {
        const input = call.body as PasteWorkoutInput;
        if (!input.dry_run)
          await new Promise<void>((resolve) => {
            finish = resolve;
          });
        return envelope(answer(input));
      },
    });
    const add = await pasteReadyToAdd();
    await user.click(add);

    await waitFor(() => expect(dialog.getByLabelText('Workout')).toBeDisabled());
    expect(dialog.getByRole('combobox', { name: 'Exercise for line 4' })).toBeDisabled();
    finish();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });
});

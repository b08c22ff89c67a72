import { waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { pasteMessages, type PasteWorkoutInput } from '@coachboard/contract';
import { envelope } from '@/test/api-mock';
import { expectNoButtonOnRestDay } from '../testing/render-day';
import { answer, bodies, openPasteDialog, PASTE, WORKOUT } from '../testing/paste-server';

describe('Paste Workout', { timeout: 15_000 }, () => {
  it('previews each line through a dry run: what was read, the match and its status', async () => {
    const { dialog, paste, api } = await openPasteDialog();
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
    const { dialog, paste, api, user } = await openPasteDialog();
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
    const { dialog, paste, api, user } = await openPasteDialog();
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

  it('shows only the answer for the latest text, whatever order the answers arrive in', async () => {
    let releaseFirst = () => {};
    const { dialog, paste, api } = await openPasteDialog({
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

  it('is not offered on a rest day', () => expectNoButtonOnRestDay('Paste Workout'));
});

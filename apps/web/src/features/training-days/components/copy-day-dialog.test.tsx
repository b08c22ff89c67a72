import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { isRestDay, type TrainingWeek } from '@coachboard/contract';
import { envelope, errorResponse, mockApi, type MockHandler } from '@/test/api-mock';
import { createDay, createLog, DAY_PATH } from '../testing/day-factories';
import { expectNoButtonOnRestDay, renderTrainingDay } from '../testing/render-day';

const WEEKS = '/api/training-programs/3/training-weeks/all';
const COPY = '/api/training-days/402/copy-to';

/** Weeks 1 and 2 of program 3 with three training days (1, 3, 5); the day being edited is week 2's Wednesday (402). */
const week = (id: number, sequence: number): TrainingWeek => ({
  id,
  sequence_number: sequence,
  training_days: Array.from({ length: 7 }, (_, index) => ({
    id: id === 40 && index + 1 === 3 ? 402 : id * 100 + index + 1,
    day_of_the_week: index + 1,
    is_rest_day: isRestDay(3, index + 1),
  })),
});
const weeks = [week(40, 2), week(30, 1)];
const dayId = (weekId: number, dayOfWeek: number) =>
  weeks.find((candidate) => candidate.id === weekId)!.training_days[dayOfWeek - 1]!.id;

const renderDay = (extra: Record<string, MockHandler> = {}) => {
  const api = mockApi({
    [`GET ${DAY_PATH}`]: () => envelope(createDay([createLog(7, 'Back Squat')])),
    [`GET ${WEEKS}`]: () => envelope(weeks),
    ...extra,
  });
  const view = renderTrainingDay();
  return { ...view, api };
};

const openDialog = async (extra: Record<string, MockHandler> = {}) => {
  const user = userEvent.setup();
  const view = renderDay(extra);
  await user.click(await screen.findByRole('button', { name: 'Copy to other days' }));
  const dialog = within(await screen.findByRole('dialog', { name: 'Copy to other days' }));
  await dialog.findByRole('group', { name: 'Week 1' });
  return { ...view, user, dialog };
};

describe('Copy to other days', { timeout: 15_000 }, () => {
  it('lists every day by week, rest days disabled and the current day left out', async () => {
    const { dialog } = await openDialog();
    const legends = dialog.getAllByRole('group').map((group) => group.querySelector('legend')?.textContent);
    expect(legends.slice(0, 2)).toEqual(['Week 1', 'Week 2']);
    const weekOne = within(dialog.getByRole('group', { name: 'Week 1' }));
    expect(weekOne.getAllByRole('checkbox')).toHaveLength(7);
    expect(weekOne.getByRole('checkbox', { name: 'Day 1' })).toBeEnabled();
    expect(weekOne.getByRole('checkbox', { name: 'Day 2 Rest' })).toBeDisabled();
    const weekTwo = within(dialog.getByRole('group', { name: 'Week 2' }));
    expect(weekTwo.getAllByRole('checkbox')).toHaveLength(6);
    expect(weekTwo.queryByRole('checkbox', { name: 'Day 10' })).not.toBeInTheDocument();
    expect(dialog.getByRole('radio', { name: /^Append/ })).toBeChecked();
    expect(dialog.getByRole('button', { name: 'Copy to 0 days' })).toBeDisabled();
  });

  it('sends the chosen days and mode, names the count and refreshes the targets', async () => {
    const { user, dialog, api, queryClient } = await openDialog({
      [`POST ${COPY}`]: () => envelope({ copied: 3, skipped: 0, skipped_exercises: [] }),
    });
    const invalidate = vi.spyOn(queryClient, 'invalidateQueries');
    await user.click(dialog.getByRole('checkbox', { name: 'Day 1' }));
    expect(dialog.getByRole('button', { name: 'Copy to 1 day' })).toBeEnabled();
    await user.click(dialog.getByRole('checkbox', { name: 'Day 3' }));
    await user.click(dialog.getByRole('checkbox', { name: 'Day 12' }));
    await user.click(dialog.getByRole('radio', { name: /^Replace/ }));
    await user.click(dialog.getByRole('button', { name: 'Copy to 3 days' }));

    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(api.callsTo('POST', COPY).map((call) => call.body)).toEqual([
      { target_day_ids: [dayId(30, 1), dayId(30, 3), dayId(40, 5)], mode: 'replace' },
    ]);
    const invalidated = invalidate.mock.calls.map(([filters]) => filters?.queryKey);
    expect(invalidated).toContainEqual(['training-days', 'detail', dayId(30, 1)]);
    expect(invalidated).toContainEqual(['programs', 'detail', 3]);
    expect(screen.getByText('Training day copied successfully')).toBeInTheDocument();
  });

  it("ticks the copied weekday of every other week with 'Same day every week', every training day with 'All training days'", async () => {
    const { user, dialog, api } = await openDialog({
      [`POST ${COPY}`]: () => envelope({ copied: 1, skipped: 0, skipped_exercises: [] }),
    });
    // Each box's wrapper holds its label: 'Day 3'.
    const ticked = () =>
      dialog
        .getAllByRole('checkbox')
        .filter((box) => (box as HTMLInputElement).checked)
        .map((box) => box.closest('div')?.textContent);

    await user.click(dialog.getByRole('button', { name: 'All training days' }));
    expect(ticked()).toEqual(['Day 1', 'Day 3', 'Day 5', 'Day 8', 'Day 12']);
    expect(dialog.getByRole('button', { name: 'All training days' })).toHaveAttribute('aria-pressed', 'true');
    expect(dialog.getByRole('button', { name: 'Copy to 5 days' })).toBeEnabled();

    // A quick choice replaces the ticks rather than adding to them.
    await user.click(dialog.getByRole('button', { name: 'Same day every week' }));
    expect(ticked()).toEqual(['Day 3']);
    await user.click(dialog.getByRole('button', { name: 'Copy to 1 day' }));
    await waitFor(() => expect(api.callsTo('POST', COPY)).toHaveLength(1));
    expect(api.callsTo('POST', COPY)[0]!.body).toEqual({ target_day_ids: [dayId(30, 3)], mode: 'append' });
  });

  it("says why 'Same day every week' is off when no other week trains on the copied weekday", async () => {
    const user = userEvent.setup();
    renderDay({ [`GET ${WEEKS}`]: () => envelope([week(40, 2)]) });
    await user.click(await screen.findByRole('button', { name: 'Copy to other days' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Copy to other days' }));
    const sameDay = await dialog.findByRole('button', { name: 'Same day every week' });
    expect(sameDay).toBeDisabled();
    expect(sameDay).toHaveAccessibleDescription('No other week trains on this weekday');
    expect(dialog.getByRole('button', { name: 'All training days' })).toBeEnabled();
  });

  it("shows the API's 409 and keeps the choice", async () => {
    const { user, dialog } = await openDialog({
      [`POST ${COPY}`]: () => errorResponse(409, 'Day 2 of week 1 is a rest day'),
    });
    await user.click(dialog.getByRole('checkbox', { name: 'Day 1' }));
    await user.click(dialog.getByRole('button', { name: 'Copy to 1 day' }));
    expect(await dialog.findByRole('alert')).toHaveTextContent('Day 2 of week 1 is a rest day');
    expect(dialog.getByRole('checkbox', { name: 'Day 1' })).toBeChecked();
  });

  it.each([
    [1, 'Training day copied successfully. 1 exercise already on a target day was skipped.'],
    [2, 'Training day copied successfully. 2 exercises already on a target day were skipped.'],
  ])('says how many exercises an append skipped (%i)', async (skipped, text) => {
    const skippedExercise = { training_day_id: dayId(30, 1), exercise_name: 'Back Squat' };
    const { user, dialog } = await openDialog({
      [`POST ${COPY}`]: () =>
        envelope({
          copied: 0,
          skipped,
          skipped_exercises: Array.from({ length: skipped }, (_, index) => ({
            ...skippedExercise,
            exercise_id: 70 + index,
          })),
        }),
    });
    await user.click(dialog.getByRole('checkbox', { name: 'Day 1' }));
    await user.click(dialog.getByRole('button', { name: 'Copy to 1 day' }));
    expect(await screen.findByText(text)).toBeInTheDocument();
  });

  it('is not offered on a rest day', () => expectNoButtonOnRestDay('Copy to other days'));
});

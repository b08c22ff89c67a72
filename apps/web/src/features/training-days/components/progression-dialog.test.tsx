import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import {
  progressionMessages,
  type ProgressionResult,
  type ProgressionRule,
  type TrainingWeek,
} from '@coachboard/contract';
import { envelope, errorResponse, mockApi, type MockHandler, type RecordedCall } from '@/test/api-mock';
import { createDay, createLog, DAY_PATH } from '../testing/day-factories';
import { renderTrainingDay } from '../testing/render-day';

const WEEKS = '/api/training-programs/3/training-weeks/all';
const PROGRESSION = '/api/training-days/402/exercises/7/progression';

/** Program 3 has five weeks; the day being edited (402) is on week 2, so three weeks are left. */
const weeks: TrainingWeek[] = [1, 2, 3, 4, 5].map((sequence) => ({
  id: sequence === 2 ? 40 : 30 + sequence,
  sequence_number: sequence,
  training_days: [],
}));
const squat = createLog(7, 'Back Squat', {
  sets_data: { set_1: { reps: 8, reps_max: 10, weight: 60, time: null, rir: null, rest: 90 } },
});
const bench = createLog(8, 'Bench Press');

const set = (reps: number, weight: number, repsMax?: number) => ({
  reps,
  weight,
  time: null,
  rir: null,
  rest: 90,
  ...(repsMax ? { reps_max: repsMax } : {}),
});
/** What the API would answer for the first weeks of each rule (days 503.. on weeks 3..). */
const answerFor = (rule: ProgressionRule, count: number): ProgressionResult => {
  const weekSets = (index: number) => {
    switch (rule.type) {
      case 'double':
        return [set(9, 60, 10), set(10, 60, 10), set(8, 62.5, 10)][index]!;
      case 'linear_reps':
        return set(8 + (index + 1) * rule.step, 60, 10 + (index + 1) * rule.step);
      case 'linear_load':
        return set(8, 60 + (index + 1) * rule.step_kg, 10);
      case 'percent':
        return set(8, 60, 10);
    }
  };
  return {
    weeks: Array.from({ length: count }, (_, index) => ({
      week: index + 3,
      training_day_id: 503 + index,
      sets: { set_1: weekSets(index), set_2: weekSets(index) },
      overwrites: index === 1 ? null : { set_1: set(5, 20) },
    })),
  };
};
type Body = { rule: ProgressionRule; weeks: number; dry_run?: boolean };
const progressionHandler: MockHandler = (call: RecordedCall) => {
  const body = call.body as Body;
  return envelope(answerFor(body.rule, body.weeks));
};

const openDialog = async (handler: MockHandler = progressionHandler) => {
  const api = mockApi({
    [`GET ${DAY_PATH}`]: () => envelope(createDay([squat, bench])),
    [`GET ${WEEKS}`]: () => envelope(weeks),
    [`POST ${PROGRESSION}`]: handler,
  });
  const view = renderTrainingDay();
  const user = userEvent.setup();
  const card = await screen.findByRole('listitem', { name: 'Back Squat' });
  await user.click(within(card).getByRole('button', { name: 'Apply progression' }));
  const dialog = within(await screen.findByRole('dialog', { name: 'Apply progression' }));
  return { ...view, api, user, dialog };
};

const dryRuns = (api: ReturnType<typeof mockApi>) =>
  api.callsTo('POST', PROGRESSION).filter((call) => (call.body as Body).dry_run === true);
const rowsOf = (dialog: ReturnType<typeof within>) =>
  within(dialog.getByRole('table'))
    .getAllByRole('row')
    .slice(1)
    .map((row) => row.textContent);

describe('Apply progression', { timeout: 15_000 }, () => {
  it('offers a button on each exercise card', async () => {
    mockApi({ [`GET ${DAY_PATH}`]: () => envelope(createDay([squat, bench])) });
    renderTrainingDay();
    for (const name of ['Back Squat', 'Bench Press']) {
      const card = await screen.findByRole('listitem', { name });
      expect(within(card).getByRole('button', { name: 'Apply progression' })).toBeInTheDocument();
    }
  });

  it('previews the weeks left (three by default) with their sets and what they overwrite', async () => {
    const { api, dialog } = await openDialog();
    expect(dialog.getByRole('combobox', { name: 'Rule' })).toHaveValue('double');
    expect(dialog.getByRole('spinbutton', { name: 'Step (kg)' })).toHaveValue(2.5);
    await waitFor(() => expect(dialog.getByRole('spinbutton', { name: 'Weeks' })).toHaveValue(3));
    await dialog.findByRole('table');
    expect(rowsOf(dialog)).toEqual([
      'Week 39-10 @ 60 kg9-10 @ 60 kgOverwritesNow: 1 × 5 @ 20 kg',
      'Week 410 @ 60 kg10 @ 60 kgAdds',
      'Week 58-10 @ 62.5 kg8-10 @ 62.5 kgOverwritesNow: 1 × 5 @ 20 kg',
    ]);
    expect(within(dialog.getByRole('row', { name: /Week 4/ })).queryByText('Overwrites')).toBeNull();
    expect(dryRuns(api).map((call) => call.body)).toEqual([
      { rule: { type: 'double', step_kg: 2.5 }, weeks: 3, dry_run: true },
    ]);
  });

  it('previews again when the rule changes, showing only the answer to the current choice', async () => {
    let releaseSlow: () => void = () => {};
    const { api, user, dialog } = await openDialog(async (call) => {
      const body = call.body as Body;
      // The first answer (double) arrives after the second (linear reps): it must not replace it.
      if (body.rule.type === 'double') await new Promise<void>((resolve) => (releaseSlow = resolve));
      return envelope(answerFor(body.rule, body.weeks));
    });
    await waitFor(() => expect(dryRuns(api)).toHaveLength(1));
    await user.selectOptions(dialog.getByRole('combobox', { name: 'Rule' }), 'Linear reps');
    expect(dialog.getByRole('spinbutton', { name: 'Step (reps)' })).toHaveValue(1);
    expect(dialog.queryByRole('spinbutton', { name: 'Step (kg)' })).toBeNull();
    await waitFor(() => expect(dryRuns(api)).toHaveLength(2));
    expect((dryRuns(api)[1]!.body as Body).rule).toEqual({ type: 'linear_reps', step: 1 });
    await waitFor(() => expect(rowsOf(dialog)[0]).toContain('9-11 @ 60 kg'));
    releaseSlow();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(rowsOf(dialog)[0]).toContain('9-11 @ 60 kg');
    expect(rowsOf(dialog)[0]).not.toContain('9-10 @ 60 kg');

    await user.clear(dialog.getByRole('spinbutton', { name: 'Step (reps)' }));
    await user.type(dialog.getByRole('spinbutton', { name: 'Step (reps)' }), '2');
    await waitFor(() => expect(rowsOf(dialog)[0]).toContain('10-12 @ 60 kg'));
    expect((dryRuns(api).at(-1)!.body as Body).rule).toEqual({ type: 'linear_reps', step: 2 });
    // Typing is debounced: the cleared field and the new digit make one request, not one per keystroke.
    expect(dryRuns(api)).toHaveLength(3);
  });

  it("shows the API's weeks-left message at the Weeks field and does not apply", async () => {
    const { api, user, dialog } = await openDialog((call) => {
      const body = call.body as Body;
      return body.weeks > 3
        ? errorResponse(422, 'Validation failed', { weeks: [progressionMessages.weeksLeft(3)] })
        : envelope(answerFor(body.rule, body.weeks));
    });
    const weeksInput = dialog.getByRole('spinbutton', { name: 'Weeks' });
    await waitFor(() => expect(weeksInput).toHaveValue(3));
    await dialog.findByRole('table');
    await user.clear(weeksInput);
    await user.type(weeksInput, '5');
    expect(await dialog.findByText('Only 3 weeks are left in the program')).toBeInTheDocument();
    expect(weeksInput).toHaveAccessibleDescription(/Only 3 weeks are left in the program/);
    expect(dialog.queryByRole('table')).toBeNull();
    expect(dialog.getByRole('button', { name: 'Apply' })).toBeDisabled();
    expect(api.callsTo('POST', PROGRESSION).every((call) => (call.body as Body).dry_run)).toBe(true);
  });

  it('applies once without dry_run, says so, closes and refreshes the written days', async () => {
    const { api, user, dialog, queryClient } = await openDialog();
    const invalidate = vi.spyOn(queryClient, 'invalidateQueries');
    await dialog.findByRole('table');
    const weeksInput = dialog.getByRole('spinbutton', { name: 'Weeks' });
    await user.clear(weeksInput);
    await user.type(weeksInput, '2');
    await user.selectOptions(dialog.getByRole('combobox', { name: 'Rule' }), 'Linear load');
    await user.clear(dialog.getByRole('spinbutton', { name: 'Step (kg)' }));
    await user.type(dialog.getByRole('spinbutton', { name: 'Step (kg)' }), '5');
    await user.click(dialog.getByRole('button', { name: 'Apply' }));

    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    const writes = api
      .callsTo('POST', PROGRESSION)
      .filter((call) => (call.body as Body).dry_run === undefined);
    expect(writes.map((call) => call.body)).toEqual([
      { rule: { type: 'linear_load', step_kg: 5 }, weeks: 2 },
    ]);
    expect(screen.getByText(progressionMessages.applied)).toBeInTheDocument();
    const invalidated = invalidate.mock.calls.map(([filters]) => filters?.queryKey);
    expect(invalidated).toContainEqual(['training-days', 'detail', 503]);
    expect(invalidated).toContainEqual(['training-days', 'detail', 504]);
    expect(invalidated).toContainEqual(['programs', 'detail', 3]);
  });

  it('is keyboard operable: Enter in a field applies', async () => {
    const { api, user, dialog } = await openDialog();
    await dialog.findByRole('table');
    const step = dialog.getByRole('spinbutton', { name: 'Step (kg)' });
    await user.click(step);
    await user.keyboard('{Enter}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(api.callsTo('POST', PROGRESSION).filter((call) => !(call.body as Body).dry_run)).toHaveLength(1);
  });
});

import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { envelope, mockApi } from '@/test/api-mock';
import { createDay, createLog, DAY_PATH } from '../testing/day-factories';
import { renderTrainingDay } from '../testing/render-day';

const renderDay = () => renderTrainingDay();

const press = createLog(8, 'Bench Press', {
  sets_data: {
    set_1: { reps: 8, weight: null, time: null, rir: null, rest: 90, reps_max: 12, load_percent: 75 },
    set_2: { reps: 5, weight: 100, time: null, rir: null, rest: null },
  },
});

describe('set ranges, load percentages and AMRAP in the day editor', () => {
  it("shows each set's Max reps, Load % and AMRAP, and summarizes the sets on the card", async () => {
    mockApi({ [`GET ${DAY_PATH}`]: () => envelope(createDay([press])) });
    renderDay();
    const card = await screen.findByRole('listitem', { name: 'Bench Press' });
    expect(within(card).getByLabelText('Summary of Bench Press')).toHaveTextContent(
      '1 × 8-12 @ 75% · 1 × 5 @ 100 kg',
    );
    const first = within(card).getByRole('row', { name: 'Set 1' });
    expect(within(first).getByLabelText('Max reps')).toHaveValue(12);
    expect(within(first).getByLabelText('Load %')).toHaveValue(75);
    expect(within(first).getByRole('checkbox', { name: 'AMRAP' })).not.toBeChecked();
    const second = within(card).getByRole('row', { name: 'Set 2' });
    expect(within(second).getByLabelText('Max reps')).toHaveValue(null);
    expect(within(second).getByLabelText('Weight (kg)')).toHaveValue(100);
  });

  it('saves a range and AMRAP, and refuses a weight together with a load percentage', async () => {
    const api = mockApi({
      [`GET ${DAY_PATH}`]: () => envelope(createDay([press])),
      'PATCH /api/user-exercise-activity-logs/8': (call) =>
        envelope({ ...press, sets_data: (call.body as { sets_data: unknown }).sets_data }),
    });
    const user = userEvent.setup();
    renderDay();
    const card = await screen.findByRole('listitem', { name: 'Bench Press' });
    const second = within(card).getByRole('row', { name: 'Set 2' });
    await user.type(within(second).getByLabelText('Load %'), '80');
    await user.click(within(card).getByRole('button', { name: 'Save' }));
    expect(await within(card).findByRole('alert')).toHaveTextContent(
      'Please fix validation errors before saving',
    );
    // The compact row points at the field: Load % is marked and the set's message is listed.
    expect(within(second).getByLabelText('Load %')).toHaveAttribute('aria-invalid', 'true');
    expect(within(second).getByLabelText('Load %')).toHaveAccessibleDescription(
      'Set 2: A set has either a weight or a load percentage, not both',
    );
    expect(within(second).getByLabelText('Weight (kg)')).not.toHaveAttribute('aria-invalid');
    expect(api.callsTo('PATCH', '/api/user-exercise-activity-logs/8')).toHaveLength(0);

    await user.clear(within(second).getByLabelText('Load %'));
    expect(within(card).queryByText(/^Set 2: /)).not.toBeInTheDocument();
    await user.type(within(second).getByLabelText('Max reps'), '8');
    await user.click(within(second).getByRole('checkbox', { name: 'AMRAP' }));
    expect(within(card).getByLabelText('Summary of Bench Press')).toHaveTextContent(
      '1 × 8-12 @ 75% · 1 × AMRAP @ 100 kg',
    );
    await user.click(within(card).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(api.callsTo('PATCH', '/api/user-exercise-activity-logs/8')).toHaveLength(1));
    expect(api.callsTo('PATCH', '/api/user-exercise-activity-logs/8')[0]!.body).toEqual({
      sets_data: {
        set_1: { reps: 8, weight: null, time: null, rir: null, rest: 90, reps_max: 12, load_percent: 75 },
        set_2: { reps: 5, weight: 100, time: null, rir: null, rest: null, reps_max: 8, amrap: true },
      },
    });
  });
});

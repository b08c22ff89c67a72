import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { DayExerciseGroup } from '@coachboard/contract';
import { envelope, errorResponse, mockApi } from '@/test/api-mock';
import { createDay, createLog, DAY_PATH } from '../testing/day-factories';
import { renderTrainingDay } from '../testing/render-day';

const renderDay = () => renderTrainingDay();

const superset = (order: number): DayExerciseGroup => ({
  id: 31,
  kind: 'superset',
  label: 'A',
  order,
  rounds: null,
});
const squat = createLog(7, 'Back Squat', { group: null });
const bench = createLog(8, 'Bench Press', { group: superset(1) });
const row = createLog(9, 'Barbell Row', { group: superset(2) });
const plank = createLog(10, 'Plank', { group: null });

describe('supersets and circuits on the day editor', () => {
  it("shows 'A1', 'A2' and a bracket on the grouped cards, and 'Ungroup' on the group", async () => {
    const api = mockApi({
      [`GET ${DAY_PATH}`]: () => envelope(createDay([squat, bench, row, plank])),
      'DELETE /api/training-days/402/groups/31': () => envelope(createDay([squat, bench, row, plank])),
    });
    const user = userEvent.setup();
    renderDay();
    const benchCard = await screen.findByRole('listitem', { name: 'Bench Press' });
    const rowCard = screen.getByRole('listitem', { name: 'Barbell Row' });
    expect(within(benchCard).getByText('A1')).toBeInTheDocument();
    expect(within(rowCard).getByText('A2')).toBeInTheDocument();
    expect(within(benchCard).getByTestId('group-bracket')).toBeInTheDocument();
    expect(
      within(screen.getByRole('listitem', { name: 'Back Squat' })).queryByTestId('group-bracket'),
    ).toBeNull();
    expect(within(rowCard).queryByRole('button', { name: 'Ungroup' })).not.toBeInTheDocument();

    await user.click(within(benchCard).getByRole('button', { name: 'Ungroup' }));
    await waitFor(() => expect(api.callsTo('DELETE', '/api/training-days/402/groups/31')).toHaveLength(1));
  });

  it('selects two cards and makes a superset or a circuit of them', async () => {
    const api = mockApi({
      [`GET ${DAY_PATH}`]: () => envelope(createDay([squat, plank])),
      'POST /api/training-days/402/groups': () => envelope(createDay([squat, plank]), 'Superset created'),
    });
    const user = userEvent.setup();
    renderDay();
    await screen.findByRole('listitem', { name: 'Plank' });
    expect(screen.queryByRole('button', { name: 'Make Superset' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('checkbox', { name: 'Select Back Squat' }));
    // One card selected: the bar is there, saying why it cannot group yet.
    const bar = screen.getByRole('toolbar', { name: 'Group exercises' });
    expect(within(bar).getByRole('button', { name: 'Make Superset' })).toBeDisabled();
    expect(bar).toHaveAccessibleDescription('Select at least 2 exercises to group them');
    await user.click(screen.getByRole('checkbox', { name: 'Select Plank' }));
    expect(within(bar).getByRole('button', { name: 'Make Superset' })).toBeEnabled();
    expect(screen.getByRole('button', { name: 'Make Circuit' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Make Superset' }));
    await waitFor(() => expect(api.callsTo('POST', '/api/training-days/402/groups')).toHaveLength(1));
    expect(api.callsTo('POST', '/api/training-days/402/groups')[0]!.body).toEqual({
      log_ids: [7, 10],
      kind: 'superset',
    });
    await waitFor(() => expect(screen.getByRole('checkbox', { name: 'Select Plank' })).not.toBeChecked());
    expect(screen.queryByRole('toolbar', { name: 'Group exercises' })).not.toBeInTheDocument();
  });

  it('ungroups the groups the selection touches from the bar, and Clear empties the selection', async () => {
    const api = mockApi({
      [`GET ${DAY_PATH}`]: () => envelope(createDay([squat, bench, row, plank])),
      'DELETE /api/training-days/402/groups/31': () => envelope(createDay([squat, bench, row, plank])),
    });
    const user = userEvent.setup();
    renderDay();
    await user.click(await screen.findByRole('checkbox', { name: 'Select Plank' }));
    const bar = screen.getByRole('toolbar', { name: 'Group exercises' });
    expect(within(bar).queryByRole('button', { name: 'Ungroup' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('checkbox', { name: 'Select Barbell Row' }));
    await user.click(within(bar).getByRole('button', { name: 'Ungroup' }));
    await waitFor(() => expect(api.callsTo('DELETE', '/api/training-days/402/groups/31')).toHaveLength(1));

    await user.click(within(bar).getByRole('button', { name: 'Clear' }));
    expect(screen.queryByRole('toolbar', { name: 'Group exercises' })).not.toBeInTheDocument();
    expect(screen.getByRole('checkbox', { name: 'Select Plank' })).not.toBeChecked();
  });

  it("shows the server's reason when grouping is refused", async () => {
    mockApi({
      [`GET ${DAY_PATH}`]: () => envelope(createDay([squat, plank])),
      'POST /api/training-days/402/groups': () =>
        errorResponse(409, 'Already in a superset or circuit: Plank. Ungroup it first.'),
    });
    const user = userEvent.setup();
    renderDay();
    await user.click(await screen.findByRole('checkbox', { name: 'Select Back Squat' }));
    await user.click(screen.getByRole('checkbox', { name: 'Select Plank' }));
    await user.click(screen.getByRole('button', { name: 'Make Circuit' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Already in a superset or circuit: Plank. Ungroup it first.',
    );
  });
});

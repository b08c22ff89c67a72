import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { DayExerciseGroup } from '@coachboard/contract';
import { envelope, mockApi } from '@/test/api-mock';
import { createDay, createLog, DAY_PATH } from '../testing/day-factories';
import { renderTrainingDay } from '../testing/render-day';

const GROUPS = '/api/training-days/402/groups';

const renderDay = () => renderTrainingDay();

const circuit = (order: number, rounds: number | null): DayExerciseGroup => ({
  id: 44,
  kind: 'circuit',
  label: 'B',
  order,
  rounds,
});
const squat = createLog(7, 'Back Squat', { group: null });
const plank = createLog(10, 'Plank', { group: null });
const burpee = createLog(11, 'Burpee', { group: null });

const selectSquatAndPlank = async (user: ReturnType<typeof userEvent.setup>) => {
  await user.click(await screen.findByRole('checkbox', { name: 'Select Back Squat' }));
  await user.click(screen.getByRole('checkbox', { name: 'Select Plank' }));
  return screen.getByRole('toolbar', { name: 'Group exercises' });
};

describe('circuit rounds on the day editor', () => {
  it("makes a circuit with the rounds typed in 'Rounds' (3 to start with)", async () => {
    const api = mockApi({
      [`GET ${DAY_PATH}`]: () => envelope(createDay([squat, plank, burpee])),
      [`POST ${GROUPS}`]: () => envelope(createDay([squat, plank, burpee]), 'Circuit created'),
    });
    const user = userEvent.setup();
    renderDay();
    const toolbar = await selectSquatAndPlank(user);
    const rounds = within(toolbar).getByRole('spinbutton', { name: 'Rounds' });
    expect(rounds).toHaveValue(3);
    await user.clear(rounds);
    await user.type(rounds, '5');
    await user.click(within(toolbar).getByRole('button', { name: 'Make Circuit' }));
    await waitFor(() => expect(api.callsTo('POST', GROUPS)).toHaveLength(1));
    expect(api.callsTo('POST', GROUPS)[0]!.body).toEqual({ log_ids: [7, 10], kind: 'circuit', rounds: 5 });
  });

  it('sends no rounds with a superset', async () => {
    const api = mockApi({
      [`GET ${DAY_PATH}`]: () => envelope(createDay([squat, plank])),
      [`POST ${GROUPS}`]: () => envelope(createDay([squat, plank]), 'Superset created'),
    });
    const user = userEvent.setup();
    renderDay();
    const toolbar = await selectSquatAndPlank(user);
    await user.click(within(toolbar).getByRole('button', { name: 'Make Superset' }));
    await waitFor(() => expect(api.callsTo('POST', GROUPS)).toHaveLength(1));
    expect(api.callsTo('POST', GROUPS)[0]!.body).toEqual({ log_ids: [7, 10], kind: 'superset' });
  });

  it('refuses rounds outside 1 to 20 without calling the API', async () => {
    const api = mockApi({ [`GET ${DAY_PATH}`]: () => envelope(createDay([squat, plank])) });
    const user = userEvent.setup();
    renderDay();
    const toolbar = await selectSquatAndPlank(user);
    const rounds = within(toolbar).getByRole('spinbutton', { name: 'Rounds' });
    for (const value of ['21', '0']) {
      await user.clear(rounds);
      await user.type(rounds, value);
      await user.click(within(toolbar).getByRole('button', { name: 'Make Circuit' }));
      expect(rounds).toHaveAttribute('aria-invalid', 'true');
      expect(rounds).toHaveAccessibleDescription('Rounds must be a whole number from 1 to 20');
    }
    await user.clear(rounds);
    await user.click(within(toolbar).getByRole('button', { name: 'Make Circuit' }));
    expect(rounds).toHaveAttribute('aria-invalid', 'true');
    expect(api.callsTo('POST', GROUPS)).toHaveLength(0);
  });

  it("shows '× N rounds' on the first card of a circuit", async () => {
    mockApi({
      [`GET ${DAY_PATH}`]: () =>
        envelope(createDay([squat, { ...plank, group: circuit(1, 4) }, { ...burpee, group: circuit(2, 4) }])),
    });
    renderDay();
    const plankCard = await screen.findByRole('listitem', { name: 'Plank' });
    expect(within(plankCard).getByText('Circuit B × 4 rounds')).toBeInTheDocument();
    expect(within(plankCard).getByText('B1')).toBeInTheDocument();
    expect(within(screen.getByRole('listitem', { name: 'Burpee' })).queryByText(/rounds/)).toBeNull();
    expect(within(screen.getByRole('listitem', { name: 'Back Squat' })).queryByText(/rounds/)).toBeNull();
  });

  it('shows nothing about rounds for a circuit without rounds, and says 1 round in the singular', async () => {
    mockApi({
      [`GET ${DAY_PATH}`]: () =>
        envelope(
          createDay([
            { ...plank, group: circuit(1, null) },
            { ...burpee, group: circuit(2, null) },
          ]),
        ),
    });
    const { unmount } = renderDay();
    const plankCard = await screen.findByRole('listitem', { name: 'Plank' });
    expect(within(plankCard).queryByText(/round/)).toBeNull();
    unmount();
    mockApi({
      [`GET ${DAY_PATH}`]: () =>
        envelope(
          createDay([
            { ...plank, group: circuit(1, 1) },
            { ...burpee, group: circuit(2, 1) },
          ]),
        ),
    });
    renderDay();
    expect(await screen.findByText('Circuit B × 1 round')).toBeInTheDocument();
  });
});

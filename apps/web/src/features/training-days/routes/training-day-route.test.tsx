import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { newSet } from '@coachboard/contract';
import { envelope, errorResponse, mockApi } from '@/test/api-mock';
import { UNSAVED_CHANGES_MESSAGE } from '../components/use-unsaved-changes-guard';
import { createDay, createLog, DAY_PATH, DAY_URL } from '../testing/day-factories';
import { renderTrainingDay } from '../testing/render-day';

const renderDay = () => renderTrainingDay();

const squat = createLog(7, 'Back Squat', {
  sets_data: {
    set_1: { reps: 5, weight: 100, time: null, rir: 2, rest: 180 },
    set_2: newSet(),
    set_3: { ...newSet(), reps: 3 },
  },
});

describe('training day detail', () => {
  it('titles the day, shows the week, the count and the empty state', async () => {
    mockApi({ [`GET ${DAY_PATH}`]: () => envelope(createDay()) });
    renderDay();
    expect(await screen.findByRole('heading', { level: 1, name: 'Day 10' })).toBeInTheDocument();
    expect(screen.getByText('Week 2')).toBeInTheDocument();
    expect(screen.getByText('0 exercise(s)')).toBeInTheDocument();
    expect(screen.getByText('No Exercises Assigned')).toBeInTheDocument();
    expect(
      screen.getByText("This training day doesn't have any exercises assigned yet."),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to Program' })).toHaveAttribute(
      'href',
      '/admin/programs/3',
    );
  });

  it('says when the day does not exist, with a way back', async () => {
    mockApi({ [`GET ${DAY_PATH}`]: () => errorResponse(404, 'Training day not found.') });
    renderDay();
    expect(await screen.findByText('Training day not found.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Back to Program' })).toBeInTheDocument();
  });

  it('shows Save only after a change, clamps reps, saves the sets and clears the mark', async () => {
    const api = mockApi({
      [`GET ${DAY_PATH}`]: () => envelope(createDay([squat])),
      'PATCH /api/user-exercise-activity-logs/7': (call) =>
        envelope({ ...squat, sets_data: (call.body as { sets_data: unknown }).sets_data }),
    });
    const user = userEvent.setup();
    renderDay();
    const card = await screen.findByRole('listitem', { name: 'Back Squat' });
    const saveState = within(card).getByRole('status', { name: 'Save state of Back Squat' });
    expect(saveState).toHaveTextContent('Saved');
    expect(within(card).queryByRole('button', { name: 'Save' })).not.toBeInTheDocument();
    const firstSet = within(card).getByRole('row', { name: 'Set 1' });
    const reps = within(firstSet).getByLabelText('Reps');
    expect(reps).toHaveValue(5);
    await user.clear(reps);
    expect(reps).toHaveValue(1);
    await user.type(reps, '2');
    expect(reps).toHaveValue(12);
    expect(saveState).toHaveTextContent('Unsaved changes');
    await user.click(within(card).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(api.callsTo('PATCH', '/api/user-exercise-activity-logs/7')).toHaveLength(1));
    expect(api.callsTo('PATCH', '/api/user-exercise-activity-logs/7')[0]!.body).toEqual({
      sets_data: {
        set_1: { reps: 12, weight: 100, time: null, rir: 2, rest: 180 },
        set_2: { reps: 1, weight: null, time: null, rir: null, rest: null },
        set_3: { reps: 3, weight: null, time: null, rir: null, rest: null },
      },
    });
    await waitFor(() => expect(within(card).queryByRole('button', { name: 'Save' })).not.toBeInTheDocument());
    expect(saveState).toHaveTextContent('Saved');
  });

  it("says 'Saving...' while the sets are saved", async () => {
    let answer: (value: Response) => void = () => {};
    mockApi({
      [`GET ${DAY_PATH}`]: () => envelope(createDay([squat])),
      'PATCH /api/user-exercise-activity-logs/7': () =>
        new Promise<Response>((resolve) => (answer = resolve)),
    });
    const user = userEvent.setup();
    renderDay();
    const card = await screen.findByRole('listitem', { name: 'Back Squat' });
    await user.click(within(card).getByRole('button', { name: 'Add Set' }));
    await user.click(within(card).getByRole('button', { name: 'Save' }));
    expect(within(card).getByRole('status', { name: 'Save state of Back Squat' })).toHaveTextContent(
      'Saving...',
    );
    expect(within(card).getByRole('button', { name: 'Saving...' })).toBeDisabled();
    answer(envelope({ ...squat }));
    await waitFor(() =>
      expect(within(card).getByRole('status', { name: 'Save state of Back Squat' })).toHaveTextContent(
        'Saved',
      ),
    );
  });

  it('shows the sets as a table: the column headers, one row a set, each input named by its label', async () => {
    mockApi({ [`GET ${DAY_PATH}`]: () => envelope(createDay([squat])) });
    renderDay();
    const card = await screen.findByRole('listitem', { name: 'Back Squat' });
    const table = within(card).getByRole('table', { name: 'Sets of Back Squat' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((header) => header.textContent),
    ).toEqual([
      'Set',
      'Reps – Max reps',
      'Weight (kg) or Load %',
      'Time (sec)',
      'RIR',
      'Rest (sec)',
      'AMRAP',
      'Remove',
    ]);
    expect(
      within(table)
        .getAllByRole('row')
        .slice(1)
        .map((row) => row.getAttribute('aria-label')),
    ).toEqual(['Set 1', 'Set 2', 'Set 3']);
    const first = within(table).getByRole('row', { name: 'Set 1' });
    expect(
      ['Reps', 'Max reps', 'Weight (kg)', 'Load %', 'Time (sec)', 'RIR', 'Rest (sec)'].map((label) =>
        within(first).getByRole('spinbutton', { name: label }),
      ),
    ).toHaveLength(7);
    expect(within(first).getByRole('spinbutton', { name: 'Weight (kg)' })).toHaveValue(100);
    expect(within(first).getByRole('spinbutton', { name: 'Rest (sec)' })).toHaveValue(180);
    expect(within(first).getByRole('checkbox', { name: 'AMRAP' })).not.toBeChecked();
  });

  it('moves along a row with Tab, and Enter in a set adds one and puts the cursor in its Reps', async () => {
    mockApi({ [`GET ${DAY_PATH}`]: () => envelope(createDay([squat])) });
    const user = userEvent.setup();
    renderDay();
    const card = await screen.findByRole('listitem', { name: 'Back Squat' });
    const first = within(card).getByRole('row', { name: 'Set 1' });
    await user.click(within(first).getByRole('spinbutton', { name: 'Reps' }));
    const visited = [];
    for (let step = 0; step < 8; step += 1) {
      await user.tab();
      visited.push(document.activeElement?.getAttribute('aria-label'));
    }
    expect(visited).toEqual([
      'Max reps',
      'Weight (kg)',
      'Load %',
      'Time (sec)',
      'RIR',
      'Rest (sec)',
      'AMRAP',
      'Remove set 1',
    ]);

    const weight = within(first).getByRole('spinbutton', { name: 'Weight (kg)' });
    await user.clear(weight);
    await user.type(weight, '62.3{Enter}');
    expect(weight).toHaveValue(62.5);
    const added = within(card).getByRole('row', { name: 'Set 4' });
    expect(within(added).getByRole('spinbutton', { name: 'Reps' })).toHaveFocus();
    await user.keyboard('5');
    expect(within(added).getByRole('spinbutton', { name: 'Reps' })).toHaveValue(5);
    expect(within(card).getByRole('status', { name: 'Save state of Back Squat' })).toHaveTextContent(
      'Unsaved changes',
    );
  });

  it('removes a set and renumbers the rest; the last set cannot be removed', async () => {
    mockApi({ [`GET ${DAY_PATH}`]: () => envelope(createDay([squat])) });
    const user = userEvent.setup();
    renderDay();
    const card = await screen.findByRole('listitem', { name: 'Back Squat' });
    await user.click(within(card).getByRole('button', { name: 'Remove set 1' }));
    const sets = within(card).getAllByRole('row').slice(1);
    expect(sets.map((set) => set.getAttribute('aria-label'))).toEqual(['Set 1', 'Set 2']);
    expect(within(sets[1]!).getByLabelText('Reps')).toHaveValue(3);
    await user.click(within(card).getByRole('button', { name: 'Remove set 2' }));
    expect(within(card).queryByRole('button', { name: /Remove set/ })).not.toBeInTheDocument();
    await user.click(within(card).getByRole('button', { name: 'Add Set' }));
    expect(within(card).getAllByRole('row').slice(1)).toHaveLength(2);
    expect(within(card).getByRole('button', { name: 'Save' })).toBeInTheDocument();
  });

  it("reports a failed save with the server's message", async () => {
    mockApi({
      [`GET ${DAY_PATH}`]: () => envelope(createDay([squat])),
      'PATCH /api/user-exercise-activity-logs/7': () => errorResponse(500, ''),
    });
    const user = userEvent.setup();
    renderDay();
    const card = await screen.findByRole('listitem', { name: 'Back Squat' });
    await user.click(within(card).getByRole('button', { name: 'Add Set' }));
    await user.click(within(card).getByRole('button', { name: 'Save' }));
    expect(await within(card).findByRole('alert')).toHaveTextContent(/Failed to save sets data|error/i);
  });

  it('asks before leaving with unsaved sets: Stay keeps the page, Leave goes', async () => {
    mockApi({ [`GET ${DAY_PATH}`]: () => envelope(createDay([squat])) });
    const user = userEvent.setup();
    const { location } = renderDay();
    const card = await screen.findByRole('listitem', { name: 'Back Squat' });
    await user.click(within(card).getByRole('button', { name: 'Add Set' }));

    await user.click(screen.getByRole('link', { name: 'Back to Program' }));
    const dialog = await screen.findByRole('alertdialog');
    expect(dialog).toHaveTextContent(UNSAVED_CHANGES_MESSAGE);
    await user.click(within(dialog).getByRole('button', { name: 'Stay' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(location()).toBe(DAY_URL);

    await user.click(screen.getByRole('link', { name: 'Back to Program' }));
    await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Leave' }));
    await waitFor(() => expect(location()).toBe('/admin/programs/3'));
  });
});

import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { ExerciseProgress, ProgressPoint, UserRecords } from '@coachboard/contract';
import { envelope, errorResponse, mockApi } from '@/test/api-mock';
import { renderWithRouter } from '@/test/render-with-router';
import { createUser } from '@/test/user-factories';
import UserRecordsTab from './user-records-tab';

// jsdom has no canvas: the chart module stands in as a labelled figure, as the real one renders.
vi.mock('./progress-chart', () => ({
  default: ({ exerciseName }: { exerciseName: string }) => (
    <figure aria-label={`Progress of ${exerciseName}: estimated 1RM and top set weight per session`} />
  ),
}));

const records: UserRecords = {
  exercises: [
    {
      exercise_id: 3,
      exercise_name: 'Back Squat',
      sessions: 3,
      last_performed_on: '2026-11-23',
      estimated_1rm: { value: 116.67, weight: 100, reps: 5, performed_on: '2026-11-16', session_id: 12 },
      heaviest_weight: { value: 100, weight: 100, reps: 3, performed_on: '2026-11-09', session_id: 11 },
      most_reps: { value: 15, weight: 80, reps: 15, performed_on: '2026-11-23', session_id: 13 },
    },
    {
      exercise_id: 8,
      exercise_name: 'Pull-up',
      sessions: 1,
      last_performed_on: '2026-11-23',
      estimated_1rm: null,
      heaviest_weight: { value: 10, weight: 10, reps: 14, performed_on: '2026-11-23', session_id: 13 },
      most_reps: { value: 14, weight: 10, reps: 14, performed_on: '2026-11-23', session_id: 13 },
    },
  ],
  record_sessions: [
    {
      session_id: 12,
      performed_on: '2026-11-16',
      records: [{ exercise_id: 3, exercise_name: 'Back Squat', kinds: ['estimated_1rm', 'most_reps'] }],
    },
  ],
};

const point = (overrides: Partial<ProgressPoint>): ProgressPoint => ({
  session_id: 11,
  performed_on: '2026-11-09',
  top_set: { weight: 100, reps: 3 },
  estimated_1rm: 110,
  volume: 540,
  sets: 2,
  records: [],
  ...overrides,
});

const progress: Record<string, ExerciseProgress> = {
  '3': {
    exercise_id: 3,
    exercise_name: 'Back Squat',
    points: [
      point({}),
      point({
        session_id: 12,
        performed_on: '2026-11-16',
        top_set: { weight: 100, reps: 5 },
        estimated_1rm: 116.67,
        volume: 500,
        sets: 1,
        records: ['estimated_1rm', 'most_reps'],
      }),
    ],
  },
  '8': {
    exercise_id: 8,
    exercise_name: 'Pull-up',
    points: [
      point({
        session_id: 13,
        performed_on: '2026-11-23',
        top_set: { weight: 10, reps: 14 },
        estimated_1rm: null,
        volume: 140,
        sets: 1,
      }),
    ],
  },
};

const renderTab = (answer: () => Response = () => envelope(records)) => {
  const calls = mockApi({
    'GET /api/users/5/records': answer,
    'GET /api/users/5/progress': (call) =>
      envelope(progress[new URL(call.path, 'http://localhost').searchParams.get('exercise_id')!]),
  });
  renderWithRouter(<UserRecordsTab user={createUser({ id: 5 })} />, {
    path: '/admin/users/:id',
    url: '/admin/users/5',
  });
  return calls;
};

describe('UserRecordsTab', () => {
  it('shows each exercise with its best estimated 1RM, heaviest weight and most reps, with dates and sessions', async () => {
    renderTab();
    const table = await screen.findByRole('table', { name: 'Personal records' });
    const squat = within(table).getByRole('row', { name: /Back Squat/ });
    const cells = within(squat).getAllByRole('cell');
    expect(cells[0]).toHaveTextContent('116.7 kg');
    expect(cells[0]).toHaveTextContent('100 kg × 5 · Nov 16, 2026 · Session 12');
    expect(cells[1]).toHaveTextContent('100 kg');
    expect(cells[1]).toHaveTextContent('100 kg × 3 · Nov 9, 2026 · Session 11');
    expect(cells[2]).toHaveTextContent('15 reps');
    // Every set above 12 reps: no estimate.
    const pullUp = within(table).getByRole('row', { name: /Pull-up/ });
    expect(within(pullUp).getAllByRole('cell')[0]).toHaveTextContent('—');

    const newRecords = screen.getByRole('list', { name: 'New records' });
    expect(within(newRecords).getByRole('listitem')).toHaveTextContent(
      'Nov 16, 2026 · Session 12Back Squat: Best estimated 1RM, Most reps',
    );
  });

  it("draws the chosen exercise's progress, with the same numbers in a table for screen readers", async () => {
    const calls = renderTab();
    const select = await screen.findByRole('combobox', { name: 'Exercise' });
    expect(select).toHaveValue('3');
    expect(await screen.findByRole('figure', { name: /Progress of Back Squat/ })).toBeInTheDocument();
    // The chart's table is in the page (visually hidden) for screen readers.
    const hidden = screen.getByRole('table', { name: 'Progress: Back Squat' });
    const rows = within(hidden).getAllByRole('row');
    expect(rows[2]).toHaveTextContent('Nov 16, 2026' + '12' + '100 kg × 5' + '116.7 kg' + '500 kg' + '1');
    expect(rows[2]).toHaveTextContent('Best estimated 1RM, Most reps');

    await userEvent.selectOptions(select, 'Pull-up');
    expect(await screen.findByRole('figure', { name: /Progress of Pull-up/ })).toBeInTheDocument();
    const pullUps = screen.getByRole('table', { name: 'Progress: Pull-up' });
    expect(within(pullUps).getAllByRole('row')[1]).toHaveTextContent('10 kg × 14—140 kg');
    expect(calls.callsTo('GET', '/api/users/5/progress').map((call) => call.path)).toContain(
      '/api/users/5/progress?exercise_id=8',
    );
  });

  it("'Show as table' shows the table instead of the chart", async () => {
    renderTab();
    const toggle = await screen.findByRole('button', { name: 'Show as table' });
    expect(toggle).toHaveAttribute('aria-pressed', 'false');
    await screen.findByRole('figure', { name: /Progress of Back Squat/ });
    await userEvent.click(toggle);
    expect(toggle).toHaveAttribute('aria-pressed', 'true');
    expect(screen.queryByRole('figure')).not.toBeInTheDocument();
    const table = screen.getByRole('table', { name: 'Progress: Back Squat' });
    expect(table.parentElement).not.toHaveClass('sr-only');
    expect(within(table).getAllByRole('row')).toHaveLength(3);
  });

  it("opens a record's session: its date's workouts, as the Training tab shows them", async () => {
    const calls = renderTab();
    const table = await screen.findByRole('table', { name: 'Personal records' });
    const squat = within(table).getByRole('row', { name: /Back Squat/ });
    await userEvent.click(within(squat).getAllByRole('button', { name: 'Session 12' })[0]!);
    expect(await screen.findByRole('dialog', { name: 'Nov 16, 2026' })).toBeInTheDocument();
    expect(calls.callsTo('GET', '/api/users/5/training-calendar/2026-11-16')).toHaveLength(1);
  });

  it('says so when the user has logged nothing yet', async () => {
    renderTab(() => envelope({ exercises: [], record_sessions: [] }));
    expect(await screen.findByText('No records yet')).toBeInTheDocument();
    expect(screen.queryByRole('combobox')).not.toBeInTheDocument();
  });

  it('shows the error of a failed read', async () => {
    renderTab(() => errorResponse(500, 'Something broke'));
    expect(await screen.findByRole('alert')).toHaveTextContent('Something broke');
  });
});

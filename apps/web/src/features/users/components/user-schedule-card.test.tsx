import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { ScheduleDay, ScheduleEntry, UserProgram } from '@coachboard/contract';
import { envelope, mockApi } from '@/test/api-mock';
import { renderWithRouter } from '@/test/render-with-router';
import { createUserProgram } from '../testing/user-factories';
import { UserScheduleCard } from './user-schedule-card';

const entry = (overrides: Partial<ScheduleEntry> = {}): ScheduleEntry => ({
  program_id: 4,
  program_name: 'Strength Base',
  mode: 'linked',
  start_date: '2026-11-12',
  ends_on: '2027-02-04',
  week_number: 3,
  weeks: 12,
  day_number: 2,
  training_day_id: 31,
  day_name: 'Day 16',
  is_rest_day: false,
  ...overrides,
});

const renderSchedule = (days: ScheduleDay[], programs: UserProgram[] = []) => {
  const calls = mockApi({
    'GET /api/users/5/schedule': () => envelope({ from: '2026-11-26', to: '2026-12-09', days }),
  });
  renderWithRouter(<UserScheduleCard userId={5} today="2026-11-26" programs={programs} />, {
    path: '/admin/users/:id',
    url: '/admin/users/5',
  });
  return calls;
};

describe('UserScheduleCard', () => {
  it("shows the current program as 'Week 3 of 12 · today: Day 2' and the next days", async () => {
    const calls = renderSchedule([
      { date: '2026-11-26', entries: [entry()] },
      {
        date: '2026-11-27',
        entries: [entry({ day_number: 3, training_day_id: 32, day_name: null, is_rest_day: true })],
      },
      { date: '2026-11-28', entries: [] },
    ]);
    const current = await screen.findByRole('list', { name: 'Current programs' });
    expect(within(current).getByText('Week 3 of 12 · today: Day 2')).toBeInTheDocument();
    // The program by name, and its start date (day 1 of week 1), not the day it was assigned.
    expect(within(current).getByRole('link', { name: 'Strength Base' })).toHaveAttribute(
      'href',
      '/admin/programs/4',
    );
    expect(within(current).getByText('Started Nov 12, 2026')).toBeInTheDocument();
    expect(calls.calls.at(-1)?.path).toBe('/api/users/5/schedule?from=2026-11-26&to=2026-12-09');

    const rows = within(screen.getByRole('table', { name: 'Next 3 days' })).getAllByRole('row');
    expect(rows.slice(1).map((row) => row.textContent)).toEqual([
      'Thu, Nov 26Week 3 · Day 2Day 16',
      'Fri, Nov 27Week 3 · Day 3Rest',
      'Sat, Nov 28Nothing scheduled',
    ]);
  });

  it("says 'Next 1 day' for a single day", async () => {
    renderSchedule([{ date: '2026-11-26', entries: [entry()] }]);
    expect(await screen.findByRole('heading', { name: 'Next 1 day' })).toBeInTheDocument();
    expect(screen.getByRole('table', { name: 'Next 1 day' })).toBeInTheDocument();
  });

  it('names the programs when two overlap', async () => {
    renderSchedule([
      {
        date: '2026-11-26',
        entries: [
          entry(),
          entry({ program_id: 9, program_name: 'Mobility Block', week_number: 1, weeks: 4 }),
        ],
      },
    ]);
    const current = await screen.findByRole('list', { name: 'Current programs' });
    expect(within(current).getByText('Strength Base')).toBeInTheDocument();
    expect(within(current).getByText('Mobility Block')).toBeInTheDocument();
    expect(screen.getByRole('columnheader', { name: 'Program' })).toBeInTheDocument();
  });

  it("says 'today: Rest' on a rest day and 'No current program' when nothing covers today", async () => {
    renderSchedule([{ date: '2026-11-26', entries: [entry({ day_name: null, is_rest_day: true })] }]);
    expect(await screen.findByText('Week 3 of 12 · today: Rest')).toBeInTheDocument();
  });

  it("says 'No current program' when no assignment covers today, and names the next one with 'Starts'", async () => {
    const assigned = (id: number, name: string, startDate: string) =>
      createUserProgram({ id, name, start_date: startDate });
    renderSchedule(
      [
        { date: '2026-11-26', entries: [] },
        { date: '2026-11-27', entries: [entry({ week_number: 1, day_number: 1, day_name: 'Day 1' })] },
      ],
      [
        assigned(8, 'Later Block', '2026-12-20'),
        assigned(4, 'Strength Base', '2026-11-27'),
        assigned(2, 'Old Block', '2026-09-01'),
      ],
    );
    expect(await screen.findByText('No current program')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Strength Base' })).toBeInTheDocument();
    expect(screen.getByText('Starts Nov 27, 2026')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Later Block' })).not.toBeInTheDocument();
    expect(screen.queryByRole('list', { name: 'Current programs' })).not.toBeInTheDocument();
    expect(screen.getByRole('row', { name: /Fri, Nov 27/ })).toHaveTextContent('Week 1 · Day 1');
  });
});

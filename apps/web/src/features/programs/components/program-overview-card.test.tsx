import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { programOverviewMessages, type ProgramVolume, type VolumeDay } from '@coachboard/contract';
import { envelope, errorResponse, mockApi } from '@/test/api-mock';
import { renderWithRouter } from '@/test/render-with-router';
import { ProgramOverviewCard } from './program-overview-card';

const VOLUME = 'GET /api/training-programs/12/volume';

/** A week's 7 days: a count per day, null for a rest day. */
const days = (weekId: number, counts: (number | null)[]): VolumeDay[] =>
  counts.map((count, index) => ({
    id: weekId * 100 + index + 1,
    day_of_the_week: index + 1,
    is_rest_day: count === null,
    exercise_count: count ?? 0,
  }));

const volume: ProgramVolume = {
  program_id: 12,
  muscle_groups: [],
  weeks: [
    {
      id: 5,
      sequence_number: 1,
      volume: [],
      total_sets: 0,
      days: days(5, [6, null, 1, null, 4, null, null]),
    },
    {
      id: 6,
      sequence_number: 2,
      volume: [],
      total_sets: 0,
      days: days(6, [5, null, 6, null, 0, null, null]),
    },
  ],
};

const renderCard = () =>
  renderWithRouter(<ProgramOverviewCard programId={12} />, {
    path: '/admin/programs/:id',
    url: '/admin/programs/12',
  });

describe('Program Overview card', () => {
  it('shows a table with a row per week and a column per day, each day with its exercise count', async () => {
    mockApi({ [VOLUME]: () => envelope(volume) });
    renderCard();
    const region = screen.getByRole('region', { name: 'Program Overview' });
    const table = await within(region).findByRole('table');
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(['Week', 'Day 1', 'Day 2', 'Day 3', 'Day 4', 'Day 5', 'Day 6', 'Day 7']);
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows.map((row) => within(row).getByRole('rowheader').textContent)).toEqual(['Week 1', 'Week 2']);

    const week2 = rows[1]!;
    expect(within(week2).getAllByRole('cell')).toHaveLength(7);
    expect(
      within(week2)
        .getAllByRole('link')
        .map((link) => link.getAttribute('aria-label')),
    ).toEqual([
      'Week 2, Day 1: Day 8, 5 exercises',
      'Week 2, Day 3: Day 10, 6 exercises',
      'Week 2, Day 5: Day 12, 0 exercises',
    ]);
    const day10 = within(week2).getByRole('link', { name: 'Week 2, Day 3: Day 10, 6 exercises' });
    expect(day10).toHaveTextContent('Day 10');
    expect(day10).toHaveTextContent('6 exercises');
    expect(
      within(rows[0]!).getByRole('link', { name: 'Week 1, Day 3: Day 3, 1 exercise' }),
    ).toBeInTheDocument();
  });

  it("shows rest days as 'Rest', not as links", async () => {
    mockApi({ [VOLUME]: () => envelope(volume) });
    renderCard();
    const table = await screen.findByRole('table');
    const week1 = within(table).getAllByRole('row')[1]!;
    const restCell = within(week1).getAllByRole('cell')[1]!;
    expect(restCell).toHaveTextContent('Rest');
    expect(within(restCell).getByText('Week 1, Day 2: Rest')).toBeInTheDocument();
    expect(within(restCell).queryByRole('link')).toBeNull();
    expect(within(week1).getAllByRole('link')).toHaveLength(3);
  });

  it("opens the training day's editor", async () => {
    mockApi({ [VOLUME]: () => envelope(volume) });
    const user = userEvent.setup();
    const { location } = renderCard();
    await user.click(await screen.findByRole('link', { name: 'Week 2, Day 3: Day 10, 6 exercises' }));
    expect(await screen.findByTestId('location')).toHaveTextContent(
      'trainingDay /admin/programs/12/weeks/6/days/603',
    );
    expect(location()).toBe('/admin/programs/12/weeks/6/days/603');
  });

  it('says when the program has no weeks, and when the overview cannot be loaded', async () => {
    mockApi({ [VOLUME]: () => envelope({ ...volume, weeks: [] }) });
    const { unmount } = renderCard();
    expect(await screen.findByText(programOverviewMessages.empty)).toBeInTheDocument();
    unmount();
    mockApi({ [VOLUME]: () => errorResponse(500, 'boom') });
    renderCard();
    expect(await screen.findByRole('alert')).toHaveTextContent(programOverviewMessages.loadFailed);
  });
});

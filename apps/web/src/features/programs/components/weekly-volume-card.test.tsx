import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { programVolumeMessages, type ProgramVolume } from '@coachboard/contract';
import { envelope, errorResponse, mockApi } from '@/test/api-mock';
import { renderWithRouter } from '@/test/render-with-router';
import { WeeklyVolumeCard } from './weekly-volume-card';

const VOLUME = 'GET /api/training-programs/12/volume';
const days = (counts: number[]) =>
  counts.map((count, index) => ({
    id: 100 + index,
    day_of_the_week: index + 1,
    is_rest_day: count === 0,
    exercise_count: count,
  }));

const volume: ProgramVolume = {
  program_id: 12,
  muscle_groups: ['Chest', 'Front Delts', 'full-body (target muscle)'],
  weeks: [
    {
      id: 1,
      sequence_number: 1,
      volume: [
        { muscle_group: 'Chest', sets: 4 },
        { muscle_group: 'Front Delts', sets: 2 },
        { muscle_group: 'full-body (target muscle)', sets: 1 },
      ],
      total_sets: 7,
      days: days([2, 0, 1]),
    },
    {
      id: 2,
      sequence_number: 2,
      volume: [{ muscle_group: 'Chest', sets: 6 }],
      total_sets: 6,
      days: days([1, 0, 0]),
    },
  ],
};

const renderCard = () =>
  renderWithRouter(<WeeklyVolumeCard programId={12} />, {
    path: '/admin/programs/:id',
    url: '/admin/programs/12',
  });

/** The table's column headers and its rows as [row header, ...cells] texts. */
const tableText = (table: HTMLElement) => ({
  headers: within(table)
    .getAllByRole('columnheader')
    .map((cell) => cell.textContent),
  rows: within(table)
    .getAllByRole('row')
    .slice(1)
    .map((row) => [
      within(row).getByRole('rowheader').textContent,
      ...within(row)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ]),
});

describe('Weekly Volume card', () => {
  it('says what it counts: hard sets per week, and a secondary muscle counts half a set', async () => {
    mockApi({ [VOLUME]: () => envelope(volume) });
    renderCard();
    const region = screen.getByRole('region', { name: 'Weekly Volume' });
    expect(region).toHaveAccessibleDescription('hard sets per week');
    expect(await within(region).findByText('A secondary muscle counts half a set.')).toBeInTheDocument();
    // A row counted under a target muscle group says why.
    expect(within(region).getByText(programVolumeMessages.legendTarget)).toBeInTheDocument();
  });

  it('gives screen readers a table beside the chart, with a caption and headers', async () => {
    mockApi({ [VOLUME]: () => envelope(volume) });
    renderCard();
    const region = screen.getByRole('region', { name: 'Weekly Volume' });
    const table = await within(region).findByRole('table', { name: programVolumeMessages.caption });
    expect(within(region).getByRole('button', { name: 'Chart' })).toHaveAttribute('aria-pressed', 'true');
    // The chart draws the same rows but is hidden from the accessibility tree: one 'Chest' row header only.
    expect(within(region).getAllByRole('rowheader', { name: 'Chest' })).toHaveLength(1);
    expect(within(region).getByText('4–6').closest('[aria-hidden="true"]')).not.toBeNull();
    expect(tableText(table).rows[0]).toEqual(['Chest', '4', '6']);
  });

  it("shows the table itself on 'Table', scrollable by keyboard", async () => {
    mockApi({ [VOLUME]: () => envelope(volume) });
    renderCard();
    const region = screen.getByRole('region', { name: 'Weekly Volume' });
    await within(region).findByRole('table');
    await userEvent.click(within(region).getByRole('button', { name: 'Table' }));
    expect(within(region).getByRole('button', { name: 'Table' })).toHaveAttribute('aria-pressed', 'true');
    expect(within(region).queryByText('4–6')).toBeNull();
    const scroller = within(region).getByRole('region', { name: programVolumeMessages.caption });
    expect(scroller).toHaveAttribute('tabindex', '0');
    expect(within(scroller).getByRole('table', { name: programVolumeMessages.caption })).toBeInTheDocument();
  });

  it('shows a table of muscle groups by week, with the sets as numbers', async () => {
    mockApi({ [VOLUME]: () => envelope(volume) });
    renderCard();
    const region = screen.getByRole('region', { name: 'Weekly Volume' });
    const table = await within(region).findByRole('table');
    const { headers, rows } = tableText(table);
    expect(headers).toEqual(['Muscle group', 'Week 1', 'Week 2']);
    expect(rows).toEqual([
      ['Chest', '4', '6'],
      ['Front Delts', '2', '0'],
      ['Full-body (target muscle)', '1', '0'],
    ]);
  });

  it('says when no sets are planned, and when the volume cannot be loaded', async () => {
    mockApi({ [VOLUME]: () => envelope({ ...volume, muscle_groups: [], weeks: [] }) });
    const { unmount } = renderCard();
    expect(await screen.findByText(programVolumeMessages.empty)).toBeInTheDocument();
    unmount();
    mockApi({ [VOLUME]: () => errorResponse(500, 'boom') });
    renderCard();
    expect(await screen.findByRole('alert')).toHaveTextContent(programVolumeMessages.loadFailed);
  });
});

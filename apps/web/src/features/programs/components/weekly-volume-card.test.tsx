import { screen, within } from '@testing-library/react';
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

describe('Weekly Volume card', () => {
  it('shows a table of muscle groups by week, with the sets as text beside each bar', async () => {
    mockApi({ [VOLUME]: () => envelope(volume) });
    renderCard();
    const region = screen.getByRole('region', { name: 'Weekly Volume' });
    const table = await within(region).findByRole('table');
    const headers = within(table)
      .getAllByRole('columnheader')
      .map((cell) => cell.textContent);
    expect(headers).toEqual(['Muscle group', 'Week 1', 'Week 2']);
    const rows = within(table)
      .getAllByRole('row')
      .slice(1)
      .map((row) => [
        within(row).getByRole('rowheader').textContent,
        ...within(row)
          .getAllByRole('cell')
          .map((cell) => cell.textContent),
      ]);
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

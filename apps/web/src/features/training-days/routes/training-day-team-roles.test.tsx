import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { TeamRole } from '@coachboard/contract';
import { envelope, mockApi } from '@/test/api-mock';
import { renderWithRouter } from '@/test/render-with-router';
import { createDay, createLog, DAY_PATH, DAY_URL } from '../testing/day-factories';
import { Component as TrainingDayRoute } from './training-day-route';

const renderAs = async (teamRole: TeamRole) => {
  mockApi({ [`GET ${DAY_PATH}`]: () => envelope(createDay([createLog(7, 'Back Squat')])) });
  renderWithRouter(<TrainingDayRoute />, {
    path: '/admin/programs/:programId/weeks/:weekId/days/:dayId',
    url: DAY_URL,
    teamRole,
  });
  return screen.findByRole('listitem', { name: 'Back Squat' });
};

/** The day's exercises are the coaches' and owners' to change; a moderator reads them. */
describe('training day by team role', { timeout: 15_000 }, () => {
  it('a coach manages the exercises and edits the sets', async () => {
    const card = await renderAs('coach');
    expect(screen.getByRole('button', { name: 'Manage Exercises' })).toBeInTheDocument();
    expect(within(within(card).getByRole('row', { name: 'Set 1' })).getByLabelText('Reps')).toBeEnabled();
  });

  it('a moderator reads the sets in a disabled list, with no Manage Exercises', async () => {
    const card = await renderAs('moderator');
    expect(screen.queryByRole('button', { name: 'Manage Exercises' })).not.toBeInTheDocument();
    expect(screen.getByRole('group', { name: 'Day 10 exercises (read-only)' })).toBeDisabled();
    expect(within(within(card).getByRole('row', { name: 'Set 1' })).getByLabelText('Reps')).toBeDisabled();
  });
});

import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { TeamRole } from '@coachboard/contract';
import { envelope, mockApi } from '@/test/api-mock';
import { createDay, createLog, DAY_PATH } from '../testing/day-factories';
import { renderTrainingDay } from '../testing/render-day';

const renderAs = async (teamRole: TeamRole) => {
  mockApi({ [`GET ${DAY_PATH}`]: () => envelope(createDay([createLog(7, 'Back Squat')])) });
  renderTrainingDay(teamRole);
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

import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { TeamRole } from '@coachboard/contract';
import { envelope, mockApi } from '@/test/api-mock';
import { paginatorOf } from '@/test/paginator';
import { renderWithRouter } from '@/test/render-with-router';
import { createTrashEntry } from '../testing/trash-factories';
import { Component as TrashRoute } from './trash-route';

const program = createTrashEntry();
const post = createTrashEntry({ type: 'post', id: 5, name: 'Monday check-in', goes_with: null });

const renderAs = async (teamRole: TeamRole) => {
  mockApi({
    'GET /api/trash': () => envelope(paginatorOf([program, post], { perPage: 20, total: 2 })),
    'GET /api/trash/settings': () => envelope({ retention_days: 30 }),
  });
  renderWithRouter(<TrashRoute />, { path: '/admin/trash', url: '/admin/trash', teamRole });
  const table = await screen.findByRole('table', { name: 'Trash' });
  const actionsOf = (name: RegExp) =>
    within(within(table).getByRole('row', { name }))
      .queryAllByRole('button')
      .map((button) => button.textContent);
  return { program: actionsOf(/Strength Base/), post: actionsOf(/Monday check-in/) };
};

/**
 * Every team role reads the trash; each restores only what it may delete, and 'Delete forever' is the
 * owners'.
 */
describe('trash page by team role', { timeout: 15_000 }, () => {
  it('an owner restores and deletes forever anything', async () => {
    expect(await renderAs('owner')).toEqual({
      program: ['Restore', 'Delete forever'],
      post: ['Restore', 'Delete forever'],
    });
  });

  it('a coach restores the program, not the post, and deletes nothing forever', async () => {
    expect(await renderAs('coach')).toEqual({ program: ['Restore'], post: [] });
  });

  it('a moderator restores the post, not the program', async () => {
    expect(await renderAs('moderator')).toEqual({ program: [], post: ['Restore'] });
  });

  it.each(['owner', 'coach', 'moderator'] as const)(
    'offers %s the coaching types (nutrition, logged workouts, check-ins) in the type filter only when the role reads them',
    async (teamRole) => {
      await renderAs(teamRole);
      const filter = screen.getByRole('combobox', { name: 'Filter by type' });
      const options = within(filter)
        .getAllByRole('option')
        .map((option) => option.textContent);
      expect(options).toContain('Programs');
      const coachingLabels = [
        'Nutrition Templates',
        'Sets Of Nutrition Targets',
        'Meal Plans',
        'Logged Workouts',
        'Check-ins',
      ];
      for (const label of coachingLabels) {
        expect(options.includes(label), label).toBe(teamRole !== 'moderator');
      }
    },
  );
});

import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { TeamRole } from '@coachboard/contract';
import { envelope, mockApi } from '@/test/api-mock';
import { renderWithRouter } from '@/test/render-with-router';
import { createUser } from '@/test/user-factories';
import { Component as UserDetailRoute } from './user-detail-route';

const renderDetail = (teamRole: TeamRole) => {
  const api = mockApi({
    'GET /api/users/7/programs': () =>
      envelope({
        ...createUser({ id: 7, first_name: 'Emma', last_name: 'Johansson', role: 'user' }),
        programs: [],
      }),
    'GET /api/users/7/training-calendar': () =>
      envelope({ user_id: 7, from: '2026-09-07', to: '2026-11-29', today: '2026-11-29', days: [] }),
  });
  renderWithRouter(<UserDetailRoute />, { path: '/admin/users/:id', url: '/admin/users/7', teamRole });
  return api;
};

describe("the user detail's Training tab, by team role", { timeout: 15_000 }, () => {
  it.each(['owner', 'coach'] as const)(
    'is there for %s and reads the calendar when opened',
    async (teamRole) => {
      const api = renderDetail(teamRole);
      await userEvent.click(await screen.findByRole('tab', { name: 'Training' }));
      expect(await screen.findByRole('table', { name: 'Last 12 weeks of training' })).toBeInTheDocument();
      expect(api.callsTo('GET', '/api/users/7/training-calendar')).toHaveLength(1);
    },
  );

  it('is hidden from moderators, who may not read compliance, and nothing of it is asked', async () => {
    const api = renderDetail('moderator');
    expect(await screen.findByRole('tab', { name: 'Overview' })).toBeInTheDocument();
    expect(screen.queryByRole('tab', { name: 'Training' })).not.toBeInTheDocument();
    expect(api.callsTo('GET', '/api/users/7/compliance')).toHaveLength(0);
    expect(api.callsTo('GET', '/api/users/7/training-calendar')).toHaveLength(0);
  });
});

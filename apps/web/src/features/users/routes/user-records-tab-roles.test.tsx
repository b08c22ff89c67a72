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
    'GET /api/users/7/records': () => envelope({ exercises: [], record_sessions: [] }),
  });
  renderWithRouter(<UserDetailRoute />, { path: '/admin/users/:id', url: '/admin/users/7', teamRole });
  return api;
};

describe("the user detail's Records tab, by team role", { timeout: 15_000 }, () => {
  it.each(['owner', 'coach'] as const)(
    'is there for %s and reads the records when opened',
    async (teamRole) => {
      const api = renderDetail(teamRole);
      await userEvent.click(await screen.findByRole('tab', { name: 'Records' }));
      expect(await screen.findByText('No records yet')).toBeInTheDocument();
      expect(api.callsTo('GET', '/api/users/7/records')).toHaveLength(1);
    },
  );

  it('is hidden from moderators, who may not read records', async () => {
    const api = renderDetail('moderator');
    expect(await screen.findByRole('tab', { name: 'Overview' })).toBeInTheDocument();
    expect(screen.queryByRole('tab', { name: 'Records' })).not.toBeInTheDocument();
    expect(api.callsTo('GET', '/api/users/7/records')).toHaveLength(0);
  });
});

import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { expect } from 'vitest';
import type { TeamRole } from '@coachboard/contract';
import { envelope, mockApi, type MockHandler } from '@/test/api-mock';
import { renderWithRouter } from '@/test/render-with-router';
import { createUser } from '@/test/user-factories';
import { Component as UserDetailRoute } from '../routes/user-detail-route';

/** The detail of app user 7 (Emma Johansson, no programs) as a team member of `teamRole` sees it. */
export function renderUserDetail(teamRole: TeamRole, tabReads: Record<string, MockHandler>) {
  const api = mockApi({
    'GET /api/users/7/programs': () =>
      envelope({
        ...createUser({ id: 7, first_name: 'Emma', last_name: 'Johansson', role: 'user' }),
        programs: [],
      }),
    ...tabReads,
  });
  renderWithRouter(<UserDetailRoute />, { path: '/admin/users/:id', url: '/admin/users/7', teamRole });
  return api;
}

export async function openTab(name: string) {
  await userEvent.click(await screen.findByRole('tab', { name }));
}

/** The detail loaded (its Overview tab is there) without the tab named. */
export async function expectNoTab(name: string) {
  expect(await screen.findByRole('tab', { name: 'Overview' })).toBeInTheDocument();
  expect(screen.queryByRole('tab', { name })).not.toBeInTheDocument();
}

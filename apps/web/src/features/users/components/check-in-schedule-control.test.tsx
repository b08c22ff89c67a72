import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { CheckInSchedule, TeamRole } from '@coachboard/contract';
import { envelope, mockApi } from '@/test/api-mock';
import { renderWithRouter } from '@/test/render-with-router';
import { createUser } from '@/test/user-factories';
import { AccountInfoCard } from './user-info-cards';

const NONE: CheckInSchedule = { weekday: null, every_weeks: null, starts_on: null, next_due_on: null };

const renderCard = (teamRole: TeamRole, user = createUser({ id: 5, role: 'user' })) => {
  let stored = NONE;
  const api = mockApi({
    'GET /api/users/5/check-in-schedule': () => envelope(stored),
    'PUT /api/users/5/check-in-schedule': (call) => {
      const body = call.body as { weekday: CheckInSchedule['weekday']; every_weeks?: number };
      stored = body.weekday
        ? {
            weekday: body.weekday,
            every_weeks: body.every_weeks ?? 1,
            starts_on: '2026-12-04',
            next_due_on: '2026-12-04',
          }
        : NONE;
      return envelope(stored);
    },
  });
  renderWithRouter(<AccountInfoCard user={user} />, {
    path: '/admin/users/:id',
    url: '/admin/users/5',
    teamRole,
  });
  return api;
};

describe('check-in schedule control', () => {
  it("a coach sets a client's check-in day and frequency, then None", async () => {
    const api = renderCard('coach');
    const day = await screen.findByLabelText('Check-in day');
    expect(day).toHaveValue('');
    expect(screen.queryByLabelText('Check-in frequency')).not.toBeInTheDocument();

    await userEvent.selectOptions(day, 'Friday');
    await waitFor(() => expect(api.callsTo('PUT', '/api/users/5/check-in-schedule')).toHaveLength(1));
    expect(api.callsTo('PUT', '/api/users/5/check-in-schedule')[0]?.body).toEqual({
      weekday: 'friday',
      every_weeks: 1,
    });
    const every = await screen.findByLabelText('Check-in frequency');
    expect(screen.getByText(/Next check-in/)).toHaveTextContent('Next check-in Fri, Dec 4');

    await userEvent.selectOptions(every, 'Every 2 weeks');
    await waitFor(() => expect(api.callsTo('PUT', '/api/users/5/check-in-schedule')).toHaveLength(2));
    expect(api.callsTo('PUT', '/api/users/5/check-in-schedule')[1]?.body).toEqual({
      weekday: 'friday',
      every_weeks: 2,
    });

    await userEvent.selectOptions(screen.getByLabelText('Check-in day'), 'None');
    await waitFor(() =>
      expect(api.callsTo('PUT', '/api/users/5/check-in-schedule')[2]?.body).toEqual({ weekday: null }),
    );
    await waitFor(() => expect(screen.queryByLabelText('Check-in frequency')).not.toBeInTheDocument());
  });

  it.each([
    ['a moderator', 'moderator', createUser({ id: 5, role: 'user' })],
    ["a panel account's page", 'owner', createUser({ id: 5, role: 'admin' })],
    ['a deleted user', 'owner', createUser({ id: 5, role: 'user', deleted_at: '2026-11-01T00:00:00.000Z' })],
  ] as const)('is not there for %s', async (_case, teamRole, user) => {
    const api = renderCard(teamRole, user);
    await screen.findByText('Account Information');
    expect(screen.queryByLabelText('Check-in day')).not.toBeInTheDocument();
    expect(api.callsTo('GET', '/api/users/5/check-in-schedule')).toHaveLength(0);
  });
});

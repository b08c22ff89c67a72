import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { CheckInSchedule, CoachCheckIn } from '@coachboard/contract';
import { envelope, mockApi } from '@/test/api-mock';
import { paginatorOf } from '@/test/paginator';
import { renderWithRouter } from '@/test/render-with-router';
import { createUser } from '@/test/user-factories';
import { createCoachCheckIn } from '@/test/check-in-factories';
import UserCheckInsTab from './user-check-ins-tab';

const schedule: CheckInSchedule = {
  weekday: 'monday',
  every_weeks: 1,
  starts_on: '2026-11-30',
  next_due_on: '2026-11-30',
};

describe("the user's Check-ins tab", () => {
  beforeEach(() => {
    vi.stubGlobal(
      'URL',
      Object.assign(URL, { createObjectURL: vi.fn(() => 'blob:x'), revokeObjectURL: vi.fn() }),
    );
  });
  afterEach(() => vi.unstubAllGlobals());

  it('shows the cadence and the check-ins newest first with their review; a reviewed one offers Edit reply', async () => {
    const reviewed = createCoachCheckIn({
      id: 21,
      date: '2026-11-13',
      check_in: {
        review: {
          reviewed_at: '2026-11-14T09:00:00.000Z',
          reviewed_by: { id: 2, name: 'Carla Coach' },
          reply: 'Nice and steady',
        },
      },
    });
    let items: CoachCheckIn[] = [createCoachCheckIn({ id: 22, date: '2026-11-20' }), reviewed];
    const api = mockApi({
      'GET /api/users/5/check-ins': () => envelope(paginatorOf(items, { perPage: 20 })),
      'GET /api/users/5/check-in-schedule': () => envelope(schedule),
      'GET /api/dashboard': () => envelope({}),
      'POST /api/check-ins/22/review': (call) => {
        const review = {
          reviewed_at: '2026-11-21T09:00:00.000Z',
          reviewed_by: { id: 2, name: 'Carla Coach' },
          reply: (call.body as { reply: string | null }).reply,
        };
        items = items.map((item) =>
          item.check_in.id === 22 ? { ...item, check_in: { ...item.check_in, review } } : item,
        );
        return envelope(items[0]);
      },
    });
    const user = userEvent.setup();
    renderWithRouter(<UserCheckInsTab user={createUser({ id: 5, role: 'user' })} />, {
      path: '/admin/users/:id',
      url: '/admin/users/5?tab=check-ins',
      teamRole: 'coach',
    });

    expect(await screen.findByLabelText('Check-in day')).toHaveValue('monday');
    const entries = await screen.findAllByRole('article');
    expect(entries.map((entry) => within(entry).getByRole('heading').textContent)).toEqual([
      'Check-in of Nov 20, 2026',
      'Check-in of Nov 13, 2026',
    ]);
    const older = within(entries[1]!);
    expect(older.getByText('Nice and steady')).toBeInTheDocument();
    expect(older.getByText(/Reviewed by Carla Coach/)).toBeInTheDocument();
    expect(older.getByRole('button', { name: 'Edit reply' })).toBeInTheDocument();

    await user.click(within(entries[0]!).getByRole('button', { name: 'Mark reviewed' }));
    const dialog = await screen.findByRole('dialog', { name: 'Mark reviewed' });
    await user.click(within(dialog).getByRole('button', { name: 'Mark reviewed' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    // No reply typed: none sent.
    expect(api.callsTo('POST', '/api/check-ins/22/review')[0]?.body).toEqual({ reply: null });
    await waitFor(() =>
      expect(
        within(screen.getAllByRole('article')[0]!).getByRole('button', { name: 'Edit reply' }),
      ).toBeInTheDocument(),
    );
  });

  it('says so when the user has no check-ins yet', async () => {
    mockApi({
      'GET /api/users/5/check-ins': () => envelope(paginatorOf([], { perPage: 20 })),
      'GET /api/users/5/check-in-schedule': () => envelope(schedule),
    });
    renderWithRouter(<UserCheckInsTab user={createUser({ id: 5, role: 'user' })} />, {
      path: '/admin/users/:id',
      url: '/admin/users/5?tab=check-ins',
      teamRole: 'owner',
    });
    expect(await screen.findByText('No check-ins yet')).toBeInTheDocument();
  });
});

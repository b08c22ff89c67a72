import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  dashboardCardKeys,
  dashboardCards,
  dashboardMessages,
  type DashboardCardKey,
} from '@coachboard/contract';
import { envelope, errorResponse, mockApi } from '@/test/api-mock';
import { createDashboard } from '@/test/dashboard-factories';
import { renderWithRouter } from '@/test/render-with-router';
import { adminPattern } from '@/lib/route-paths';
import { NotificationsMenu } from './notifications-menu';

const renderBell = () =>
  renderWithRouter(<NotificationsMenu />, { path: adminPattern('programs'), url: '/admin/programs' });

const bell = () => screen.getByRole('button', { name: 'Notifications' });

describe('notifications bell', () => {
  it('lists the six attention items with their counts, each linking to its list', async () => {
    const user = userEvent.setup();
    mockApi({
      'GET /api/dashboard': () => envelope(createDashboard({ programs_ending: 3, failed_sign_ins: 1200 })),
    });
    renderBell();

    await user.click(bell());
    const menu = await screen.findByRole('menu');
    expect(within(menu).getByText('Needs attention')).toBeInTheDocument();
    const items = await within(menu).findAllByRole('menuitem');
    const shown: Partial<Record<DashboardCardKey, string>> = {
      programs_ending: '3',
      failed_sign_ins: '1,200',
    };
    expect(items.map((item) => item.textContent)).toEqual([
      ...dashboardCardKeys.map((key) => `${dashboardCards[key].title}${shown[key] ?? '0'}`),
      'Open Dashboard',
    ]);
    dashboardCardKeys.forEach((key, index) =>
      expect(items[index]).toHaveAttribute('href', dashboardCards[key].path),
    );
    expect(items.at(-1)).toHaveAttribute('href', '/admin/dashboard');
    expect(screen.queryByText('Mark all read')).not.toBeInTheDocument();
  });

  it('opens the list of an item and closes', async () => {
    const user = userEvent.setup();
    mockApi({ 'GET /api/dashboard': () => envelope(createDashboard({ unanswered_support_posts: 2 })) });
    const view = renderBell();

    await user.click(bell());
    await user.click(await screen.findByRole('menuitem', { name: /Unanswered support posts/ }));

    expect(view.location()).toBe('/admin/community?attention=unanswered_support');
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
  });

  it('marks the bell while any count is above zero, keeping its name', async () => {
    mockApi({
      'GET /api/dashboard': () => envelope(createDashboard({ new_users: 4, empty_training_days: 1 })),
    });
    renderBell();

    await waitFor(() => expect(bell()).toHaveAccessibleDescription('2 items need attention'));
  });

  it('has no mark and says all is clear when every count is zero', async () => {
    const user = userEvent.setup();
    const api = mockApi({ 'GET /api/dashboard': () => envelope(createDashboard()) });
    renderBell();

    await user.click(bell());
    expect(await screen.findByText(dashboardMessages.allClear)).toBeInTheDocument();
    await user.keyboard('{Escape}');
    expect(bell()).not.toHaveAccessibleDescription();
    // Opening asks for the counts again, so a resolved item does not linger.
    expect(api.callsTo('GET', '/api/dashboard').length).toBeGreaterThanOrEqual(2);
  });

  it('says when the counts cannot be loaded', async () => {
    const user = userEvent.setup();
    mockApi({ 'GET /api/dashboard': () => errorResponse(500, 'Database is asleep') });
    renderBell();

    await user.click(bell());
    expect(await screen.findByText(dashboardMessages.loadFailed)).toBeInTheDocument();
    expect(screen.getByRole('menuitem', { name: 'Open Dashboard' })).toBeInTheDocument();
  });
});

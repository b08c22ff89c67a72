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
  it("shows the specification's 'Notification' and 'Mark all read' above the six attention items, each linking to its list", async () => {
    const user = userEvent.setup();
    mockApi({
      'GET /api/dashboard': () => envelope(createDashboard({ programs_ending: 3, failed_sign_ins: 1200 })),
    });
    renderBell();

    await user.click(bell());
    const menu = await screen.findByRole('menu');
    // Spec part 1, Shell: "a notifications dropdown ('Notification', 'Mark all read', ...)".
    expect(within(menu).getByText('Notification', { exact: true })).toBeInTheDocument();
    const [markAll, ...items] = await within(menu).findAllByRole('menuitem');
    expect(markAll).toHaveTextContent(/^Mark all read$/);
    const shown: Partial<Record<DashboardCardKey, string>> = {
      programs_ending: '3',
      failed_sign_ins: '1,200',
    };
    expect(items.map((item) => item.textContent)).toEqual([
      ...dashboardCardKeys.map((key) => `${dashboardCards[key].title} ${shown[key] ?? '0'}`),
      'Open Dashboard',
    ]);
    dashboardCardKeys.forEach((key, index) =>
      expect(items[index]).toHaveAttribute('href', dashboardCards[key].path),
    );
    expect(items.at(-1)).toHaveAttribute('href', '/admin/dashboard');
  });

  it('lists the check-in items for a coach, each opening its filtered list; a moderator has neither', async () => {
    const user = userEvent.setup();
    mockApi({
      'GET /api/dashboard': () => envelope(createDashboard({ check_ins_to_review: 4, overdue_check_ins: 2 })),
    });
    const view = renderWithRouter(<NotificationsMenu />, {
      path: adminPattern('programs'),
      url: '/admin/programs',
      teamRole: 'coach',
    });
    await user.click(bell());
    expect(await screen.findByRole('menuitem', { name: /^Overdue check-ins\W+2\W+new$/ })).toHaveAttribute(
      'href',
      '/admin/check-ins?status=overdue',
    );
    await user.click(screen.getByRole('menuitem', { name: /^Check-ins to review\W+4\W+new$/ }));
    expect(view.location()).toBe('/admin/check-ins?status=to_review');
    view.unmount();

    renderWithRouter(<NotificationsMenu />, {
      path: adminPattern('programs'),
      url: '/admin/programs',
      teamRole: 'moderator',
    });
    await user.click(bell());
    expect(await screen.findByRole('menuitem', { name: /Unanswered support posts/ })).toBeInTheDocument();
    expect(screen.queryByRole('menuitem', { name: /check-ins/i })).not.toBeInTheDocument();
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

  it('marks the bell while any count is above what was marked read, keeping its name', async () => {
    const user = userEvent.setup();
    // new_users rose above its mark; empty_training_days has 1 but was marked read at 1.
    mockApi({
      'GET /api/dashboard': () =>
        envelope(
          createDashboard(
            { new_users: 4, empty_training_days: 1, programs_ending: 2 },
            { empty_training_days: false },
          ),
        ),
    });
    renderBell();

    await waitFor(() => expect(bell()).toHaveAccessibleDescription('2 new items need attention'));
    await user.click(bell());
    expect(await screen.findByRole('menuitem', { name: 'New users, 4, new' })).toBeInTheDocument();
    expect(screen.getByRole('menuitem', { name: 'Empty training days, 1' })).toBeInTheDocument();
  });

  it("'Mark all read' keeps the counts shown as read: the dot goes, the menu stays open", async () => {
    const user = userEvent.setup();
    const shown = { new_users: 4, failed_sign_ins: 2 };
    let marked = false;
    const api = mockApi({
      'GET /api/dashboard': () =>
        envelope(createDashboard(shown, marked ? { new_users: false, failed_sign_ins: false } : {})),
      'PUT /api/dashboard/read-marks': () => {
        marked = true;
        return envelope(createDashboard(shown, { new_users: false, failed_sign_ins: false }));
      },
    });
    renderBell();
    await waitFor(() => expect(bell()).toHaveAccessibleDescription('2 new items need attention'));

    await user.click(bell());
    await screen.findByRole('menuitem', { name: 'New users, 4, new' });
    await user.click(screen.getByRole('menuitem', { name: 'Mark all read' }));

    expect(await screen.findByRole('menuitem', { name: 'New users, 4' })).toBeInTheDocument();
    expect(api.callsTo('PUT', '/api/dashboard/read-marks').map((call) => call.body)).toEqual([
      { counts: createDashboard(shown).counts },
    ]);
    expect(screen.getByRole('menu')).toBeInTheDocument();
    expect(screen.getByRole('menuitem', { name: 'Mark all read' })).toHaveAttribute('aria-disabled', 'true');
    await user.keyboard('{Escape}');
    expect(bell()).not.toHaveAccessibleDescription();
  });

  it("says why 'Mark all read' failed and keeps the dot", async () => {
    const user = userEvent.setup();
    mockApi({
      'GET /api/dashboard': () => envelope(createDashboard({ new_users: 1 })),
      'PUT /api/dashboard/read-marks': () => errorResponse(500, 'Database is asleep'),
    });
    renderBell();

    await user.click(bell());
    await user.click(await screen.findByRole('menuitem', { name: 'Mark all read' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Database is asleep');
    await user.keyboard('{Escape}');
    expect(bell()).toHaveAccessibleDescription('1 new item needs attention');
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

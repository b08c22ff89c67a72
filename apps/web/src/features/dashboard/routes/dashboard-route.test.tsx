import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  dashboardCardKeys,
  dashboardCardKeysFor,
  dashboardCards,
  dashboardMessages,
  type DashboardCardKey,
  type TeamRole,
} from '@coachboard/contract';
import { envelope, errorResponse, mockApi } from '@/test/api-mock';
import { createDashboard } from '@/test/dashboard-factories';
import { renderWithRouter } from '@/test/render-with-router';
import { adminPattern } from '@/lib/route-paths';
import { Component as DashboardRoute } from './dashboard-route';

const renderDashboard = (teamRole: TeamRole = 'owner') =>
  renderWithRouter(<DashboardRoute />, {
    path: adminPattern('dashboard'),
    url: '/admin/dashboard',
    teamRole,
  });

const counts = {
  programs_ending: 3,
  no_current_program: 12,
  empty_training_days: 1,
  unanswered_support_posts: 0,
  new_users: 1540,
  failed_sign_ins: 2,
  check_ins_to_review: 4,
  overdue_check_ins: 1,
};

describe('Dashboard page', { timeout: 15_000 }, () => {
  it('shows one card per count, in order, with its count, title, meaning and a link to its list', async () => {
    mockApi({ 'GET /api/dashboard': () => envelope(createDashboard(counts)) });
    renderDashboard();

    expect(await screen.findByRole('heading', { level: 1, name: 'Dashboard' })).toBeInTheDocument();
    // When the counts were made, in the panel's long form.
    expect(await screen.findByText('What needs attention, as of Nov 26, 2026, 9:30 AM')).toBeInTheDocument();
    const cards = await screen.findAllByRole('region');
    expect(cards.map((card) => within(card).getByRole('heading').textContent)).toEqual(
      dashboardCardKeys.map((key) => dashboardCards[key].title),
    );
    // Each link is a sentence with the count and a proper plural; 'Open the list' when there is nothing.
    const links: Partial<Record<DashboardCardKey, string>> = {
      programs_ending: 'See the 3 users',
      no_current_program: 'See the 12 users',
      empty_training_days: 'See the training day',
      new_users: 'See the 1,540 users',
      failed_sign_ins: 'See the 2 failed sign-ins',
      check_ins_to_review: 'See the 4 check-ins',
      overdue_check_ins: 'See the user',
    };
    dashboardCardKeys.forEach((key, index) => {
      const card = within(cards[index]!);
      const { title, meaning, path } = dashboardCards[key];
      expect(card.getByText(meaning)).toBeInTheDocument();
      // A card without a count here shows 0: 'Open the list'.
      const link = card.getByRole('link', { name: links[key] ?? 'Open the list' });
      expect(link).toHaveAttribute('href', path);
      expect(link).toHaveAccessibleDescription(title);
    });
    const cardOf = (key: DashboardCardKey) => within(cards[dashboardCardKeys.indexOf(key)]!);
    expect(cardOf('programs_ending').getByText('3')).toBeInTheDocument();
    expect(cardOf('unanswered_support_posts').getByText('0')).toBeInTheDocument();
    expect(cardOf('new_users').getByText('1,540')).toBeInTheDocument();
    expect(cardOf('check_ins_to_review').getByText('4')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'See the 4 check-ins' })).toHaveAttribute(
      'href',
      '/admin/check-ins?status=to_review',
    );
    expect(
      screen.getByRole('link', { name: 'See the user', description: 'Overdue check-ins' }),
    ).toHaveAttribute('href', '/admin/check-ins?status=overdue');
    expect(screen.queryByText(dashboardMessages.allClear)).not.toBeInTheDocument();
  });

  it("shows a coach or a moderator no failed sign-ins card (the Team page's, left out of their answer)", async () => {
    for (const teamRole of ['coach', 'moderator'] as const) {
      const answer = createDashboard({ ...counts, failed_sign_ins: 0 });
      // The API leaves out the cards the role may not read.
      for (const key of dashboardCardKeys) {
        if (!dashboardCardKeysFor(teamRole).includes(key)) delete answer.counts[key];
      }
      mockApi({ 'GET /api/dashboard': () => envelope(answer) });
      const view = renderDashboard(teamRole);

      const cards = await screen.findAllByRole('region');
      expect(cards.map((card) => within(card).getByRole('heading').textContent)).toEqual(
        dashboardCardKeysFor(teamRole).map((key) => dashboardCards[key].title),
      );
      // Check-ins are coaching data: a coach has both cards, a moderator neither.
      const checkInCards = screen.queryAllByRole('region', { name: /check-ins/i });
      expect(checkInCards).toHaveLength(teamRole === 'coach' ? 2 : 0);
      expect(screen.queryByRole('link', { name: 'See the 2 failed sign-ins' })).not.toBeInTheDocument();
      expect(screen.queryAllByRole('link', { name: 'Open the list' }).length).toBeGreaterThan(0);
      view.unmount();
    }
  });

  it("follows a card's link to its filtered list", async () => {
    const user = userEvent.setup();
    mockApi({ 'GET /api/dashboard': () => envelope(createDashboard(counts)) });
    const view = renderDashboard();

    await user.click(
      await screen.findByRole('link', { name: 'See the 3 users', description: 'Programs ending soon' }),
    );
    expect(view.location()).toBe('/admin/users?attention=program_ending');
  });

  it('says so when nothing needs attention, and still shows every card', async () => {
    mockApi({ 'GET /api/dashboard': () => envelope(createDashboard()) });
    renderDashboard();

    expect(await screen.findByText(dashboardMessages.allClear)).toBeInTheDocument();
    expect(screen.getAllByRole('region')).toHaveLength(dashboardCardKeys.length);
  });

  it('shows a loading state, then an error with Try again that loads the counts', async () => {
    const user = userEvent.setup();
    let failing = true;
    mockApi({
      'GET /api/dashboard': () =>
        failing ? errorResponse(500, 'Database is asleep') : envelope(createDashboard(counts)),
    });
    renderDashboard();

    expect(screen.getByRole('status')).toHaveTextContent('Loading dashboard...');
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(dashboardMessages.loadFailed);
    expect(alert).toHaveTextContent('Database is asleep');

    failing = false;
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('link', { name: 'See the 2 failed sign-ins' })).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('asks for the counts again on Refresh', async () => {
    const user = userEvent.setup();
    let programsEnding = 3;
    const api = mockApi({
      'GET /api/dashboard': () => envelope(createDashboard({ programs_ending: programsEnding })),
    });
    renderDashboard();
    const card = await screen.findByRole('region', { name: 'Programs ending soon' });
    expect(within(card).getByText('3')).toBeInTheDocument();

    programsEnding = 2;
    await user.click(screen.getByRole('button', { name: 'Refresh' }));
    expect(await within(card).findByText('2')).toBeInTheDocument();
    expect(api.callsTo('GET', '/api/dashboard')).toHaveLength(2);
  });
});

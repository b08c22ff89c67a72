import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { TeamRole, UserListItem } from '@coachboard/contract';
import { envelope, mockApi, type RecordedCall } from '@/test/api-mock';
import { paginatorOf } from '@/test/paginator';
import { renderWithRouter } from '@/test/render-with-router';
import { createAppUser } from '../testing/user-factories';
import { Component as UsersListRoute } from './users-list-route';

const USERS = '/api/users';
const queryOf = (call: RecordedCall) => new URL(call.path, 'http://localhost').searchParams;

const ada = createAppUser({
  id: 31,
  first_name: 'Ada',
  last_name: 'Ending',
  created_at: '2026-11-26T08:00:00.000Z',
  attention_fact: {
    kind: 'program_ending',
    program: { id: 5, name: 'Spring Block' },
    ends_on: '2026-12-02',
    last_day: '2026-12-01',
  },
});
const bo = createAppUser({
  id: 32,
  first_name: 'Bo',
  last_name: 'Between',
  attention_fact: {
    kind: 'no_current_program',
    last_program: { id: 6, name: 'Base', ends_on: '2026-11-20', last_day: '2026-11-19' },
    next_program: { id: 7, name: 'Peak', start_date: '2026-12-07' },
  },
});
const cy = createAppUser({
  id: 33,
  first_name: 'Cy',
  last_name: 'Never',
  attention_fact: { kind: 'no_current_program', last_program: null, next_program: null },
});
const dee = createAppUser({
  id: 34,
  first_name: 'Dee',
  last_name: 'Joined',
  created_at: '2026-11-27T09:00:00.000Z',
  attention_fact: { kind: 'new', joined_at: '2026-11-27T09:00:00.000Z' },
});

const pages: Record<string, UserListItem[]> = {
  program_ending: [ada],
  no_current_program: [bo, cy],
  new: [dee],
};

const renderList = (url: string, teamRole: TeamRole = 'owner', teamMemberMatches?: number) => {
  const api = mockApi({
    [`GET ${USERS}`]: (call) =>
      envelope({
        ...paginatorOf(pages[queryOf(call).get('attention') ?? ''] ?? [ada, bo], { perPage: 50 }),
        ...(teamMemberMatches === undefined ? {} : { team_member_matches: teamMemberMatches }),
      }),
  });
  const view = renderWithRouter(<UsersListRoute />, { path: '/admin/users', url, teamRole });
  return { api, view };
};

/** The table's row of a user (the cards for narrow screens repeat it). */
const rowOf = async (name: string) => {
  const table = within(await screen.findByRole('table', { name: 'Users' }));
  return within((await table.findByRole('link', { name })).closest('tr')!);
};

describe("a dashboard card's users list", { timeout: 15_000 }, () => {
  it("shows the program ending and its last day on 'Programs ending soon'", async () => {
    renderList('/admin/users?attention=program_ending');
    expect(await screen.findByRole('columnheader', { name: 'Program ending' })).toBeInTheDocument();
    expect(screen.queryByRole('columnheader', { name: 'Joined' })).not.toBeInTheDocument();
    const row = await rowOf('Ada Ending');
    expect(row.getByRole('link', { name: 'Spring Block' })).toHaveAttribute('href', '/admin/programs/5');
    expect(row.getByText('Last day Dec 1, 2026')).toBeInTheDocument();
  });

  it('sorts by end date and back, in the URL, and drops the order with the filter', async () => {
    const user = userEvent.setup();
    const { api, view } = renderList('/admin/users?attention=program_ending');
    const order = await screen.findByRole('group', { name: 'Order' });
    expect(within(order).getByRole('button', { name: 'Newest first' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    expect(queryOf(api.callsTo('GET', USERS)[0]!).get('sort')).toBeNull();

    await user.click(within(order).getByRole('button', { name: 'Ending soonest' }));
    await waitFor(() => expect(queryOf(api.callsTo('GET', USERS).at(-1)!).get('sort')).toBe('ends_on'));
    expect(view.location()).toContain('sort=ends_on');
    expect(within(order).getByRole('button', { name: 'Ending soonest' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );

    await user.click(screen.getByRole('button', { name: 'Clear filter' }));
    await waitFor(() => expect(view.location()).toBe('/admin/users'));
    expect(screen.queryByRole('group', { name: 'Order' })).not.toBeInTheDocument();
    expect(queryOf(api.callsTo('GET', USERS).at(-1)!).get('sort')).toBeNull();
  });

  it('never sends the end-date order without its card, even from an old link', async () => {
    const { api } = renderList('/admin/users?attention=new&sort=ends_on');
    await rowOf('Dee Joined');
    expect(queryOf(api.callsTo('GET', USERS)[0]!).get('sort')).toBeNull();
    expect(screen.queryByRole('group', { name: 'Order' })).not.toBeInTheDocument();
  });

  it("shows the last program and when it ended, or that there was none, on 'No current program'", async () => {
    renderList('/admin/users?attention=no_current_program');
    expect(await screen.findByRole('columnheader', { name: 'Last program' })).toBeInTheDocument();
    const between = await rowOf('Bo Between');
    expect(between.getByRole('link', { name: 'Base' })).toHaveAttribute('href', '/admin/programs/6');
    expect(between.getByText('Ended Nov 19, 2026')).toBeInTheDocument();
    expect(between.getByText('Next: Peak, starts Dec 7, 2026')).toBeInTheDocument();
    expect((await rowOf('Cy Never')).getByText('No program yet')).toBeInTheDocument();
  });

  it("shows the join date on 'New users'", async () => {
    renderList('/admin/users?attention=new');
    expect(await screen.findByRole('columnheader', { name: 'Joined' })).toBeInTheDocument();
    expect((await rowOf('Dee Joined')).getByText('Joined Nov 27, 2026')).toBeInTheDocument();
  });
});

describe('a users search that matches team accounts', { timeout: 15_000 }, () => {
  it('says so in one line with a link to the Team page for an owner', async () => {
    renderList('/admin/users?search=jane%40team.example', 'owner', 1);
    const line = await screen.findByText(/'jane@team\.example' matches a team account/);
    expect(within(line.closest('p')!).getByRole('link', { name: 'see Team' })).toHaveAttribute(
      'href',
      '/admin/team',
    );
  });

  it('counts several, and tells a coach who manages them instead of linking a page they cannot open', async () => {
    renderList('/admin/users?search=team.example', 'coach', 3);
    const line = (await screen.findByText(/'team\.example' matches 3 team accounts/)).closest('p')!;
    expect(line).toHaveTextContent("team accounts are on the Team page, which the team's owners manage");
    expect(within(line).queryByRole('link')).not.toBeInTheDocument();
  });

  it('says nothing when no team account matches', async () => {
    renderList('/admin/users?search=ada', 'owner', 0);
    await rowOf('Ada Ending');
    expect(screen.queryByText(/team account/)).not.toBeInTheDocument();
  });
});

import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { UserListItem } from '@coachboard/contract';
import { envelope, mockApi, type RecordedCall } from '@/test/api-mock';
import { paginatorOf } from '@/test/paginator';
import { renderWithRouter } from '@/test/render-with-router';
import { createUser } from '@/test/user-factories';
import { Component as UsersListRoute } from './users-list-route';

const queryOf = (call: RecordedCall) => new URL(call.path, 'http://localhost').searchParams;

const rows: UserListItem[] = [
  { ...createUser({ id: 21, first_name: 'Ada', last_name: 'Lind', role: 'user' }), compliance_7d: 75 },
  { ...createUser({ id: 22, first_name: 'Bo', last_name: 'Sund', role: 'user' }), compliance_7d: null },
];

const mockUsers = () => mockApi({ 'GET /api/users': () => envelope(paginatorOf(rows, { perPage: 50 })) });

describe("the users list's 7-day compliance", { timeout: 15_000 }, () => {
  it("shows '75%' or '—' and sorts by the column, lowest first, from its header", async () => {
    const user = userEvent.setup();
    const api = mockUsers();
    const view = renderWithRouter(<UsersListRoute />, {
      path: '/admin/users',
      url: '/admin/users',
      teamRole: 'coach',
    });

    const table = await screen.findByRole('table', { name: 'Users' });
    const header = within(table).getByRole('columnheader', { name: '7-day compliance' });
    expect(header).toHaveAttribute('aria-sort', 'none');
    expect(within(table).getByRole('row', { name: /Ada Lind/ })).toHaveTextContent('75%');
    expect(within(table).getByRole('row', { name: /Bo Sund/ })).toHaveTextContent('—');

    await user.click(within(header).getByRole('button', { name: '7-day compliance' }));
    await waitFor(() => expect(view.location()).toBe('/admin/users?sort=compliance_7d'));
    await waitFor(() =>
      expect(api.callsTo('GET', '/api/users').map((call) => queryOf(call).get('sort'))).toContain(
        'compliance_7d',
      ),
    );
    expect(within(table).getByRole('columnheader', { name: '7-day compliance' })).toHaveAttribute(
      'aria-sort',
      'ascending',
    );
  });

  it('is not shown to a moderator, who may not read training data, nor sorted by from the URL', async () => {
    const api = mockUsers();
    renderWithRouter(<UsersListRoute />, {
      path: '/admin/users',
      url: '/admin/users?sort=compliance_7d',
      teamRole: 'moderator',
    });
    const table = await screen.findByRole('table', { name: 'Users' });
    expect(within(table).queryByRole('columnheader', { name: '7-day compliance' })).not.toBeInTheDocument();
    expect(api.callsTo('GET', '/api/users').every((call) => queryOf(call).get('sort') === null)).toBe(true);
  });
});

import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { envelope, errorResponse, mockApi } from '@/test/api-mock';
import { paginatorOf } from '@/test/paginator';
import { renderWithRouter } from '@/test/render-with-router';
import { createMembers, createUser } from '@/test/user-factories';
import { Component as UsersListRoute } from './users-list-route';

const USERS = '/api/users';
const people = createMembers(3);
/** A panel account: listed with the app users, but managed on the Team page. */
const owner = createUser({
  id: 9,
  first_name: 'Olga',
  last_name: 'Owner',
  role: 'admin',
  team_role: 'owner',
});
const renderList = (url: string) => renderWithRouter(<UsersListRoute />, { path: '/admin/users', url });

describe('users list bulk delete', { timeout: 15_000 }, () => {
  it('sends "all matching" with the status filter as the URL carries it', async () => {
    const user = userEvent.setup();
    const api = mockApi({
      [`GET ${USERS}`]: () => envelope(paginatorOf(people, { perPage: 50, total: 120 })),
      [`POST ${USERS}/bulk-delete`]: () =>
        envelope({ type: 'user', batch_id: 'b-7', count: 118, skipped: 2 }),
    });
    renderList('/admin/users?search=member&status=active');
    const table = within(await screen.findByRole('table', { name: 'Users' }));
    await user.click(table.getByRole('checkbox', { name: 'Select Member 2' }));
    const bar = screen.getByRole('region', { name: 'Selection' });
    await user.click(within(bar).getByRole('button', { name: 'Select all 120 matching' }));
    await user.click(within(bar).getByRole('button', { name: 'Delete' }));
    const dialog = screen.getByRole('alertdialog', { name: 'Delete 120 users' });
    expect(dialog).toHaveTextContent(
      'Are you sure you want to delete these 120 users? They are signed out, stay listed as Inactive and can be restored for 30 days.',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));

    await waitFor(() => expect(api.callsTo('POST', `${USERS}/bulk-delete`)).toHaveLength(1));
    expect(api.callsTo('POST', `${USERS}/bulk-delete`)[0]!.body).toEqual({
      all_matching: { search: 'member', is_active: 'true' },
      expected_total: 120,
    });
    expect(await screen.findByText('118 users moved to trash')).toBeInTheDocument();
  });

  it("offers no checkbox on a panel account's row and leaves it out of 'Select all on this page'", async () => {
    const user = userEvent.setup();
    const api = mockApi({
      [`GET ${USERS}`]: () => envelope(paginatorOf([owner, ...people], { perPage: 50 })),
      [`POST ${USERS}/bulk-delete`]: () => envelope({ type: 'user', batch_id: 'b-8', count: 3, skipped: 0 }),
    });
    renderList('/admin/users');
    const table = within(await screen.findByRole('table', { name: 'Users' }));
    expect(table.getByRole('checkbox', { name: 'Select Member 1' })).toBeInTheDocument();
    expect(table.queryByRole('checkbox', { name: 'Select Olga Owner' })).not.toBeInTheDocument();
    expect(table.queryByRole('button', { name: 'Delete Olga Owner' })).not.toBeInTheDocument();
    expect(table.queryByRole('link', { name: 'Edit Olga Owner' })).not.toBeInTheDocument();

    await user.click(table.getByRole('checkbox', { name: 'Select all on this page' }));
    const bar = screen.getByRole('region', { name: 'Selection' });
    expect(within(bar).getByText('3 selected')).toBeInTheDocument();
    await user.click(within(bar).getByRole('button', { name: 'Delete' }));
    await user.click(
      within(screen.getByRole('alertdialog', { name: 'Delete 3 users' })).getByRole('button', {
        name: 'Delete',
      }),
    );
    await waitFor(() => expect(api.callsTo('POST', `${USERS}/bulk-delete`)).toHaveLength(1));
    expect(api.callsTo('POST', `${USERS}/bulk-delete`)[0]!.body).toEqual({ ids: [1, 2, 3] });
  });

  it('keeps the dialog open with the refusal when the selection holds your own account', async () => {
    const user = userEvent.setup();
    mockApi({
      [`GET ${USERS}`]: () => envelope(paginatorOf(people, { perPage: 50 })),
      [`POST ${USERS}/bulk-delete`]: () => errorResponse(409, 'You cannot delete your own account'),
    });
    renderList('/admin/users');
    const table = within(await screen.findByRole('table', { name: 'Users' }));
    await user.click(table.getByRole('checkbox', { name: 'Select all on this page' }));
    await user.click(
      within(screen.getByRole('region', { name: 'Selection' })).getByRole('button', { name: 'Delete' }),
    );
    const dialog = screen.getByRole('alertdialog', { name: 'Delete 3 users' });
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('You cannot delete your own account');
  });
});

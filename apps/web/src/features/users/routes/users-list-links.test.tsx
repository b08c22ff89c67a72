import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { dashboardCards } from '@coachboard/contract';
import { envelope, mockApi, type RecordedCall } from '@/test/api-mock';
import { paginatorOf } from '@/test/paginator';
import { renderWithRouter } from '@/test/render-with-router';
import { createUser } from '@/test/user-factories';
import { Component as UsersListRoute } from './users-list-route';

const USERS = '/api/users';
const attentionOf = (call: RecordedCall) =>
  new URL(call.path, 'http://localhost').searchParams.get('attention');

const ending = createUser({ id: 21, first_name: 'Ada', last_name: 'Ending', role: 'user' });
const everyone = [ending, createUser({ id: 22, first_name: 'Bo', last_name: 'Busy', role: 'user' })];

const mockUsers = () =>
  mockApi({
    [`GET ${USERS}`]: (call) =>
      envelope(paginatorOf(attentionOf(call) === 'program_ending' ? [ending] : everyone, { perPage: 50 })),
  });

const renderList = (url: string) => renderWithRouter(<UsersListRoute />, { path: '/admin/users', url });

describe('users list opened from a link', { timeout: 15_000 }, () => {
  it("passes a dashboard card's filter to the API, names it, and Clear filter shows everyone", async () => {
    const user = userEvent.setup();
    const api = mockUsers();
    const view = renderList('/admin/users?attention=program_ending&status=active');

    const table = within(await screen.findByRole('table', { name: 'Users' }));
    expect(await table.findByRole('link', { name: 'Ada Ending' })).toBeInTheDocument();
    expect(table.queryByRole('link', { name: 'Bo Busy' })).not.toBeInTheDocument();
    expect(attentionOf(api.callsTo('GET', USERS)[0]!)).toBe('program_ending');
    const notice = screen.getByRole('region', { name: 'Active filter' });
    expect(notice).toHaveTextContent(dashboardCards.programs_ending.title);
    expect(notice).toHaveTextContent(dashboardCards.programs_ending.meaning);

    await user.click(within(notice).getByRole('button', { name: 'Clear filter' }));

    expect(await table.findByRole('link', { name: 'Bo Busy' })).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Active filter' })).not.toBeInTheDocument();
    expect(view.location()).toBe('/admin/users?status=active');
    expect(attentionOf(api.callsTo('GET', USERS).at(-1)!)).toBeNull();
  });

  it.each([
    ['no_current_program', dashboardCards.no_current_program.title],
    ['new', dashboardCards.new_users.title],
  ])('names the %s filter as its card does', async (attention, title) => {
    const api = mockUsers();
    renderList(`/admin/users?attention=${attention}`);

    expect(await screen.findByRole('region', { name: 'Active filter' })).toHaveTextContent(title);
    await waitFor(() => expect(attentionOf(api.callsTo('GET', USERS)[0]!)).toBe(attention));
  });

  it('ignores an attention value the list does not know', async () => {
    const api = mockUsers();
    renderList('/admin/users?attention=everything');

    await screen.findByRole('table', { name: 'Users' });
    expect(screen.queryByRole('region', { name: 'Active filter' })).not.toBeInTheDocument();
    expect(attentionOf(api.callsTo('GET', USERS)[0]!)).toBeNull();
  });

  it('opens Create User for ?create=1, and closing it drops the parameter', async () => {
    const user = userEvent.setup();
    mockUsers();
    const view = renderList('/admin/users?create=1');

    const dialog = await screen.findByRole('dialog', { name: 'Create User' });
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));

    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(view.location()).toBe('/admin/users');
  });

  describe("a card's filter in what acts on 'all matching'", () => {
    afterEach(() => vi.restoreAllMocks());

    it('exports exactly the filtered users', async () => {
      const user = userEvent.setup();
      vi.spyOn(URL, 'createObjectURL').mockReturnValue('blob:users');
      vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => undefined);
      const download = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
      const api = mockApi({
        [`GET ${USERS}`]: () => envelope(paginatorOf([ending], { perPage: 50 })),
        [`GET ${USERS}/export`]: () =>
          new Response('id,email\n', { headers: { 'Content-Type': 'text/csv' } }),
      });
      renderList('/admin/users?attention=program_ending&status=active');
      await screen.findByRole('region', { name: 'Active filter' });

      await user.click(screen.getByRole('button', { name: 'Export CSV' }));

      await waitFor(() => expect(download).toHaveBeenCalledTimes(1));
      const query = new URL(api.callsTo('GET', `${USERS}/export`)[0]!.path, 'http://localhost').searchParams;
      expect(Object.fromEntries(query)).toEqual({ attention: 'program_ending', is_active: 'true' });
    });

    it("offers 'Select all N matching' and deletes by the list's filter", async () => {
      const user = userEvent.setup();
      const api = mockApi({
        [`GET ${USERS}`]: () => envelope(paginatorOf(everyone, { perPage: 50, total: 75 })),
        [`POST ${USERS}/bulk-delete`]: () =>
          envelope({ type: 'user', batch_id: 'b-1', count: 75, skipped: 0 }),
      });
      renderList('/admin/users?attention=new');
      const table = within(await screen.findByRole('table', { name: 'Users' }));
      await user.click(table.getByRole('checkbox', { name: 'Select Ada Ending' }));
      const bar = screen.getByRole('region', { name: 'Selection' });
      await user.click(within(bar).getByRole('button', { name: 'Select all 75 matching' }));
      await user.click(within(bar).getByRole('button', { name: 'Delete' }));
      await user.click(
        within(screen.getByRole('alertdialog', { name: 'Delete 75 users' })).getByRole('button', {
          name: 'Delete',
        }),
      );

      await waitFor(() => expect(api.callsTo('POST', `${USERS}/bulk-delete`)).toHaveLength(1));
      expect(api.callsTo('POST', `${USERS}/bulk-delete`)[0]!.body).toEqual({
        all_matching: { attention: 'new' },
        expected_total: 75,
      });
    });
  });
});

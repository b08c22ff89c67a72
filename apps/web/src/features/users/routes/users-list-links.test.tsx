import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
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
});

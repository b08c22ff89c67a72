import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { User } from '@coachboard/contract';
import { envelope, errorResponse, mockApi, type RecordedCall } from '@/test/api-mock';
import { paginatorOf } from '@/test/paginator';
import { renderWithRouter } from '@/test/render-with-router';
import { createUser } from '@/test/user-factories';
import { Component as UsersListRoute } from './users-list-route';

const USERS = '/api/users';
const queryOf = (call: RecordedCall) => new URL(call.path, 'http://localhost').searchParams;

const people: User[] = [
  createUser({
    id: 11,
    first_name: 'Zoë',
    last_name: 'Brontë',
    email: 'zoe@example.com',
    role: 'user',
    created_at: '2026-03-04T10:00:00.000Z',
    profile_image: { id: 4, full_path: '/uploads/profile-images/zoe.png' },
  }),
  createUser({
    id: 12,
    first_name: 'Liam',
    last_name: 'Carter',
    email: 'liam@example.com',
    role: 'user',
    deleted_at: '2026-04-01T10:00:00.000Z',
    is_active: false,
  }),
];

const mockUsers = (users: User[] = people) =>
  mockApi({
    [`GET ${USERS}`]: (call) => {
      const query = queryOf(call);
      const active = query.get('is_active');
      const term = (query.get('search') ?? '').toLowerCase();
      const found = users.filter(
        (user) =>
          (active === null || String(user.deleted_at === null) === active) &&
          `${user.first_name} ${user.last_name} ${user.email}`.toLowerCase().includes(term),
      );
      return envelope(paginatorOf(found, { perPage: 50 }));
    },
  });

const renderList = (url = '/admin/users') =>
  renderWithRouter(<UsersListRoute />, { path: '/admin/users', url });

describe('users list', { timeout: 15_000 }, () => {
  it('says "at least" when a broad search answers a lower bound, and still offers the next page', async () => {
    const many = Array.from({ length: 50 }, (_, index) =>
      createUser({ id: 100 + index, email: `member${index}@example.com`, role: 'user' }),
    );
    mockApi({
      [`GET ${USERS}`]: () =>
        envelope({
          ...paginatorOf(many, { perPage: 50, total: 10_000 }),
          total_is_lower_bound: true,
        }),
    });
    renderList('/admin/users?search=example');
    expect(await screen.findByText(/^Showing 1 to 50 of at least 10,000 users/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Next page' })).toBeEnabled();
  });

  it('shows name, e-mail, avatar or initials, status and joined date, and rows open the detail', async () => {
    mockUsers();
    const view = renderList();
    const table = within(await screen.findByRole('table', { name: 'Users' }));
    const [zoe, liam] = table
      .getAllByRole('row')
      .slice(1)
      .map((row) => within(row));
    expect(zoe!.getByRole('link', { name: 'Zoë Brontë' })).toHaveAttribute('href', '/admin/users/11');
    expect(zoe!.getByText('zoe@example.com')).toBeInTheDocument();
    expect(zoe!.getByText('Active')).toBeInTheDocument();
    // Joined in the panel's short form (the specification fixes no format for it).
    expect(zoe!.getByText('Mar 4, 2026')).toBeInTheDocument();
    expect(liam!.getByText('LC')).toBeInTheDocument();
    expect(liam!.getByText('Inactive')).toBeInTheDocument();
    expect(liam!.queryByRole('button', { name: 'Delete Liam Carter' })).not.toBeInTheDocument();
    expect(zoe!.getByRole('button', { name: 'Delete Zoë Brontë' })).toBeInTheDocument();

    await userEvent.click(table.getByText('Inactive'));
    expect(view.location()).toBe('/admin/users/12');
  });

  it('keeps the status filter and search in the URL and sends them to the API', async () => {
    const api = mockUsers();
    const view = renderList();
    await screen.findByRole('table', { name: 'Users' });
    await userEvent.click(screen.getByRole('button', { name: 'Inactive' }));
    expect(view.location()).toBe('/admin/users?status=inactive');
    await waitFor(() => expect(screen.queryAllByText('Zoë Brontë')).toHaveLength(0));
    expect(screen.getAllByText('Liam Carter').length).toBeGreaterThan(0);
    expect(queryOf(api.callsTo('GET', USERS).at(-1)!).get('is_active')).toBe('false');

    await userEvent.type(screen.getByRole('searchbox', { name: 'Search users' }), 'nobody{Enter}');
    expect(await screen.findByText('No users found')).toBeInTheDocument();
    expect(view.location()).toBe('/admin/users?status=inactive&search=nobody');
  });

  it('explains a failed load', async () => {
    mockApi({ [`GET ${USERS}`]: () => errorResponse(500, 'Failed to fetch users') });
    renderList();
    expect(await screen.findByText('Error loading users: Failed to fetch users')).toBeInTheDocument();
  });

  it('creates a user with a height in feet and inches', async () => {
    const created: unknown[] = [];
    const withCreate = mockApi({
      [`GET ${USERS}`]: () => envelope(paginatorOf(people, { perPage: 50 })),
      [`POST ${USERS}`]: (call) => {
        created.push(call.body);
        return envelope(createUser({ id: 99 }), 'User created successfully');
      },
    });
    renderList();
    await userEvent.click(await screen.findByRole('button', { name: 'Add User' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Create User' }));
    await userEvent.click(dialog.getByRole('button', { name: 'Create User' }));
    expect(await dialog.findByText('First name is required')).toBeInTheDocument();
    expect(dialog.getByText('Email is required')).toBeInTheDocument();

    await userEvent.type(dialog.getByLabelText(/First Name/), 'José');
    await userEvent.type(dialog.getByLabelText(/Last Name/), 'Muñoz');
    await userEvent.type(dialog.getByLabelText(/Email/), 'jose@example.com');
    await userEvent.type(dialog.getByLabelText(/Password/), 'weak');
    await userEvent.click(dialog.getByRole('button', { name: 'Create User' }));
    expect(await dialog.findByText('Password must be at least 8 characters')).toBeInTheDocument();
    await userEvent.clear(dialog.getByLabelText(/Password/));
    await userEvent.type(dialog.getByLabelText(/Password/), 'Str0ng@Pass');

    await userEvent.type(dialog.getByRole('textbox', { name: 'Height in centimetres' }), '180');
    await userEvent.click(dialog.getByRole('button', { name: 'ft / in' }));
    expect(dialog.getByRole('textbox', { name: 'Feet' })).toHaveValue('5');
    expect(dialog.getByRole('textbox', { name: 'Inches' })).toHaveValue('11');
    await userEvent.clear(dialog.getByRole('textbox', { name: 'Inches' }));
    await userEvent.type(dialog.getByRole('textbox', { name: 'Inches' }), '14');
    expect(dialog.getByRole('textbox', { name: 'Inches' })).toHaveValue('11');

    await userEvent.click(dialog.getByRole('button', { name: 'Create User' }));
    await screen.findByRole('table', { name: 'Users' });
    expect(screen.queryByRole('dialog', { name: 'Create User' })).not.toBeInTheDocument();
    expect(withCreate.callsTo('POST', USERS)).toHaveLength(1);
    expect(created[0]).toMatchObject({
      first_name: 'José',
      last_name: 'Muñoz',
      email: 'jose@example.com',
      height: `5' 11"`,
      gender: null,
      date_of_birth: null,
    });
  });

  it('shows the server’s duplicate e-mail message under the field', async () => {
    mockApi({
      [`GET ${USERS}`]: () => envelope(paginatorOf(people, { perPage: 50 })),
      [`POST ${USERS}`]: () =>
        errorResponse(422, 'A user with this email already exists', {
          email: ['A user with this email already exists'],
        }),
    });
    renderList();
    await userEvent.click(await screen.findByRole('button', { name: 'Add User' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Create User' }));
    await userEvent.type(dialog.getByLabelText(/First Name/), 'Anna');
    await userEvent.type(dialog.getByLabelText(/Last Name/), 'Berg');
    await userEvent.type(dialog.getByLabelText(/Email/), 'anna@example.com');
    await userEvent.type(dialog.getByLabelText(/Password/), 'Str0ng@Pass');
    await userEvent.click(dialog.getByRole('button', { name: 'Create User' }));
    expect(await dialog.findAllByText('A user with this email already exists')).toHaveLength(2);
  });
});

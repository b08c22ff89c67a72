import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { UserWithPrograms } from '@coachboard/contract';
import { envelope, errorResponse, mockApi } from '@/test/api-mock';
import { readRecentRecords, rememberRecord } from '@/lib/recent-records';
import { renderWithRouter } from '@/test/render-with-router';
import { createUser } from '@/test/user-factories';
import { createUserProgram } from '../testing/user-factories';
import { Component as UserDetailRoute } from './user-detail-route';

const detail = (overrides: Partial<UserWithPrograms> = {}): UserWithPrograms => ({
  ...createUser({
    id: 7,
    first_name: 'Emma',
    last_name: 'Johansson',
    email: 'emma@example.com',
    role: 'user',
    gender: 'female',
    date_of_birth: '1994-03-12',
    height: '168cm',
    created_at: '2025-01-10T10:00:00.000Z',
    profile_image: { id: 31, full_path: '/uploads/profile-images/emma.jpg' },
  }),
  programs: [],
  ...overrides,
});

const renderDetail = (id = '7') =>
  renderWithRouter(<UserDetailRoute />, { path: '/admin/users/:id', url: `/admin/users/${id}` });

describe('user detail', { timeout: 15_000 }, () => {
  it('says Invalid user ID for an id that is not a number, without calling the API', async () => {
    const api = mockApi({});
    renderDetail('abc');
    expect(await screen.findByText('Invalid user ID')).toBeInTheDocument();
    expect(api.calls).toHaveLength(0);
  });

  it('says User not found for a 404', async () => {
    mockApi({ 'GET /api/users/7/programs': () => errorResponse(404, 'User not found') });
    renderDetail();
    expect(await screen.findByText('User not found')).toBeInTheDocument();
  });

  it('shows details, account information and the date of birth as MM/DD/YYYY', async () => {
    mockApi({ 'GET /api/users/7/programs': () => envelope(detail()) });
    renderDetail();
    expect(await screen.findByRole('heading', { name: 'Emma Johansson' })).toBeInTheDocument();
    expect(screen.getByText('03/12/1994')).toBeInTheDocument();
    expect(screen.getByText(`168cm (5' 6")`)).toBeInTheDocument();
    expect(screen.getByText('Account Information')).toBeInTheDocument();
    // The panel's short form; only the date of birth has a format of the specification's own.
    expect(screen.getByText('Member Since').nextElementSibling).toHaveTextContent(/^Jan 10, 2025$/);
    expect(screen.getByText('No Programs Assigned')).toBeInTheDocument();
  });

  it("names each program's start date and the day it was assigned, never one for the other", async () => {
    mockApi({
      'GET /api/users/7/programs': () =>
        envelope(
          detail({
            programs: [
              createUserProgram({
                name: 'Spring Block',
                start_date: '2099-03-02',
                assigned_at: '2026-10-20T09:30:00.000Z',
              }),
              createUserProgram({
                name: 'Base',
                start_date: '2026-01-05',
                assigned_at: '2025-12-28T08:00:00.000Z',
              }),
            ],
          }),
        ),
      'GET /api/users/7/schedule': () => envelope({ from: '2026-11-29', to: '2026-12-12', days: [] }),
    });
    renderDetail();
    const spring = (await screen.findByRole('link', { name: 'Spring Block' })).closest('li')!;
    expect(within(spring).getByText('Starts Mar 2, 2099')).toBeInTheDocument();
    expect(within(spring).getByText('Assigned Oct 20, 2026')).toBeInTheDocument();
    const base = screen.getByRole('link', { name: 'Base' }).closest('li')!;
    expect(within(base).getByText('Started Jan 5, 2026')).toBeInTheDocument();
    expect(within(base).getByText('Assigned Dec 28, 2025')).toBeInTheDocument();
  });

  it('falls back to the plain user when the programs call fails', async () => {
    mockApi({
      'GET /api/users/7/programs': () => errorResponse(500, 'boom'),
      'GET /api/users/7': () => envelope(detail({ date_of_birth: null })),
    });
    renderDetail();
    expect(await screen.findByRole('heading', { name: 'Emma Johansson' })).toBeInTheDocument();
    expect(screen.getByText('Not provided')).toBeInTheDocument();
  });

  it('saves the inline edit with Enter and cancels with Escape', async () => {
    let current = detail();
    const api = mockApi({
      'GET /api/users/7/programs': () => envelope(current),
      'PUT /api/users/7': (call) => {
        current = { ...current, ...(call.body as object) };
        return envelope(current);
      },
    });
    renderDetail();
    await userEvent.click(await screen.findByRole('button', { name: 'Edit' }));
    const firstName = screen.getByRole('textbox', { name: /First Name/ });
    await userEvent.clear(firstName);
    await userEvent.type(firstName, 'Em{Enter}');
    expect(await screen.findByText('Must be at least 3 characters')).toBeInTheDocument();
    expect(api.callsTo('PUT', '/api/users/7')).toHaveLength(0);

    await userEvent.type(firstName, 'ilia{Enter}');
    expect(await screen.findByRole('heading', { name: 'Emilia Johansson' })).toBeInTheDocument();
    expect(api.callsTo('PUT', '/api/users/7')[0]?.body).toMatchObject({
      first_name: 'Emilia',
      height: '168cm',
    });

    await userEvent.click(screen.getByRole('button', { name: 'Edit' }));
    const again = screen.getByRole('textbox', { name: /First Name/ });
    await userEvent.clear(again);
    await userEvent.type(again, 'Nobody{Escape}');
    await waitFor(() => expect(screen.queryByRole('form', { name: 'Edit user' })).not.toBeInTheDocument());
    expect(api.callsTo('PUT', '/api/users/7')).toHaveLength(1);
    expect(screen.getByRole('heading', { name: 'Emilia Johansson' })).toBeInTheDocument();
  });

  it('deletes the profile image and reports it as a toast', async () => {
    let current = detail();
    mockApi({
      'GET /api/users/7/programs': () => envelope(current),
      'DELETE /api/files/delete/31': () => {
        current = { ...current, profile_image: null };
        return envelope({ id: 31 });
      },
    });
    renderDetail();
    await userEvent.click(await screen.findByRole('button', { name: 'Delete profile image' }));
    expect(await screen.findByRole('status', { name: '' })).toHaveTextContent(
      'Profile image deleted successfully',
    );
    await waitFor(() =>
      expect(screen.queryByRole('button', { name: 'Delete profile image' })).not.toBeInTheDocument(),
    );
  });

  it('shows a deleted user as Inactive with Restore', async () => {
    let current = detail({ deleted_at: '2026-02-01T00:00:00.000Z', is_active: false });
    const api = mockApi({
      'GET /api/users/7/programs': () => envelope(current),
      'POST /api/users/7/restore': () => {
        current = { ...current, deleted_at: null, is_active: true };
        return envelope(current);
      },
    });
    renderDetail();
    const header = within(
      (await screen.findByRole('heading', { name: 'Emma Johansson' })).closest('div')!.parentElement!,
    );
    expect(header.getByText('Inactive')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Restore' }));
    expect(await screen.findByRole('button', { name: 'Delete' })).toBeInTheDocument();
    expect(api.callsTo('POST', '/api/users/7/restore')).toHaveLength(1);
  });

  it('puts the user first among the recently opened records, once', async () => {
    mockApi({ 'GET /api/users/7/programs': () => envelope(detail()) });
    rememberRecord({ kind: 'users', id: 7, title: 'Emma', subtitle: '', path: '/admin/users/7' });
    rememberRecord({ kind: 'programs', id: 7, title: 'Strength', subtitle: '', path: '/admin/programs/7' });
    renderDetail();
    expect(await screen.findByRole('heading', { name: 'Emma Johansson' })).toBeInTheDocument();
    expect(readRecentRecords()).toEqual([
      {
        kind: 'users',
        id: 7,
        title: 'Emma Johansson',
        subtitle: 'emma@example.com',
        path: '/admin/users/7',
      },
      { kind: 'programs', id: 7, title: 'Strength', subtitle: '', path: '/admin/programs/7' },
    ]);
  });
});

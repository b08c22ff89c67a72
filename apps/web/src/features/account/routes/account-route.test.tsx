import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { userMessages, type AccountSession } from '@coachboard/contract';
import { envelope, errorResponse, mockApi } from '@/test/api-mock';
import { renderWithRouter } from '@/test/render-with-router';
import { createUser } from '@/test/user-factories';
import { Component as AccountRoute } from './account-route';

const me = createUser({ first_name: 'Ada', last_name: 'Byron', email: 'ada@example.com' });
const thisOne: AccountSession = {
  id: '11111111-1111-4111-8111-111111111111',
  browser: 'Chrome 131 on Linux',
  ip_address: '198.51.100.4',
  created_at: '2026-11-20T09:00:00.000Z',
  last_used_at: '2026-11-26T10:00:00.000Z',
  current: true,
};
const other: AccountSession = {
  id: '22222222-2222-4222-8222-222222222222',
  browser: 'Firefox 133 on Windows',
  ip_address: '203.0.113.9',
  created_at: '2026-11-21T09:00:00.000Z',
  last_used_at: '2026-11-25T10:00:00.000Z',
  current: false,
};

const renderAccount = () =>
  renderWithRouter(<AccountRoute />, { path: '/admin/account', url: '/admin/account' });

describe('My account page', { timeout: 15_000 }, () => {
  it('saves the name', async () => {
    const api = mockApi({
      'GET /api/me': () => envelope(me),
      'GET /api/account/sessions': () => envelope([thisOne]),
      'PATCH /api/account': (call) => envelope({ ...me, ...(call.body as object) }),
    });
    const user = userEvent.setup();
    renderAccount();
    expect(screen.getByRole('heading', { level: 1, name: 'My account' })).toBeInTheDocument();
    const lastName = await screen.findByRole('textbox', { name: /Last name/ });
    expect(screen.getByRole('textbox', { name: /First name/ })).toHaveValue('Ada');
    await user.clear(lastName);
    await user.type(lastName, 'Lovelace');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(api.callsTo('PATCH', '/api/account')).toHaveLength(1));
    // Only the changed name is sent; the API keeps the other.
    expect(api.callsTo('PATCH', '/api/account')[0]!.body).toEqual({ last_name: 'Lovelace' });
    expect(await screen.findByText('Your name has been saved')).toBeInTheDocument();
  });

  it('saves an untouched profile of an account without a last name (the first-start admin)', async () => {
    const admin = createUser({ first_name: 'Admin', last_name: null, email: 'admin@example.com' });
    const api = mockApi({
      'GET /api/me': () => envelope(admin),
      'GET /api/account/sessions': () => envelope([thisOne]),
      'PATCH /api/account': () => envelope(admin),
    });
    const user = userEvent.setup();
    renderAccount();
    const profile = within(await screen.findByRole('region', { name: 'Profile' }));
    expect(await profile.findByRole('textbox', { name: /Last name/ })).toHaveValue('');
    await user.click(profile.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Your name has been saved')).toBeInTheDocument();
    expect(api.callsTo('PATCH', '/api/account').map((call) => call.body)).toEqual([{}]);
    expect(profile.getByRole('textbox', { name: /Last name/ })).not.toHaveAttribute('aria-invalid', 'true');
  });

  it('checks a changed name: a cleared last name is refused before anything is sent', async () => {
    const api = mockApi({
      'GET /api/me': () => envelope(me),
      'GET /api/account/sessions': () => envelope([thisOne]),
    });
    const user = userEvent.setup();
    renderAccount();
    const profile = within(await screen.findByRole('region', { name: 'Profile' }));
    await user.clear(await profile.findByRole('textbox', { name: /Last name/ }));
    await user.click(profile.getByRole('button', { name: 'Save' }));
    expect(await profile.findByText(userMessages.lastNameRequired)).toBeInTheDocument();
    expect(profile.getByRole('textbox', { name: /Last name/ })).toHaveAttribute('aria-invalid', 'true');
    expect(api.callsTo('PATCH', '/api/account')).toHaveLength(0);
  });

  it("changes the password and shows the API's refusal under the field", async () => {
    let refuse = true;
    const api = mockApi({
      'GET /api/me': () => envelope(me),
      'GET /api/account/sessions': () => envelope([thisOne]),
      'POST /api/account/password': () =>
        refuse
          ? errorResponse(422, 'This password is too common', { password: ['This password is too common'] })
          : envelope(null),
    });
    const user = userEvent.setup();
    renderAccount();
    const section = within(await screen.findByRole('region', { name: 'Password' }));
    await user.type(section.getByLabelText(/Current password/), 'old-password-1');
    await user.type(section.getByLabelText(/^New password/), 'password1234');
    await user.type(section.getByLabelText(/Confirm new password/), 'password1234');
    await user.click(section.getByRole('button', { name: 'Change password' }));
    expect(await section.findByText('This password is too common')).toBeInTheDocument();
    expect(section.getByLabelText(/^New password/)).toHaveAttribute('aria-invalid', 'true');

    refuse = false;
    await user.clear(section.getByLabelText(/^New password/));
    await user.type(section.getByLabelText(/^New password/), 'plum-kettle-orbit-97');
    await user.clear(section.getByLabelText(/Confirm new password/));
    await user.type(section.getByLabelText(/Confirm new password/), 'plum-kettle-orbit-97');
    await user.click(section.getByRole('button', { name: 'Change password' }));
    await waitFor(() => expect(api.callsTo('POST', '/api/account/password')).toHaveLength(2));
    expect(api.callsTo('POST', '/api/account/password')[1]!.body).toEqual({
      current_password: 'old-password-1',
      password: 'plum-kettle-orbit-97',
      password_confirmation: 'plum-kettle-orbit-97',
    });
    await waitFor(() => expect(section.getByLabelText(/Current password/)).toHaveValue(''));
  });

  it('says when the two new passwords differ, without calling the API', async () => {
    const api = mockApi({
      'GET /api/me': () => envelope(me),
      'GET /api/account/sessions': () => envelope([thisOne]),
    });
    const user = userEvent.setup();
    renderAccount();
    const section = within(await screen.findByRole('region', { name: 'Password' }));
    await user.type(section.getByLabelText(/Current password/), 'old-password-1');
    await user.type(section.getByLabelText(/^New password/), 'plum-kettle-orbit-97');
    await user.type(section.getByLabelText(/Confirm new password/), 'plum-kettle-orbit-98');
    await user.click(section.getByRole('button', { name: 'Change password' }));
    expect(await section.findByText('Passwords do not match')).toBeInTheDocument();
    expect(api.callsTo('POST', '/api/account/password')).toHaveLength(0);
  });

  it('lists the sessions, marks this device and signs another one out', async () => {
    let sessions = [thisOne, other];
    const api = mockApi({
      'GET /api/me': () => envelope(me),
      'GET /api/account/sessions': () => envelope(sessions),
      [`DELETE /api/account/sessions/${other.id}`]: () => {
        sessions = [thisOne];
        return envelope(null);
      },
    });
    const user = userEvent.setup();
    renderAccount();
    const section = within(await screen.findByRole('region', { name: 'Sessions' }));
    const table = await section.findByRole('table');
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((th) => th.textContent),
    ).toEqual(['Browser', 'Address', 'First used', 'Last used', 'Actions']);
    const currentRow = within(table).getByRole('row', { name: /Chrome 131 on Linux/ });
    expect(currentRow).toHaveTextContent('This device');
    expect(currentRow).toHaveTextContent('198.51.100.4');
    expect(within(currentRow).queryByRole('button')).toBeNull();
    const otherRow = within(table).getByRole('row', { name: /Firefox 133 on Windows/ });
    expect(otherRow).not.toHaveTextContent('This device');
    const signOut = within(otherRow).getByRole('button', { name: 'Sign out Firefox 133 on Windows' });
    expect(signOut).toHaveTextContent('Sign out');

    await user.click(signOut);
    await waitFor(() => expect(api.callsTo('DELETE', `/api/account/sessions/${other.id}`)).toHaveLength(1));
    await waitFor(() => expect(within(table).queryByText('Firefox 133 on Windows')).toBeNull());
  });

  it("'Sign out all other sessions' asks first", async () => {
    let sessions = [thisOne, other];
    const api = mockApi({
      'GET /api/me': () => envelope(me),
      'GET /api/account/sessions': () => envelope(sessions),
      'POST /api/account/sessions/end-others': () => {
        sessions = [thisOne];
        return envelope({ ended: 1 });
      },
    });
    const user = userEvent.setup();
    renderAccount();
    const section = within(await screen.findByRole('region', { name: 'Sessions' }));
    await section.findByText('Firefox 133 on Windows');
    await user.click(section.getByRole('button', { name: 'Sign out all other sessions' }));
    const dialog = await screen.findByRole('alertdialog');
    expect(api.callsTo('POST', '/api/account/sessions/end-others')).toHaveLength(0);
    await user.click(within(dialog).getByRole('button', { name: 'Sign out all other sessions' }));
    await waitFor(() => expect(api.callsTo('POST', '/api/account/sessions/end-others')).toHaveLength(1));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    await waitFor(() => expect(section.queryByText('Firefox 133 on Windows')).toBeNull());
    expect(section.getByRole('button', { name: 'Sign out all other sessions' })).toBeDisabled();
  });
});

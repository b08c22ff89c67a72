import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { userApiMessages, type UserWithPrograms } from '@coachboard/contract';
import { envelope, errorResponse, mockApi } from '@/test/api-mock';
import { renderWithRouter } from '@/test/render-with-router';
import { createUser } from '@/test/user-factories';
import { Component as UserDetailRoute } from './user-detail-route';

const opened: UserWithPrograms = {
  ...createUser({
    id: 7,
    first_name: 'Emma',
    last_name: 'Johansson',
    role: 'user',
    updated_at: '2026-02-01T09:00:00.000Z',
  }),
  programs: [],
};
const savedElsewhere = { ...opened, last_name: 'Lindqvist', updated_at: '2026-02-01T09:12:00.789Z' };

describe('inline edit of a user someone else changed', { timeout: 15_000 }, () => {
  it('refuses with the message and Reload, then resets the fields and saves against the latest version', async () => {
    const user = userEvent.setup();
    let saves = 0;
    const api = mockApi({
      'GET /api/users/7/programs': () => envelope(opened),
      'GET /api/users/7': () => envelope(savedElsewhere),
      'PUT /api/users/7': () => {
        saves += 1;
        return saves === 1
          ? errorResponse(409, userApiMessages.staleUpdate)
          : envelope({ ...savedElsewhere, first_name: 'Emilia' });
      },
    });
    renderWithRouter(<UserDetailRoute />, { path: '/admin/users/:id', url: '/admin/users/7' });
    await user.click(await screen.findByRole('button', { name: 'Edit' }));
    const form = within(screen.getByRole('form', { name: 'Edit user' }));
    const firstName = () => form.getByRole('textbox', { name: /First Name/ });
    const lastName = () => form.getByRole('textbox', { name: /Last Name/ });

    await user.clear(firstName());
    await user.type(firstName(), 'Emilia{Enter}');
    const banner = await form.findByRole('alert');
    expect(banner).toHaveTextContent(userApiMessages.staleUpdate);
    expect(api.callsTo('PUT', '/api/users/7')[0]!.body).toMatchObject({
      first_name: 'Emilia',
      expected_updated_at: opened.updated_at,
    });
    expect(firstName()).toHaveValue('Emilia');

    await user.click(within(banner).getByRole('button', { name: 'Reload' }));
    await waitFor(() => expect(lastName()).toHaveValue('Lindqvist'));
    expect(firstName()).toHaveValue('Emma');
    expect(form.queryByRole('alert')).not.toBeInTheDocument();

    await user.clear(firstName());
    await user.type(firstName(), 'Emilia{Enter}');
    await waitFor(() => expect(screen.queryByRole('form', { name: 'Edit user' })).not.toBeInTheDocument());
    expect(api.callsTo('PUT', '/api/users/7')[1]!.body).toMatchObject({
      first_name: 'Emilia',
      last_name: 'Lindqvist',
      expected_updated_at: savedElsewhere.updated_at,
    });
  });
});

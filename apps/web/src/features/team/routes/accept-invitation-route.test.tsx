import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { envelope, errorResponse, mockApi } from '@/test/api-mock';
import { renderWithRouter } from '@/test/render-with-router';
import { Component as AcceptInvitationRoute } from './accept-invitation-route';

const renderAccept = (token = 'abc') =>
  renderWithRouter(<AcceptInvitationRoute />, {
    path: '/auth/accept-invitation',
    url: `/auth/accept-invitation?token=${token}`,
  });

describe('accept invitation page', { timeout: 15_000 }, () => {
  it('shows the e-mail and role, refuses a common password under its field, then joins', async () => {
    let attempts = 0;
    const api = mockApi({
      'GET /api/team/invitations/accept': () =>
        envelope({ email: 'new@example.com', team_role: 'coach', expires_at: '2026-11-28T10:00:00.000Z' }),
      'POST /api/team/invitations/accept': () =>
        ++attempts === 1
          ? errorResponse(422, 'The given data was invalid', { password: ['This password is too common'] })
          : envelope({ email: 'new@example.com', team_role: 'coach' }, 'Welcome'),
    });
    const user = userEvent.setup();
    const view = renderAccept();
    expect(
      await screen.findByText('You are invited to Coachboard as Coach (new@example.com).'),
    ).toBeInTheDocument();
    await user.type(screen.getByLabelText(/First name/), 'Nora');
    await user.type(screen.getByLabelText(/Last name/), 'Coach');
    await user.type(screen.getByLabelText(/^Password/), 'password1234');
    await user.type(screen.getByLabelText(/Confirm password/), 'password1234');
    await user.click(screen.getByRole('button', { name: 'Join the team' }));
    expect(await screen.findByText('This password is too common')).toBeInTheDocument();

    await user.clear(screen.getByLabelText(/^Password/));
    await user.type(screen.getByLabelText(/^Password/), 'violet-harbour-lantern-42');
    await user.clear(screen.getByLabelText(/Confirm password/));
    await user.type(screen.getByLabelText(/Confirm password/), 'violet-harbour-lantern-42');
    await user.click(screen.getByRole('button', { name: 'Join the team' }));
    await waitFor(() => expect(view.location()).toBe('/auth/sign-in'));
    expect(api.callsTo('POST', '/api/team/invitations/accept')[1]!.body).toEqual({
      token: 'abc',
      first_name: 'Nora',
      last_name: 'Coach',
      password: 'violet-harbour-lantern-42',
      password_confirmation: 'violet-harbour-lantern-42',
    });
  });

  it('says when the link expired or was used', async () => {
    mockApi({
      'GET /api/team/invitations/accept': () =>
        errorResponse(404, 'This invitation has expired or was already used'),
    });
    renderAccept('old');
    expect(await screen.findByText('This invitation has expired or was already used')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Join the team' })).not.toBeInTheDocument();
  });
});

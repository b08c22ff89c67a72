import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { TeamInvitation, TeamMember } from '@coachboard/contract';
import { envelope, errorResponse, mockApi } from '@/test/api-mock';
import { renderWithRouter } from '@/test/render-with-router';
import { Component as TeamRoute } from './team-route';

const member = (overrides: Partial<TeamMember> = {}): TeamMember => ({
  id: 1,
  name: 'Olive Owner',
  first_name: 'Olive',
  last_name: 'Owner',
  email: 'olive@example.com',
  team_role: 'owner',
  two_factor: true,
  last_sign_in_at: '2026-11-20T10:00:00.000Z',
  active: true,
  deactivated_at: null,
  created_at: '2026-01-01T00:00:00.000Z',
  ...overrides,
});
const coach = member({
  id: 2,
  name: 'Cole Coach',
  email: 'cole@example.com',
  team_role: 'coach',
  two_factor: false,
  last_sign_in_at: null,
});
const invitation: TeamInvitation = {
  id: 9,
  email: 'new@example.com',
  team_role: 'moderator',
  invited_by: 'Olive Owner',
  sent_at: '2026-11-25T10:00:00.000Z',
  expires_at: '2026-11-28T10:00:00.000Z',
  expired: false,
};

const mockTeam = (extra: Parameters<typeof mockApi>[0] = {}) =>
  mockApi({
    'GET /api/team/members': () => envelope([member(), coach]),
    'GET /api/team/invitations': () => envelope([invitation]),
    'GET /api/team/settings': () => envelope({ require_two_factor: false }),
    ...extra,
  });
/** The value a card shows under its label (a description list's term and definition). */
const factOf = (card: HTMLElement, term: string) =>
  within(card).getByText(term, { selector: 'dt' }).nextElementSibling?.textContent;

/** 'Nov 20, 2026, 10:00 AM': 2026-11-20T10:00Z in any time zone. */
const MOMENT = /^Nov (19|2\d), 2026, \d{1,2}:\d{2} [AP]M$/;

const renderTeam = () => renderWithRouter(<TeamRoute />, { path: '/admin/team', url: '/admin/team' });

describe('team page', { timeout: 15_000 }, () => {
  it('lists members with role, two-factor and last sign-in, and the pending invitations', async () => {
    mockTeam();
    renderTeam();
    const table = await screen.findByRole('table', { name: 'Team members' });
    const coachRow = within(table).getByRole('row', { name: /Cole Coach/ });
    expect(coachRow).toHaveTextContent('cole@example.com');
    expect(coachRow).toHaveTextContent('Off');
    expect(coachRow).toHaveTextContent('Never');
    expect(within(table).getByRole('row', { name: /Olive Owner/ })).toHaveTextContent('On');
    expect(within(coachRow).getByRole('combobox', { name: 'Role for Cole Coach' })).toHaveValue('coach');

    const invitations = await screen.findByRole('table', { name: 'Pending invitations' });
    const invitationRow = within(invitations).getByRole('row', { name: /new@example.com/ });
    expect(invitationRow).toHaveTextContent('Moderator');
    expect(
      within(invitationRow).getByRole('button', { name: 'Resend invitation to new@example.com' }),
    ).toBeInTheDocument();
    expect(
      within(invitationRow).getByRole('button', { name: 'Revoke invitation to new@example.com' }),
    ).toBeInTheDocument();
  });

  it('gives narrow screens a card per member and per invitation, with the same facts and actions', async () => {
    mockTeam();
    renderTeam();
    const cards = await screen.findByRole('list', { name: 'Team members' });
    const [ownerCard, coachCard] = within(cards).getAllByRole('listitem');
    const coachFacts = within(coachCard!);
    expect(coachFacts.getByText('Cole Coach')).toBeInTheDocument();
    expect(coachFacts.getByText('cole@example.com')).toBeInTheDocument();
    expect(factOf(coachCard!, 'Two-factor')).toBe('Off');
    expect(factOf(coachCard!, 'Last sign-in')).toBe('Never');
    expect(factOf(coachCard!, 'Status')).toBe('Active');
    expect(coachFacts.getByRole('combobox', { name: 'Role for Cole Coach' })).toHaveValue('coach');
    expect(coachFacts.getByRole('button', { name: 'Actions for Cole Coach' })).toBeInTheDocument();
    expect(factOf(ownerCard!, 'Two-factor')).toBe('On');
    // The panel's long form for a moment (the day depends on the machine's time zone).
    expect(factOf(ownerCard!, 'Last sign-in')).toMatch(MOMENT);

    const invitationCards = screen.getByRole('list', { name: 'Pending invitations' });
    const invitationCard = within(invitationCards).getByRole('listitem');
    expect(invitationCard).toHaveTextContent('new@example.com');
    expect(factOf(invitationCard, 'Role')).toBe('Moderator');
    expect(factOf(invitationCard, 'Expires')).toMatch(MOMENT);
    expect(
      within(invitationCard).getByRole('button', { name: 'Resend invitation to new@example.com' }),
    ).toBeInTheDocument();
    expect(
      within(invitationCard).getByRole('button', { name: 'Revoke invitation to new@example.com' }),
    ).toBeInTheDocument();
  });

  it('changes a role and shows the 409 of the last owner', async () => {
    const api = mockTeam({
      'PATCH /api/team/members/2': () => envelope({ ...coach, team_role: 'moderator' }),
      'PATCH /api/team/members/1': () => errorResponse(409, 'The team needs at least one owner'),
    });
    const user = userEvent.setup();
    renderTeam();
    const table = await screen.findByRole('table', { name: 'Team members' });
    await user.selectOptions(
      within(table).getByRole('combobox', { name: 'Role for Cole Coach' }),
      'moderator',
    );
    await waitFor(() => expect(api.callsTo('PATCH', '/api/team/members/2')).toHaveLength(1));
    expect(api.callsTo('PATCH', '/api/team/members/2')[0]!.body).toEqual({ team_role: 'moderator' });
    expect(await screen.findByText('Cole Coach is now Moderator')).toBeInTheDocument();

    await user.selectOptions(within(table).getByRole('combobox', { name: 'Role for Olive Owner' }), 'coach');
    expect(await screen.findByText('The team needs at least one owner')).toBeInTheDocument();
  });

  it('deactivates a member after confirming', async () => {
    const api = mockTeam({
      'POST /api/team/members/2/deactivate': () => envelope({ ...coach, active: false }),
    });
    const user = userEvent.setup();
    renderTeam();
    const cards = await screen.findByRole('list', { name: 'Team members' });
    await user.click(within(cards).getByRole('button', { name: 'Actions for Cole Coach' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Deactivate' }));
    const dialog = await screen.findByRole('alertdialog');
    expect(dialog).toHaveTextContent('Deactivate Cole Coach?');
    await user.click(within(dialog).getByRole('button', { name: 'Deactivate' }));
    await waitFor(() => expect(api.callsTo('POST', '/api/team/members/2/deactivate')).toHaveLength(1));
    expect(await screen.findByText('Cole Coach deactivated')).toBeInTheDocument();
  });

  it('invites a member; a 409 lands under the e-mail', async () => {
    const api = mockTeam({
      'POST /api/team/invitations': (call) =>
        (call.body as { email: string }).email === 'app@example.com'
          ? errorResponse(409, 'This e-mail belongs to an app user. App users cannot join the team.', {
              email: ['This e-mail belongs to an app user. App users cannot join the team.'],
            })
          : envelope({ ...invitation, id: 10, email: 'coach2@example.com', team_role: 'coach' }),
    });
    const user = userEvent.setup();
    renderTeam();
    await user.click(await screen.findByRole('button', { name: 'Invite member' }));
    const dialog = await screen.findByRole('dialog', { name: 'Invite member' });
    await user.type(within(dialog).getByRole('textbox', { name: /E-mail/ }), 'app@example.com');
    await user.click(within(dialog).getByRole('button', { name: 'Send invitation' }));
    expect(
      await within(dialog).findByText('This e-mail belongs to an app user. App users cannot join the team.'),
    ).toBeInTheDocument();

    await user.clear(within(dialog).getByRole('textbox', { name: /E-mail/ }));
    await user.type(within(dialog).getByRole('textbox', { name: /E-mail/ }), 'coach2@example.com');
    await user.selectOptions(within(dialog).getByRole('combobox', { name: /Role/ }), 'coach');
    await user.click(within(dialog).getByRole('button', { name: 'Send invitation' }));
    await waitFor(() => expect(api.callsTo('POST', '/api/team/invitations')).toHaveLength(2));
    expect(api.callsTo('POST', '/api/team/invitations')[1]!.body).toEqual({
      email: 'coach2@example.com',
      team_role: 'coach',
    });
    expect(await screen.findByText('Invitation sent to coach2@example.com')).toBeInTheDocument();
  });

  it('resends and revokes invitations, and turns on the two-factor rule', async () => {
    const api = mockTeam({
      'POST /api/team/invitations/9/resend': () => envelope(invitation),
      'DELETE /api/team/invitations/9': () => envelope({ id: 9 }),
      'PUT /api/team/settings': () => envelope({ require_two_factor: true }),
    });
    const user = userEvent.setup();
    renderTeam();
    const table = await screen.findByRole('table', { name: 'Pending invitations' });
    await user.click(within(table).getByRole('button', { name: 'Resend invitation to new@example.com' }));
    expect(await screen.findByText('Invitation sent again to new@example.com')).toBeInTheDocument();
    const cards = screen.getByRole('list', { name: 'Pending invitations' });
    await user.click(within(cards).getByRole('button', { name: 'Revoke invitation to new@example.com' }));
    await waitFor(() => expect(api.callsTo('DELETE', '/api/team/invitations/9')).toHaveLength(1));

    await user.click(
      await screen.findByRole('checkbox', { name: 'Require two-factor sign-in for everyone' }),
    );
    await waitFor(() => expect(api.callsTo('PUT', '/api/team/settings')).toHaveLength(1));
    expect(api.callsTo('PUT', '/api/team/settings')[0]!.body).toEqual({ require_two_factor: true });
  });
});

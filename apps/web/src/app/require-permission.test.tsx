import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { permissionMessages, type TeamRole } from '@coachboard/contract';
import { TeamRoleContext } from '@/lib/permissions';
import { RequirePermission } from './require-permission';

const renderAs = (teamRole: TeamRole | null) =>
  render(
    <MemoryRouter>
      <TeamRoleContext.Provider value={teamRole}>
        <RequirePermission requires="team.listMembers">
          <h1>Team</h1>
        </RequirePermission>
      </TeamRoleContext.Provider>
    </MemoryRouter>,
  );

describe('RequirePermission', () => {
  it('shows the screen to a role the permission table admits', () => {
    renderAs('owner');
    expect(screen.getByRole('heading', { name: 'Team' })).toBeInTheDocument();
  });

  it.each(['coach', 'moderator', null] as const)('shows the no-access page to %s', (teamRole) => {
    renderAs(teamRole);
    expect(screen.queryByRole('heading', { name: 'Team' })).not.toBeInTheDocument();
    expect(screen.getByRole('heading', { name: permissionMessages.noAccessTitle })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go Back Home' })).toBeInTheDocument();
  });
});

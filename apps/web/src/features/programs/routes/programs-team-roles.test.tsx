import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { TeamRole } from '@coachboard/contract';
import { envelope, mockApi } from '@/test/api-mock';
import { paginatorOf } from '@/test/paginator';
import { renderWithRouter } from '@/test/render-with-router';
import { createProgramSummary } from '@/test/program-factories';
import { Component as ProgramsListRoute } from './programs-list-route';

const renderAs = async (teamRole: TeamRole, url = '/admin/programs') => {
  mockApi({
    'GET /api/training-programs': () =>
      envelope(paginatorOf([createProgramSummary({ id: 7, name: 'Morning Mobility' })])),
  });
  renderWithRouter(<ProgramsListRoute />, { path: '/admin/programs', url, teamRole });
  return within(await screen.findByRole('table', { name: 'Training programs' }));
};

const rowActions = [
  'Manage users of Morning Mobility',
  'Edit Morning Mobility',
  'Duplicate Morning Mobility',
  'Delete Morning Mobility',
];

/** Programs are the coaches' and owners' to change; a moderator reads them. */
describe('programs list by team role', { timeout: 15_000 }, () => {
  it.each(['owner', 'coach'] as const)(
    'a %s adds, selects, edits, duplicates and deletes',
    async (teamRole) => {
      const table = await renderAs(teamRole);
      expect(screen.getByRole('button', { name: 'Add Program' })).toBeInTheDocument();
      expect(table.getByRole('checkbox', { name: /Morning Mobility/ })).toBeInTheDocument();
      for (const name of rowActions) expect(table.getByRole('button', { name })).toBeInTheDocument();
    },
  );

  it('a moderator sees the programs and their links only', async () => {
    const table = await renderAs('moderator');
    expect(table.getByRole('link', { name: 'Morning Mobility' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Add Program' })).not.toBeInTheDocument();
    expect(table.queryByRole('checkbox')).not.toBeInTheDocument();
    for (const name of rowActions) expect(table.queryByRole('button', { name })).not.toBeInTheDocument();
  });

  it("a moderator reaching '?create=1' (an old link) gets no create dialog", async () => {
    await renderAs('moderator', '/admin/programs?create=1');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});

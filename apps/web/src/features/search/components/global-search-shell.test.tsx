import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { envelope, mockApi } from '@/test/api-mock';
import { renderApp } from '@/test/render-app';
import { seedSession } from '@/test/session';
import { createUser } from '@/test/user-factories';
import { setWindowWidth } from '@/test/window-size';
import { createSearchHit, createSearchResult } from '../testing/search-factories';

describe('the global search in the admin shell', { timeout: 30_000 }, () => {
  it('sits in the top bar, and Ctrl+K opens the palette on any screen', async () => {
    setWindowWidth(1280);
    seedSession();
    mockApi({
      'GET /api/me': () => envelope(createUser()),
      'GET /api/search': () => envelope(createSearchResult('ada', [createSearchHit()])),
    });
    const user = userEvent.setup();
    const { router } = renderApp('/admin/trash');

    // The first render loads the lazy shell and screen modules, slow on a busy machine.
    const banner = await screen.findByRole('banner', {}, { timeout: 15_000 });
    // The box itself loads after the shell's first paint (a stand-in is drawn until then).
    expect(
      await within(banner).findByRole(
        'combobox',
        { name: 'Search programs, exercises, recipes, users and posts' },
        { timeout: 15_000 },
      ),
    ).toBeInTheDocument();

    await user.keyboard('{Control>}k{/Control}');
    const palette = await screen.findByRole('dialog', { name: 'Command palette' }, { timeout: 15_000 });
    await user.type(within(palette).getByRole('combobox'), 'ada');
    await within(palette).findByRole('option', { name: 'Ada Lovelace ada.lovelace@example.com' });
    await user.keyboard('{Enter}');

    await waitFor(() => expect(router.state.location.pathname).toBe('/admin/users/12'));
  });

  it.each(['owner', 'moderator'] as const)(
    "offers 'Go to' every side-menu page the %s sees, and nothing else",
    async (teamRole) => {
      setWindowWidth(1280);
      seedSession();
      mockApi({
        'GET /api/me': () => envelope(createUser({ team_role: teamRole })),
        'GET /api/search': () => envelope(createSearchResult('x', [])),
      });
      const user = userEvent.setup();
      renderApp('/admin/trash');
      const menu = await screen.findByRole('navigation', { name: 'Main' }, { timeout: 15_000 });
      const menuNames = within(menu)
        .getAllByRole('link')
        .map((link) => link.textContent);

      await user.keyboard('{Control>}k{/Control}');
      const palette = await screen.findByRole('dialog', { name: 'Command palette' }, { timeout: 15_000 });
      const goTo = await within(palette).findByRole('group', { name: 'Go to' }, { timeout: 15_000 });

      expect(
        within(goTo)
          .getAllByRole('option')
          .map((option) => option.textContent),
      ).toEqual(menuNames);
      expect(menuNames.includes('Team')).toBe(teamRole === 'owner');
    },
  );
});

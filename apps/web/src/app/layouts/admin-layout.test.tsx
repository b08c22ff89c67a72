import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createUser } from '@/test/user-factories';
import { renderShell } from '@/test/signed-in-shell';
import { setWindowWidth } from '@/test/window-size';

describe('side menu', () => {
  it('lists the dashboard, the five areas, then the trash and the activity log, with icons, and marks the active one', async () => {
    await renderShell('/admin/users/42');

    const menu = screen.getByRole('navigation', { name: 'Main' });
    const links = within(menu).getAllByRole('link');
    expect(links.map((link) => link.textContent)).toEqual([
      'Dashboard',
      'Programs',
      'Nutrition',
      'Nutrition templates',
      'Meal plans',
      'Exercise Library',
      'Users',
      'Check-ins',
      'Community',
      'Trash',
      'Activity',
      'Team',
    ]);
    expect(links.map((link) => link.getAttribute('href'))).toEqual([
      '/admin/dashboard',
      '/admin/programs',
      '/admin/nutrition',
      '/admin/nutrition-templates',
      '/admin/meal-plans',
      '/admin/exercise-library',
      '/admin/users',
      '/admin/check-ins',
      '/admin/community',
      '/admin/trash',
      '/admin/activity',
      '/admin/team',
    ]);
    for (const link of links) expect(link.querySelector('svg')).not.toBeNull();
    expect(within(menu).getByRole('link', { name: 'Users' })).toHaveAttribute('aria-current', 'page');
    expect(within(menu).getByRole('link', { name: 'Programs' })).not.toHaveAttribute('aria-current');
  });

  it("marks only 'Nutrition templates' on its page, not 'Nutrition' whose address begins the same", async () => {
    await renderShell('/admin/nutrition-templates');
    const menu = screen.getByRole('navigation', { name: 'Main' });
    const current = within(menu)
      .getAllByRole('link')
      .filter((link) => link.getAttribute('aria-current') === 'page');
    expect(current.map((link) => link.textContent)).toEqual(['Nutrition templates']);
  });

  it("hides 'Team' from a coach and shows the no-access page at its address", async () => {
    await renderShell('/admin/team', 1280, createUser({ team_role: 'coach' }));
    const menu = screen.getByRole('navigation', { name: 'Main' });
    expect(within(menu).queryByRole('link', { name: 'Team' })).not.toBeInTheDocument();
    expect(await screen.findByText('You do not have access to this page')).toBeInTheDocument();
  });

  it("hides 'Meal plans' from a moderator and shows the no-access page at its address", async () => {
    await renderShell('/admin/meal-plans', 1280, createUser({ team_role: 'moderator' }));
    const menu = screen.getByRole('navigation', { name: 'Main' });
    expect(within(menu).queryByRole('link', { name: 'Meal plans' })).not.toBeInTheDocument();
    expect(await screen.findByText('You do not have access to this page')).toBeInTheDocument();
  });

  it.each(['coach', 'moderator'] as const)(
    "offers %s the palette's nutrition entries only when the role reads nutrition",
    async (teamRole) => {
      await renderShell('/admin/users', 1280, createUser({ team_role: teamRole }));
      const user = userEvent.setup();
      await user.keyboard('{Control>}k{/Control}');
      // the palette's module loads on first use
      const palette = await screen.findByRole('dialog', { name: 'Command palette' }, { timeout: 10_000 });
      await user.type(within(palette).getByRole('combobox'), 'go nutrition');
      const offered = within(palette)
        .queryAllByRole('option')
        .map((option) => option.textContent);
      const reads = teamRole === 'coach';
      expect(offered.includes('Nutrition templates'), 'Go to Nutrition templates').toBe(reads);
      expect(offered.includes('Go to Active users without nutrition targets')).toBe(reads);
    },
  );

  it("hides 'Check-ins' from a moderator and shows the no-access page at its address", async () => {
    await renderShell('/admin/check-ins', 1280, createUser({ team_role: 'moderator' }));
    const menu = screen.getByRole('navigation', { name: 'Main' });
    expect(within(menu).queryByRole('link', { name: 'Check-ins' })).not.toBeInTheDocument();
    expect(within(menu).getByRole('link', { name: 'Community' })).toBeInTheDocument();
    expect(await screen.findByText('You do not have access to this page')).toBeInTheDocument();
  });

  it('is open at 1280 px without a menu button', async () => {
    await renderShell('/admin/users', 1280);

    expect(screen.getByRole('navigation', { name: 'Main' })).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Close menu' })).not.toBeInTheDocument();
  });

  it('is closed at 1024 px; a button opens it and it can be closed again', async () => {
    await renderShell('/admin/users', 1024);
    const user = userEvent.setup();

    expect(screen.queryByRole('navigation', { name: 'Main' })).not.toBeInTheDocument();
    const openButton = screen.getByRole('button', { name: 'Open menu' });
    expect(openButton).toHaveAttribute('aria-expanded', 'false');

    await user.click(openButton);
    expect(screen.getByRole('navigation', { name: 'Main' })).toBeVisible();
    expect(openButton).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('button', { name: 'Close menu' })).toHaveFocus();

    expect(screen.getByRole('main').closest('[inert]')).not.toBeNull();

    await user.click(screen.getByRole('button', { name: 'Close menu' }));
    expect(screen.queryByRole('navigation', { name: 'Main' })).not.toBeInTheDocument();
    expect(screen.getByRole('main').closest('[inert]')).toBeNull();
    expect(openButton).toHaveFocus();

    await user.click(openButton);
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('navigation', { name: 'Main' })).not.toBeInTheDocument();
  });

  it('closes after choosing an item on a narrow window', async () => {
    await renderShell('/admin/users', 800);
    const user = userEvent.setup();

    await user.click(screen.getByRole('button', { name: 'Open menu' }));
    await user.click(screen.getByRole('link', { name: 'Community' }));

    expect(await screen.findByRole('heading', { level: 1, name: 'Community' })).toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: 'Main' })).not.toBeInTheDocument();
  });

  it('follows the window across the 1200 px breakpoint', async () => {
    await renderShell('/admin/users', 1280);

    setWindowWidth(1199, { fireResize: true });
    expect(screen.queryByRole('navigation', { name: 'Main' })).not.toBeInTheDocument();

    setWindowWidth(1200, { fireResize: true });
    expect(screen.getByRole('navigation', { name: 'Main' })).toBeVisible();
  });
});

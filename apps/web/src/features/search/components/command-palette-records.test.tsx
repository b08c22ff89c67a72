import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { readRecentRecords } from '@/lib/recent-records';
import { ada, openPalette, renderShell, searchApi } from '../testing/palette-shell';

describe('the command palette: records and opening', () => {
  it('opens a create action at its list with the create dialog asked for', async () => {
    searchApi();
    const user = userEvent.setup();
    const { location } = renderShell();
    const palette = await openPalette(user);

    await user.type(within(palette).getByRole('combobox'), 'cre us');
    expect(within(palette).getByRole('option', { selected: true })).toHaveAccessibleName('Create user');
    await user.keyboard('{Enter}');

    await waitFor(() => expect(location()).toBe('/admin/users?create=1'));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('finds the same records as the box, remembers the one opened and shows it first next time', async () => {
    const api = searchApi((q) => (q === 'ada' ? [ada] : []));
    const user = userEvent.setup();
    const { location } = renderShell();
    const palette = await openPalette(user);

    await user.type(within(palette).getByRole('combobox'), 'ada');
    const users = await within(palette).findByRole('group', { name: 'Users' });
    expect(within(users).getByRole('option')).toHaveAccessibleName('Ada Lovelace ada.lovelace@example.com');
    expect(api.callsTo('GET', '/api/search').map((call) => call.path)).toEqual(['/api/search?q=ada&limit=5']);

    await user.keyboard('{Enter}');
    await waitFor(() => expect(location()).toBe('/admin/users/12'));
    expect(readRecentRecords()).toEqual([ada]);
  });

  it("says 'No results' when neither a record nor an action matches", async () => {
    searchApi();
    const user = userEvent.setup();
    renderShell();
    const palette = await openPalette(user);
    const input = within(palette).getByRole('combobox');

    await user.type(input, 'zzz');

    expect(await within(palette).findByText('No results')).toBeVisible();
    expect(input).toHaveAttribute('aria-expanded', 'false');
  });

  it("'/' goes to the top-bar box unless the focus is in a text field", async () => {
    searchApi();
    const user = userEvent.setup();
    renderShell();
    const box = screen.getByRole('combobox', {
      name: 'Search programs, exercises, recipes, users and posts',
    });
    screen.getByRole('button', { name: 'Somewhere on the page' }).focus();

    await user.keyboard('/');
    expect(box).toHaveFocus();
    expect(box).toHaveValue('');

    const notes = screen.getByRole('textbox', { name: 'Notes' });
    await user.click(notes);
    await user.keyboard('/');
    expect(notes).toHaveValue('/');
    expect(notes).toHaveFocus();
  });

  it("opens from the narrow screens' Search button and gives the focus back to it", async () => {
    searchApi();
    const user = userEvent.setup();
    renderShell();
    const button = screen.getByRole('button', { name: 'Search' });

    await user.click(button);
    const palette = await screen.findByRole('dialog', { name: 'Command palette' });
    expect(within(palette).getByRole('combobox')).toHaveFocus();
    await user.keyboard('{Escape}');

    await waitFor(() => expect(button).toHaveFocus());
  });
});

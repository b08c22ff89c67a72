import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { readRecentRecords, rememberRecord } from '@/lib/recent-records';
import {
  actionNames,
  ada,
  menuPages,
  openPalette,
  optionTexts,
  renderShell,
  searchApi,
  strengthBase,
} from '../testing/palette-shell';

describe('the command palette', () => {
  it('opens on Ctrl+K with its search focused; Escape closes it and gives the focus back', async () => {
    searchApi();
    const user = userEvent.setup();
    renderShell();
    const opener = screen.getByRole('button', { name: 'Somewhere on the page' });
    opener.focus();

    const palette = await openPalette(user);
    expect(
      within(palette).getByRole('combobox', { name: 'Search programs, exercises, recipes, users and posts' }),
    ).toHaveFocus();

    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(opener).toHaveFocus();
  });

  it('opens on Cmd+K too, even from a text field', async () => {
    searchApi();
    const user = userEvent.setup();
    renderShell();
    await user.click(screen.getByRole('textbox', { name: 'Notes' }));

    await user.keyboard('{Meta>}k{/Meta}');

    expect(await screen.findByRole('dialog', { name: 'Command palette' })).toBeInTheDocument();
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.getByRole('textbox', { name: 'Notes' })).toHaveFocus());
  });

  it('shows the recently opened records, newest first, and the actions before anything is typed', async () => {
    searchApi();
    rememberRecord(strengthBase);
    rememberRecord(ada);
    const user = userEvent.setup();
    const { location } = renderShell();

    const palette = await openPalette(user);

    const recent = within(palette).getByRole('group', { name: 'Recently opened' });
    expect(
      within(recent)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Ada Lovelace ada.lovelace@example.com', 'Strength Base Strength · 4 weeks']);
    const actions = within(palette).getByRole('group', { name: 'Actions' });
    expect(
      within(actions)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(actionNames);
    expect(within(palette).getByRole('combobox')).toHaveAttribute('aria-expanded', 'true');

    await user.keyboard('{ArrowDown}{Enter}');
    await waitFor(() => expect(location()).toBe('/admin/programs/3'));
    expect(readRecentRecords().map((record) => record.title)).toEqual(['Strength Base', 'Ada Lovelace']);
  });

  it('filters the actions by the words typed and goes where the chosen one says', async () => {
    searchApi();
    const user = userEvent.setup();
    const { location } = renderShell();
    const palette = await openPalette(user);
    const input = within(palette).getByRole('combobox');

    await user.type(input, 'create');
    expect(
      within(palette)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(actionNames.slice(0, 4));
    await user.clear(input);
    await user.type(input, 'go to');
    expect(
      within(palette)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual([
      'Go to Trash',
      'Go to Activity',
      'Go to Check-ins',
      'Go to Compliance dropped',
      'Go to Active users without nutrition targets',
    ]);

    await user.keyboard('{ArrowDown}{Enter}');
    await waitFor(() => expect(location()).toBe('/admin/activity'));
    expect(readRecentRecords()).toEqual([]);
  });

  it("offers 'Go to' each page it is given, filtered by the words typed, and goes there", async () => {
    searchApi();
    const user = userEvent.setup();
    const { location } = renderShell(menuPages);
    const palette = await openPalette(user);

    const goTo = within(palette).getByRole('group', { name: 'Go to' });
    expect(optionTexts(goTo)).toEqual(['Dashboard', 'Programs', 'Exercise Library', 'Trash']);
    // The Trash page is offered once, under 'Go to', not again as an action.
    expect(optionTexts(within(palette).getByRole('group', { name: 'Actions' }))).toEqual(
      actionNames.filter((name) => name !== 'Go to Trash'),
    );

    await user.type(within(palette).getByRole('combobox'), 'go lib');
    expect(optionTexts(palette)).toEqual(['Exercise Library']);
    await user.keyboard('{Enter}');

    await waitFor(() => expect(location()).toBe('/admin/exercise-library'));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});

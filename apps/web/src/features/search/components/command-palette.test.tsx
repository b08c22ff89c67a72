import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { SearchHit } from '@coachboard/contract';
import { envelope, mockApi } from '@/test/api-mock';
import { renderWithRouter } from '@/test/render-with-router';
import { adminPattern } from '@/lib/route-paths';
import { createSearchHit, createSearchResult } from '../testing/search-factories';
import { GlobalSearch } from './global-search';
import { readRecentRecords, rememberRecord } from '@/lib/recent-records';

const ada = createSearchHit();
const strengthBase = createSearchHit({
  kind: 'programs',
  id: 3,
  title: 'Strength Base',
  subtitle: 'Strength · 4 weeks',
});

const searchApi = (answer: (q: string) => SearchHit[] = () => []) =>
  mockApi({
    'GET /api/search': (call) => {
      const q = new URL(call.path, 'http://localhost').searchParams.get('q') ?? '';
      return envelope(createSearchResult(q, answer(q)));
    },
  });

const menuPages = [
  { to: '/admin/dashboard', name: 'Dashboard' },
  { to: '/admin/programs', name: 'Programs' },
  { to: '/admin/exercise-library', name: 'Exercise Library' },
  { to: '/admin/trash', name: 'Trash' },
];

const renderShell = (pages?: typeof menuPages) =>
  renderWithRouter(
    <>
      <button type="button">Somewhere on the page</button>
      <input aria-label="Notes" />
      <GlobalSearch pages={pages} />
    </>,
    { path: adminPattern('programs'), url: '/admin/programs' },
  );

const openPalette = async (user: ReturnType<typeof userEvent.setup>) => {
  await user.keyboard('{Control>}k{/Control}');
  return screen.findByRole('dialog', { name: 'Command palette' });
};

const actionNames = [
  'Create program',
  'Create exercise',
  'Create recipe',
  'Create user',
  'Go to Trash',
  'Go to Activity',
  'Go to Check-ins',
  'Go to Compliance dropped',
  'Go to Active users without nutrition targets',
];

const optionTexts = (container: HTMLElement) =>
  within(container)
    .getAllByRole('option')
    .map((option) => option.textContent);

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

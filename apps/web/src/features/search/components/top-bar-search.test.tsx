import { describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { SearchHit } from '@coachboard/contract';
import { envelope, mockApi } from '@/test/api-mock';
import { renderWithRouter } from '@/test/render-with-router';
import { adminPattern } from '@/lib/route-paths';
import { createSearchHit, createSearchResult } from '../testing/search-factories';
import { GlobalSearch } from './global-search';
import { readRecentRecords } from '@/lib/recent-records';

const strengthBase = createSearchHit({
  kind: 'programs',
  id: 3,
  title: 'Strength Base',
  subtitle: 'Strength · 4 weeks',
});
const barbellRow = createSearchHit({ kind: 'exercises', id: 8, title: 'Barbell Row', subtitle: 'Back' });
const barbara = createSearchHit({
  kind: 'users',
  id: 5,
  title: 'Barbara Liskov',
  subtitle: 'barbara@example.com',
});
const ada = createSearchHit();

const searchApi = (answer: (q: string) => SearchHit[] | Promise<SearchHit[]>) =>
  mockApi({
    'GET /api/search': async (call) => {
      const q = new URL(call.path, 'http://localhost').searchParams.get('q') ?? '';
      return envelope(createSearchResult(q, await answer(q)));
    },
  });

const renderBox = () => {
  const view = renderWithRouter(<GlobalSearch />, { path: adminPattern('programs'), url: '/admin/programs' });
  return {
    ...view,
    box: screen.getByRole('combobox', { name: 'Search programs, exercises, recipes, users and posts' }),
  };
};

const optionNames = (container: HTMLElement) =>
  within(container)
    .getAllByRole('option')
    .map((option) => option.textContent);

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('the top-bar search box', () => {
  it("shows the palette's shortcut in the box: Ctrl K, or ⌘K on a Mac", async () => {
    searchApi(() => []);
    const platform = vi.spyOn(navigator, 'platform', 'get').mockReturnValue('Win32');
    const { box, unmount } = renderBox();
    const shortcut = within(box.parentElement!).getByText('Ctrl K');
    expect(shortcut.tagName).toBe('KBD');
    expect(shortcut).toBeVisible();
    unmount();

    platform.mockReturnValue('MacIntel');
    const mac = renderBox();
    expect(within(mac.box.parentElement!).getByText('⌘K').tagName).toBe('KBD');
    platform.mockRestore();
  });

  it('asks the server from two characters, once the typing pauses, with one call for the term', async () => {
    const api = searchApi(() => [ada]);
    const user = userEvent.setup();
    const { box } = renderBox();
    // The specification's placeholder; the name says what it searches.
    expect(box).toHaveAttribute('placeholder', 'Search...');
    expect(box).toHaveAttribute('aria-expanded', 'false');

    await user.type(box, 'a');
    expect(box).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('status')).toHaveTextContent('Type at least 2 characters');
    await pause(300);
    expect(api.callsTo('GET', '/api/search')).toHaveLength(0);

    await user.type(box, 'da');
    expect(
      await screen.findByRole('option', { name: 'Ada Lovelace ada.lovelace@example.com' }),
    ).toBeVisible();
    expect(api.callsTo('GET', '/api/search').map((call) => call.path)).toEqual(['/api/search?q=ada&limit=5']);
  });

  it('drops an answer that comes after the answer to a later term', async () => {
    let answerAd: () => void = () => undefined;
    const adAnswered = new Promise<void>((resolve) => {
      answerAd = () => resolve();
    });
    const api = searchApi(async (q) => {
      if (q === 'ad') {
        await adAnswered;
        return [createSearchHit({ id: 99, title: 'Adam Early', subtitle: 'adam@example.com' })];
      }
      return [ada];
    });
    const user = userEvent.setup();
    const { box } = renderBox();

    await user.type(box, 'ad');
    await waitFor(() => expect(api.callsTo('GET', '/api/search')).toHaveLength(1));
    expect(screen.getByRole('status')).toHaveTextContent('Searching...');

    await user.type(box, 'a');
    await screen.findByRole('option', { name: /Ada Lovelace/ });
    answerAd();
    await pause(50);

    expect(optionNames(screen.getByRole('listbox'))).toEqual(['Ada Lovelace ada.lovelace@example.com']);
    expect(api.callsTo('GET', '/api/search').map((call) => call.path)).toEqual([
      '/api/search?q=ad&limit=5',
      '/api/search?q=ada&limit=5',
    ]);
  });

  it('groups the hits by kind under their headings, each hit named by its title and subtitle', async () => {
    searchApi(() => [strengthBase, barbellRow, barbara]);
    const user = userEvent.setup();
    const { box } = renderBox();

    await user.type(box, 'ba');
    const list = await screen.findByRole('listbox', {
      name: 'Search programs, exercises, recipes, users and posts',
    });
    await within(list).findAllByRole('option');

    const groups = within(list).getAllByRole('group');
    expect(groups).toHaveLength(3);
    expect(within(list).getByRole('group', { name: 'Programs' })).toContainElement(
      within(list).getByRole('option', { name: 'Strength Base Strength · 4 weeks' }),
    );
    expect(within(list).getByRole('group', { name: 'Exercises' })).toContainElement(
      within(list).getByRole('option', { name: 'Barbell Row Back' }),
    );
    expect(within(list).getByRole('group', { name: 'Users' })).toContainElement(
      within(list).getByRole('option', { name: 'Barbara Liskov barbara@example.com' }),
    );
    expect(within(list).queryByRole('group', { name: 'Recipes' })).not.toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('3 results');
  });

  it('moves with the arrow keys (wrapping) and Enter opens the highlighted hit', async () => {
    searchApi(() => [strengthBase, barbellRow, barbara]);
    const user = userEvent.setup();
    const { box, location } = renderBox();

    await user.type(box, 'ba');
    const list = await screen.findByRole('listbox');
    await within(list).findAllByRole('option');
    const highlighted = () => within(list).getByRole('option', { selected: true });
    expect(highlighted()).toHaveAccessibleName('Strength Base Strength · 4 weeks');
    expect(box).toHaveAttribute('aria-activedescendant', highlighted().id);
    expect(box).toHaveAttribute('aria-controls', list.id);

    await user.keyboard('{ArrowDown}');
    expect(highlighted()).toHaveAccessibleName('Barbell Row Back');
    expect(box).toHaveAttribute('aria-activedescendant', highlighted().id);
    await user.keyboard('{ArrowDown}{ArrowDown}');
    expect(highlighted()).toHaveAccessibleName('Strength Base Strength · 4 weeks');
    await user.keyboard('{ArrowUp}');
    expect(highlighted()).toHaveAccessibleName('Barbara Liskov barbara@example.com');
    expect(box).toHaveFocus();

    await user.keyboard('{Enter}');
    await waitFor(() => expect(location()).toBe('/admin/users/5'));
    expect(readRecentRecords()).toEqual([barbara]);
  });

  it('opens the first hit on Enter', async () => {
    searchApi(() => [strengthBase, barbara]);
    const user = userEvent.setup();
    const { box, location } = renderBox();

    await user.type(box, 'ba');
    await screen.findByRole('option', { name: /Strength Base/ });
    await user.keyboard('{Enter}');

    await waitFor(() => expect(location()).toBe('/admin/programs/3'));
  });

  it('opens the first hit of the term typed when Enter comes before its answer', async () => {
    searchApi((q) => (q === 'ada' ? [ada] : [strengthBase]));
    const user = userEvent.setup();
    const { box, location } = renderBox();

    await user.type(box, 'st');
    await screen.findByRole('option', { name: /Strength Base/ });
    await user.type(box, '{Backspace}{Backspace}ada{Enter}');

    await waitFor(() => expect(location()).toBe('/admin/users/12'));
  });

  it('opens a hit that is clicked', async () => {
    searchApi(() => [strengthBase, barbara]);
    const user = userEvent.setup();
    const { box, location } = renderBox();

    await user.type(box, 'ba');
    await user.click(await screen.findByRole('option', { name: /Barbara Liskov/ }));

    await waitFor(() => expect(location()).toBe('/admin/users/5'));
  });

  it('closes on Escape, keeping the term; a second Escape clears it', async () => {
    searchApi(() => [ada]);
    const user = userEvent.setup();
    const { box } = renderBox();

    await user.type(box, 'ada');
    await screen.findByRole('option', { name: /Ada Lovelace/ });
    await user.keyboard('{Escape}');
    expect(box).toHaveAttribute('aria-expanded', 'false');
    expect(box).not.toHaveAttribute('aria-activedescendant');
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
    expect(box).toHaveValue('ada');

    await user.keyboard('{ArrowDown}');
    expect(await screen.findByRole('option', { name: /Ada Lovelace/ })).toBeVisible();
    await user.keyboard('{Escape}{Escape}');
    expect(box).toHaveValue('');
  });

  it("says 'No results' when nothing matches", async () => {
    searchApi(() => []);
    const user = userEvent.setup();
    const { box } = renderBox();

    await user.type(box, 'zzz');

    expect(await screen.findByText('No results')).toBeVisible();
    expect(screen.queryByRole('option')).not.toBeInTheDocument();
    await user.keyboard('{Enter}');
    expect(box).toHaveValue('zzz');
  });
});

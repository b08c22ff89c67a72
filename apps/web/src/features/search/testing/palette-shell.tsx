import { screen, within } from '@testing-library/react';
import type userEvent from '@testing-library/user-event';
import type { SearchHit } from '@coachboard/contract';
import { envelope, mockApi } from '@/test/api-mock';
import { renderWithRouter } from '@/test/render-with-router';
import { adminPattern } from '@/lib/route-paths';
import { GlobalSearch } from '../components/global-search';
import { createSearchHit, createSearchResult } from './search-factories';

export const ada = createSearchHit();
export const strengthBase = createSearchHit({
  kind: 'programs',
  id: 3,
  title: 'Strength Base',
  subtitle: 'Strength · 4 weeks',
});

export const searchApi = (answer: (q: string) => SearchHit[] = () => []) =>
  mockApi({
    'GET /api/search': (call) => {
      const q = new URL(call.path, 'http://localhost').searchParams.get('q') ?? '';
      return envelope(createSearchResult(q, answer(q)));
    },
  });

export const menuPages = [
  { to: '/admin/dashboard', name: 'Dashboard' },
  { to: '/admin/programs', name: 'Programs' },
  { to: '/admin/exercise-library', name: 'Exercise Library' },
  { to: '/admin/trash', name: 'Trash' },
];

export const renderShell = (pages?: typeof menuPages) =>
  renderWithRouter(
    <>
      <button type="button">Somewhere on the page</button>
      <input aria-label="Notes" />
      <GlobalSearch pages={pages} />
    </>,
    { path: adminPattern('programs'), url: '/admin/programs' },
  );

export const openPalette = async (user: ReturnType<typeof userEvent.setup>) => {
  await user.keyboard('{Control>}k{/Control}');
  return screen.findByRole('dialog', { name: 'Command palette' });
};

export const actionNames = [
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

export const optionTexts = (container: HTMLElement) =>
  within(container)
    .getAllByRole('option')
    .map((option) => option.textContent);

import { searchKinds, type SearchHit, type SearchResult } from '@coachboard/contract';

const kindPaths: Record<SearchHit['kind'], string> = {
  programs: '/admin/programs',
  exercises: '/admin/exercise-library',
  recipes: '/admin/nutrition',
  users: '/admin/users',
  posts: '/admin/community',
};

export const createSearchHit = (overrides: Partial<SearchHit> = {}): SearchHit => {
  const kind = overrides.kind ?? 'users';
  const id = overrides.id ?? 12;
  return {
    id,
    kind,
    title: 'Ada Lovelace',
    subtitle: 'ada.lovelace@example.com',
    path: `${kindPaths[kind]}/${id}`,
    ...overrides,
  };
};

/** The API's answer: every kind present, in the contract's order, holding the hits of that kind. */
export const createSearchResult = (q: string, hits: SearchHit[]): SearchResult => ({
  q,
  groups: searchKinds.map((kind) => ({ kind, hits: hits.filter((hit) => hit.kind === kind) })),
});

import {
  formatEnumLabel,
  searchKinds,
  type SearchHit,
  type SearchKind,
  type SearchResult,
} from '@coachboard/contract';
import type { SearchRow } from './search-repository.js';

const panelPaths: Record<SearchKind, (id: number) => string> = {
  programs: (id) => `/admin/programs/${id}`,
  exercises: (id) => `/admin/exercise-library/${id}`,
  recipes: (id) => `/admin/nutrition/${id}`,
  users: (id) => `/admin/users/${id}`,
  posts: (id) => `/admin/community/${id}`,
};

const weeks = (count: number) => `${count} ${count === 1 ? 'week' : 'weeks'}`;

const subtitles: Record<SearchKind, (row: SearchRow) => string> = {
  programs: (row) =>
    [
      row.detail && formatEnumLabel(row.detail),
      row.extra && weeks(Number(row.extra)),
      row.owner && `Personal copy for ${row.owner}`,
    ]
      .filter(Boolean)
      .join(' · '),
  exercises: (row) => (row.detail ? formatEnumLabel(row.detail) : ''),
  recipes: (row) => (row.detail === null ? '' : `${Number(row.detail)} kcal`),
  users: (row) => row.detail ?? '',
  posts: (row) => [row.detail && formatEnumLabel(row.detail), row.extra].filter(Boolean).join(' · '),
};

const toHit = (row: SearchRow): SearchHit => ({
  id: row.id,
  kind: row.kind,
  title: row.title.replace(/\s+/g, ' ').trim(),
  subtitle: subtitles[row.kind](row),
  path: panelPaths[row.kind](row.id),
});

/** Every kind in `searchKinds` order, each with its hits in the order the statement ranked them. */
export const groupHits = (q: string, rows: readonly SearchRow[]): SearchResult => ({
  q,
  groups: searchKinds.map((kind) => ({
    kind,
    hits: rows.filter((row) => row.kind === kind).map(toHit),
  })),
});

/**
 * The search box's lengths and texts, free of zod so the panel's top bar can show the box before any schema loads.
 */
export const SEARCH_MIN_LENGTH = 2;
export const SEARCH_MAX_LENGTH = 100;

export const searchMessages = {
  tooShort: `Type at least ${SEARCH_MIN_LENGTH} characters`,
  tooLong: `Search for at most ${SEARCH_MAX_LENGTH} characters`,
  noResults: 'No results',
  /** The specification's top-bar placeholder, kept as written; what the box searches is said by `label`. */
  placeholder: 'Search...',
  /** The box's and the palette's accessible name: what they search (every kind of `searchKinds`). */
  label: 'Search programs, exercises, recipes, users and posts',
  paletteLabel: 'Command palette',
  recent: 'Recently opened',
  actions: 'Actions',
} as const;

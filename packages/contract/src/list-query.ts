import { z } from 'zod';

/** Query building blocks every list and search endpoint uses; page and per_page live in pagination.ts. */
export const SEARCH_TERM_MAX = 255;

export const listQueryMessages = {
  searchTooLong: 'Search term must not exceed 255 characters',
} as const;

/**
 * What a filtered list says when nothing is left, in place of (never beside) its "nothing here yet" text, and
 * the button that takes every filter off.
 */
export const listMessages = {
  noMatches: 'Nothing matches these filters',
  clearFilters: 'Clear filters',
} as const;

/** A missing or empty query value counts as "no filter". */
export const optionalQueryValue = <T extends z.ZodType>(schema: T) =>
  z.preprocess((value) => (value === '' || value === null ? undefined : value), schema.optional());

/** A free-text search term: trimmed, at most SEARCH_TERM_MAX characters. */
export const searchTermSchema = z.string().trim().max(SEARCH_TERM_MAX, listQueryMessages.searchTooLong);

/** An optional `search`-style query parameter: empty means "list everything". */
export const optionalSearchTerm = optionalQueryValue(searchTermSchema);

import { z } from 'zod';
import { SEARCH_MAX_LENGTH, SEARCH_MIN_LENGTH, searchMessages } from './search-messages.js';

export * from './search-messages.js';

/**
 * Global search: `GET /search?q&limit` answers records of every kind that match, grouped by kind, best
 * first: trigram similarity on names and titles (post content for posts), an e-mail prefix for users, the exact
 * id when `q` is a number. `%` and `_` are literal.
 */
export const SEARCH_LIMIT_DEFAULT = 5;
export const SEARCH_LIMIT_MAX = 20;

export const searchKinds = ['programs', 'exercises', 'recipes', 'users', 'posts'] as const;
export type SearchKind = (typeof searchKinds)[number];

export const searchQuerySchema = z.object({
  q: z
    .string({ error: searchMessages.tooShort })
    .trim()
    .min(SEARCH_MIN_LENGTH, searchMessages.tooShort)
    .max(SEARCH_MAX_LENGTH, searchMessages.tooLong),
  /** Per kind. */
  limit: z.coerce
    .number()
    .int()
    .min(1)
    .max(SEARCH_LIMIT_MAX)
    .catch(SEARCH_LIMIT_DEFAULT)
    .default(SEARCH_LIMIT_DEFAULT),
});
export type SearchQuery = z.input<typeof searchQuerySchema>;

export const searchHitSchema = z.object({
  id: z.number().int(),
  kind: z.enum(searchKinds),
  title: z.string(),
  /** e.g. a user's e-mail, a program's type and weeks, a post's type and author. */
  subtitle: z.string(),
  /** The panel path that opens the record, e.g. '/admin/users/12'. */
  path: z.string(),
});
export type SearchHit = z.infer<typeof searchHitSchema>;

export const searchGroupLabels: Record<SearchKind, string> = {
  programs: 'Programs',
  exercises: 'Exercises',
  recipes: 'Recipes',
  users: 'Users',
  posts: 'Posts',
};

/** Every kind present, in `searchKinds` order; a kind with no hits has an empty list. */
export const searchResultSchema = z.object({
  q: z.string(),
  groups: z.array(z.object({ kind: z.enum(searchKinds), hits: z.array(searchHitSchema) })),
});
export type SearchResult = z.infer<typeof searchResultSchema>;

/** The command palette's actions, each going where it says. */
export const paletteActions = [
  { id: 'create-program', label: 'Create program', path: '/admin/programs?create=1' },
  { id: 'create-exercise', label: 'Create exercise', path: '/admin/exercise-library?create=1' },
  { id: 'create-recipe', label: 'Create recipe', path: '/admin/nutrition?create=1' },
  { id: 'create-user', label: 'Create user', path: '/admin/users?create=1' },
  { id: 'go-trash', label: 'Go to Trash', path: '/admin/trash' },
  { id: 'go-activity', label: 'Go to Activity', path: '/admin/activity' },
  { id: 'go-check-ins', label: 'Go to Check-ins', path: '/admin/check-ins' },
  {
    id: 'go-compliance-dropped',
    label: 'Go to Compliance dropped',
    path: '/admin/users?attention=compliance_dropped',
  },
  {
    id: 'go-no-nutrition-targets',
    label: 'Go to Active users without nutrition targets',
    path: '/admin/users?attention=no_nutrition_targets',
  },
] as const;

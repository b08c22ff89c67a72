import { sql, type SQLWrapper } from 'drizzle-orm';
import { timestamp, type PgTable } from 'drizzle-orm/pg-core';

/** `created_at timestamptz not null default now()`; spread into a table that records only its creation. */
export const createdAtColumn = () => ({
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/** `created_at` and `updated_at` (both timestamptz, not null, default now()); repositories set updated_at. */
export const timestampColumns = () => ({
  ...createdAtColumn(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * The row's searched text holds this one- or two-character term: `search_grams`, a generated and GIN-indexed
 * array of the text's one- and two-character pieces (users: migration 0014, recipes: 0015), serves terms too short
 * for a trigram index. Not declared among the tables' columns, so no select reads it.
 */
export const holdsShortTerm = (table: PgTable) => (term: SQLWrapper) =>
  sql`${table}."search_grams" @> array[lower(${term})]`;

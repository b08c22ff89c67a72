import { sql, type BuildExtraConfigColumns, type SQLWrapper } from 'drizzle-orm';
import {
  pgTable,
  timestamp,
  type PgColumnBuilderBase,
  type PgTable,
  type PgTableExtraConfigValue,
} from 'drizzle-orm/pg-core';

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

const deletedAtColumn = () => timestamp('deleted_at', { withTimezone: true });
type WithDeletedAt<TColumns> = TColumns & { deletedAt: ReturnType<typeof deletedAtColumn> };

/**
 * A trashable root (migration 0019): its rows live in `<name>_with_trash` with a `deleted_at` mark, and
 * a same-named view of every other column shows the live ones. Answers `[view, withTrash]`: the view is what
 * every module reads and writes (auto-updatable: inserts, RETURNING, ON CONFLICT and FOR UPDATE go through it);
 * the table, with `deletedAt` and the indexes, is for lib/trash.ts and the `*-record.ts` declarations only.
 * `columns` is called once per table, so each gets its own column builders.
 */
export const trashableTables = <TName extends string, TColumns extends Record<string, PgColumnBuilderBase>>(
  name: TName,
  columns: () => TColumns,
  extraConfig?: (
    self: BuildExtraConfigColumns<`${TName}_with_trash`, WithDeletedAt<TColumns>, 'pg'>,
  ) => PgTableExtraConfigValue[],
) => {
  const view = pgTable(name, columns());
  const withTrash = pgTable<`${TName}_with_trash`, WithDeletedAt<TColumns>>(
    `${name}_with_trash` as `${TName}_with_trash`,
    { ...columns(), deletedAt: deletedAtColumn() },
    extraConfig,
  );
  return [view, withTrash] as const;
};

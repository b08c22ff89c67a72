import { getTableColumns, sql, type SQL } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';

/**
 * The columns a copy of a row carries over: every column of the table's declaration except the generated ones
 * and those named in `set` (ids, parents, timestamps, the fields the copy writes itself). Columns added to the
 * table later follow without a change here.
 */
export const copiedColumns = (table: PgTable, set: readonly string[]) =>
  Object.values(getTableColumns(table))
    .filter((column) => !column.generated && !set.includes(column.name))
    .map((column) => column.name);

/** `a, b, c`, or `alias.a, alias.b, alias.c` with an alias. */
export const columnList = (names: readonly string[], alias?: string): SQL =>
  sql.join(
    names.map((name) =>
      alias ? sql`${sql.identifier(alias)}.${sql.identifier(name)}` : sql.identifier(name),
    ),
    sql`, `,
  );

import type { SQL } from 'drizzle-orm';
import type { AnyPgColumn, PgTable, SelectedFields } from 'drizzle-orm/pg-core';
import type { Filters } from './list-filters.js';
import type { KeptTotal } from './sql.js';

// What a paged list declares (lib/paged-list.ts) and what a page request asks for.

export interface PagedListDeclaration<Columns extends SelectedFields, Values extends object> {
  /** Names the prepared statements: `<name>_page_<variant>`, `<name>_total_<variant>`. */
  name: string;
  /** The table whose rows are paged. */
  table: PgTable;
  /**
   * The column that ends the order so every row has one place (a unique id), and the deferred join's key: the
   * page's keys are read from the ordering index alone, then only their rows are joined.
   */
  key: AnyPgColumn;
  /** Without the deferred join, for a list read through a join table (a small list: a program's users). */
  deferredJoin?: boolean;
  /** A condition every row of the list meets, whatever the filters. */
  where?: SQL;
  /** What each row of the page carries (the table's columns, joined tables', computed columns). */
  columns: Columns;
  /**
   * Tables joined to the page's rows for their columns: an author (inner), an image (left). Filters may read the
   * inner joins' columns (they join the count and, without the deferred join, the page too).
   */
  innerJoins?: ReadonlyArray<{ table: PgTable; on: SQL }>;
  leftJoins?: ReadonlyArray<{ table: PgTable; on: SQL }>;
  /** The order; the id follows in the same direction, so every row has one place. */
  orderBy: { column: AnyPgColumn; direction: 'asc' | 'desc' };
  filters: Filters<Values>;
  /**
   * Totals kept exact by triggers (`table_row_counts`), read instead of counting: each entry names the filter
   * values (none for the unfiltered list) whose total the counted table holds, less `minus` when given (a
   * scalar subquery counting the kept rows the filter leaves out).
   */
  keptTotals?: ReadonlyArray<{ when: Partial<NoInfer<Values>> } & KeptTotal>;
  /**
   * Matches counted only up to `exactUpTo` (the scan stops there), for text searches or (`searchesOnly: false`)
   * every variant: a broad term's exact count costs a walk over most of the table, on every keystroke. Beyond the
   * bound the answer's total is a lower bound (`totalIsLowerBound`), and `hasMore`, known from one extra row,
   * keeps every page reachable.
   */
  boundedTotal?: { exactUpTo: number; searchesOnly: boolean };
}

/** A page by number and size, or rows by offset and count (lists whose first page is larger). */
export type PageRequest = ({ page: number; perPage: number } | { offset: number; limit: number }) & {
  /** Values of placeholders the columns use (the viewer of a like flag). */
  params?: Record<string, unknown>;
};

import { sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import type { AnyPgColumn, AnyPgTable } from 'drizzle-orm/pg-core';
import { tableRowCounts } from '../db/schema/index.js';
import type { Queryable } from './db-types.js';

/** `%term%` for LIKE/ILIKE with the term's own %, _ and \ taken literally. */
export const containsPattern = (term: string) => `%${term.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;

const arrayLiteral = (values: readonly number[]) => `{${values.map((value) => Math.trunc(value)).join(',')}}`;

/**
 * A PostgreSQL integer array literal. drizzle expands a JS array in a `sql` template into a parameter list,
 * so an array parameter is sent as its text form and cast.
 */
export const intArray = (values: readonly number[]): SQL => sql`${arrayLiteral(values)}::int[]`;
export const bigintArray = (values: readonly number[]): SQL => sql`${arrayLiteral(values)}::bigint[]`;

/** Rows to skip before `page` (1-based). */
export const offsetOf = (page: number, perPage: number) => (page - 1) * perPage;

/**
 * A list's total as a column every page row carries: page and total in one statement, so one round trip, one
 * pooled connection and one snapshot (two statements side by side could see different rows).
 */
export const totalColumn = (total: SQLWrapper) => sql<number>`(${total})`.mapWith(Number).as('total');

/** A prepared statement run with a list's placeholder values. */
interface ListStatement<Row> {
  execute: (values: Record<string, unknown>) => Promise<Row[]>;
}

/**
 * Runs a page whose rows carry the total (`totalColumn`) and reads the total back. An empty first page means no
 * matches; an empty later page (past the last) has no row to carry the total, so `totalAlone` is asked.
 */
export const pageWithTotal = async <Row extends { total: number }>(
  page: ListStatement<Row>,
  totalAlone: ListStatement<{ total: number }>,
  values: Record<string, unknown> & { offset: number },
): Promise<{ rows: Row[]; total: number }> => {
  const rows = await page.execute(values);
  if (rows[0]) return { rows, total: rows[0].total };
  if (values.offset === 0) return { rows, total: 0 };
  const [alone] = await totalAlone.execute(values);
  return { rows, total: alone?.total ?? 0 };
};

/**
 * The counts triggers keep exact in `table_row_counts`: whole tables (migrations 0009 and 0011), the users not
 * soft-deleted (`active_users`, migration 0012) and the active app users (role user, not deleted;
 * `active_app_users`, migration 0030), and the empty training days the dashboard counts (`empty_training_days`,
 * migration 0045).
 */
export type CountedTable =
  'training_programs' | 'users' | 'active_users' | 'active_app_users' | 'empty_training_days';

/** A total read from a kept count, less what `minus` (a scalar subquery) counts, when given. */
export interface KeptTotal {
  counted: CountedTable;
  minus?: SQL;
}

/** A kept count, as a `total`: one indexed read instead of counting the rows (less `minus`, when given). */
export const keptRowCount = (db: Queryable, table: CountedTable, minus?: SQL) =>
  db
    .select({
      total: minus
        ? sql<number>`${tableRowCounts.rowCount} - ${minus}`.mapWith(Number)
        : sql<number>`${tableRowCounts.rowCount}`.mapWith(Number),
    })
    .from(tableRowCounts)
    // The name inline (one of a fixed few): the dashboard's statement stays free of parameters.
    .where(sql`${tableRowCounts.tableName} = ${sql.raw(`'${table}'`)}`);

/** Whether `table` holds the row `id` (one index probe). */
export const rowExists = async (db: Queryable, table: AnyPgTable & { id: AnyPgColumn }, id: number) => {
  const result = await db.execute(sql`select 1 from ${table} where ${table.id} = ${id}`);
  return result.rows.length > 0;
};

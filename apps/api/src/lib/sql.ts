import { sql, type SQL } from 'drizzle-orm';

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

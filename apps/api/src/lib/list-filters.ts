import { and, eq, gte, isNotNull, isNull, lt, sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { containsPattern } from './sql.js';

// The filter kinds a list declaration (lib/paged-list.ts) is made of.

export type Placeholder = ReturnType<typeof sql.placeholder>;

/**
 * One filter of a list. `variant` names the SQL a set value needs ('' never: an unset filter has no variant part);
 * values that only fill placeholders share one variant, values that change the SQL (a status) each have their own.
 */
export interface ListFilter<Value> {
  variant: (value: Value) => string;
  /** The condition of a variant; `placeholder(part)` is this filter's placeholder for a bound value's part. */
  where: (variant: string, placeholder: (part?: string) => Placeholder) => SQL;
  /** The placeholder values of a set value, by part ('' for a single value). */
  bind: (value: Value) => Record<string, unknown>;
  /** Text searches stay unnamed statements, so PostgreSQL plans each term with its value (ADR 0006). */
  searchesText?: boolean;
}

/** The column equals the value. */
export const equals = <Value>(column: AnyPgColumn): ListFilter<Value> => ({
  variant: () => 'eq',
  where: (_variant, placeholder) => eq(column, placeholder()),
  bind: (value) => ({ '': value }),
});

/** The column is one of the values. */
export const oneOf = <Value>(column: AnyPgColumn): ListFilter<readonly Value[]> => ({
  variant: () => 'in',
  where: (_variant, placeholder) => sql`${column} = any(${placeholder()})`,
  bind: (values) => ({ '': values }),
});

/**
 * A text search: `match` is the condition for the `%term%` pattern (the term's own %, _ and \\ taken literally).
 * A term too short to have a trigram (one or two characters) can add `shortTerm`, a condition on the term
 * itself that an index serves (a table's indexed one- and two-character pieces), so it does not read every row.
 */
export const textSearch = (
  match: (pattern: Placeholder) => SQL,
  { shortTerm }: { shortTerm?: (term: Placeholder) => SQL } = {},
): ListFilter<string> => ({
  variant: (term) => (shortTerm && [...term].length < 3 ? 'short' : 'text'),
  where: (variant, placeholder) =>
    variant === 'short' && shortTerm
      ? and(shortTerm(placeholder('Term')), match(placeholder()))!
      : match(placeholder()),
  bind: (term) => ({ '': containsPattern(term), Term: term }),
  searchesText: true,
});

/** The stored lower-case search column contains the term: `like` served by its trigram index. */
export const containsText = (searchColumn: SQLWrapper, options: Parameters<typeof textSearch>[1] = {}) =>
  textSearch((pattern) => sql`${searchColumn} like lower(${pattern})`, options);

/** The column lies in [from, to): either end may be left open. */
export const dateRange = (column: AnyPgColumn): ListFilter<{ from?: Date; to?: Date }> => ({
  variant: ({ from, to }) => `${from ? 'from' : ''}${to ? 'to' : ''}`,
  where: (variant, placeholder) =>
    and(
      variant.includes('from') ? gte(column, placeholder('From')) : undefined,
      variant.includes('to') ? lt(column, placeholder('To')) : undefined,
    )!,
  bind: ({ from, to }) => ({ From: from, To: to }),
});

/** Soft-deleted rows: `true` keeps the rows not deleted, `false` only the deleted ones. */
export const notDeleted = (deletedAt: AnyPgColumn): ListFilter<boolean> => ({
  variant: (active) => (active ? 'active' : 'deleted'),
  where: (variant) => (variant === 'active' ? isNull(deletedAt) : isNotNull(deletedAt)),
  bind: () => ({}),
});

/** Any other condition on one bound value (for example "not already on this day"). */
export const condition = <Value>(where: (value: Placeholder) => SQL): ListFilter<Value> => ({
  variant: () => 'on',
  where: (_variant, placeholder) => where(placeholder()),
  bind: (value) => ({ '': value }),
});

/**
 * One of several named conditions, each its own variant (the dashboard's `attention` filters). A name is a
 * variant part, so it holds no '-' or '.' (snake_case).
 */
export const namedCondition = <Name extends string>(conditions: Record<Name, SQL>): ListFilter<Name> => ({
  variant: (name) => name,
  where: (variant) => conditions[variant as Name],
  bind: () => ({}),
});

export type Filters<Values> = { [Name in keyof Values]-?: ListFilter<NonNullable<Values[Name]>> };

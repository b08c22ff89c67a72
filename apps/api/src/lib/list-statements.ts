import { and, asc, count, desc, eq, sql } from 'drizzle-orm';
import type { SelectedFields } from 'drizzle-orm/pg-core';
import type { SelectResultFields } from 'drizzle-orm/query-builders/select.types';
import type { Queryable } from './db-types.js';
import type { Filters } from './list-filters.js';
import type { PageRequest, PagedListDeclaration } from './paged-list-declaration.js';
import { statementName } from './prepared.js';
import { keptRowCount, offsetOf } from './sql.js';

// The statements of a declared list (lib/paged-list.ts): its variants, their conditions, names and bound values.

const rowsOf = (request: PageRequest) =>
  'page' in request
    ? { limit: request.perPage, offset: offsetOf(request.page, request.perPage) }
    : { limit: request.limit, offset: request.offset };

/** The set filters of a request with their variant parts, in declaration order: `search-text.status-active`. */
export const variantOf = <Values extends object>(filters: Filters<Values>, values: Partial<Values>) =>
  (Object.keys(filters) as Array<keyof Values>)
    .filter((name) => values[name] !== undefined && values[name] !== null)
    .map(
      (name) => `${String(name)}-${filters[name].variant(values[name] as NonNullable<Values[keyof Values]>)}`,
    )
    .filter((part) => !part.endsWith('-'))
    .join('.');

/** PostgreSQL keeps 63 bytes of a statement name; a longer variant is shortened to a stable hash. */
const shortName = (name: string) => {
  if (name.length <= 63) return name;
  let hash = 0;
  for (const char of name) hash = (Math.imul(hash, 31) + char.charCodeAt(0)) | 0;
  return `${name.slice(0, 50)}_${(hash >>> 0).toString(36)}`;
};

export type BoundValues = Record<string, unknown> & { offset: number; limit: number };
export type Rows<Columns extends SelectedFields, Extra = unknown> = Array<
  SelectResultFields<Columns> & Extra
>;
export interface Runnable<Row> {
  execute: (values: Record<string, unknown>) => Promise<Row[]>;
}

/** What both kinds of list share: variants, their conditions, names, bound values and page statements. */
export const listParts = <Columns extends SelectedFields, Values extends object>(
  declaration: PagedListDeclaration<Columns, Values>,
) => {
  const {
    name,
    table,
    key,
    deferredJoin = true,
    columns,
    innerJoins = [],
    leftJoins = [],
    orderBy,
    filters,
    keptTotals = [],
  } = declaration;
  const filterNames = Object.keys(filters) as Array<keyof Values & string>;
  const ordered = (direction: 'asc' | 'desc') => {
    const by = direction === 'asc' ? asc : desc;
    return [by(orderBy.column), by(key)];
  };
  const reversed: 'asc' | 'desc' = orderBy.direction === 'asc' ? 'desc' : 'asc';

  const partsOf = (variant: string) =>
    new Map(
      variant
        .split('.')
        .filter(Boolean)
        .map((part) => {
          const at = part.lastIndexOf('-');
          return [part.slice(0, at), part.slice(at + 1)] as const;
        }),
    );
  const searchesText = (variant: string) =>
    [...partsOf(variant).keys()].some((filter) => filters[filter as keyof Values].searchesText === true);

  const whereOf = (variant: string) => {
    const conditions = [...partsOf(variant)].map(([filter, part]) =>
      filters[filter as keyof Values].where(part, (suffix = '') => sql.placeholder(`${filter}${suffix}`)),
    );
    return and(declaration.where, ...conditions);
  };

  /** The rows a variant matches, before any order or page: the table with its inner joins. */
  const matching = <Fields extends SelectedFields>(db: Queryable, variant: string, fields: Fields) => {
    const query = db.select(fields).from(table).$dynamic();
    for (const join of innerJoins) query.innerJoin(join.table, join.on);
    return query.where(whereOf(variant));
  };

  const exactUpToOf = (variant: string) => {
    const bounded = declaration.boundedTotal;
    return bounded && (!bounded.searchesOnly || searchesText(variant)) ? bounded.exactUpTo : undefined;
  };

  const totalQuery = (db: Queryable, variant: string) => {
    const kept = keptTotals.find((entry) => variantOf(filters, entry.when) === variant);
    if (kept) return keptRowCount(db, kept.counted, kept.minus);
    const upTo = exactUpToOf(variant);
    if (upTo === undefined) return matching(db, variant, { total: count() });
    const matches = matching(db, variant, { one: sql`1` })
      .limit(upTo + 1)
      .as('matches');
    return db.select({ total: count() }).from(matches);
  };

  const statement = (kind: string, variant: string) =>
    statementName(
      shortName(`${name}_${kind}_${variant.replaceAll('.', '_') || 'all'}`),
      searchesText(variant),
    );

  /**
   * The page's keys among all of a search's matches, found first and then sorted: for a search counted to at
   * most `upTo` matches, so a deep page does not walk the ordering index past most of the table looking for
   * them. The LIMIT (which the matches never reach) keeps PostgreSQL from folding the subquery into that walk.
   */
  const sortedMatchKeys = (db: Queryable, variant: string, direction: 'asc' | 'desc', upTo: number) => {
    const by = direction === 'asc' ? asc : desc;
    const matches = db
      .select({ key: sql`${key}`.as('match_key'), sortedBy: sql`${orderBy.column}`.as('match_sorted_by') })
      .from(table)
      .where(whereOf(variant))
      .limit(upTo + 1)
      .as('matches');
    return db
      .select({ key: sql`${matches.key}`.as('page_key') })
      .from(matches)
      .orderBy(by(matches.sortedBy), by(matches.key))
      .limit(sql.placeholder('limit'))
      .offset(sql.placeholder('offset'))
      .as('page_keys');
  };

  /**
   * The page's keys from the ordering index alone (read in `direction`), then their rows joined (a deferred
   * join: a deep page skips index entries rather than rows), in the declared order.
   */
  const pageQuery = <Extra extends SelectedFields>(
    db: Queryable,
    variant: string,
    direction: 'asc' | 'desc',
    extra: Extra,
    { sortMatchesUpTo }: { sortMatchesUpTo?: number } = {},
  ) => {
    if (!deferredJoin) {
      const rows = matching(db, variant, { ...columns, ...extra });
      for (const join of leftJoins) rows.leftJoin(join.table, join.on);
      return rows
        .orderBy(...ordered(direction))
        .limit(sql.placeholder('limit'))
        .offset(sql.placeholder('offset'));
    }
    const pageKeys =
      sortMatchesUpTo !== undefined
        ? sortedMatchKeys(db, variant, direction, sortMatchesUpTo)
        : db
            .select({ key: sql`${key}`.as('page_key') })
            .from(table)
            .where(whereOf(variant))
            .orderBy(...ordered(direction))
            .limit(sql.placeholder('limit'))
            .offset(sql.placeholder('offset'))
            .as('page_keys');
    const rows = db
      .select({ ...columns, ...extra })
      .from(pageKeys)
      .innerJoin(table, eq(key, pageKeys.key))
      .$dynamic();
    for (const join of innerJoins) rows.innerJoin(join.table, join.on);
    for (const join of leftJoins) rows.leftJoin(join.table, join.on);
    return rows.orderBy(...ordered(orderBy.direction));
  };

  const boundValues = (values: Partial<Values>, request: PageRequest) => {
    const bound: Record<string, unknown> = { ...request.params, ...rowsOf(request) };
    for (const filter of filterNames) {
      const value = values[filter];
      if (value === undefined || value === null) continue;
      for (const [part, partValue] of Object.entries(
        filters[filter].bind(value as NonNullable<typeof value>),
      )) {
        bound[`${filter}${part}`] = partValue;
      }
    }
    return bound as BoundValues;
  };

  /**
   * The keys of every row matching a variant, in the list's order, at most `limit + 1` of them (one more than
   * asked tells that there are more): "select all N matching" resolved by the list's own filters. Unnamed: it is
   * rare, and its plan should see its values.
   */
  const matchingKeysQuery = (db: Queryable, variant: string, limit: number) =>
    matching(db, variant, { key: sql<number>`${key}`.mapWith(Number).as('matching_key') })
      .orderBy(...ordered(orderBy.direction))
      .limit(limit + 1)
      .prepare(statementName(`${name}_matching`, true));

  return {
    filters,
    orderBy,
    reversed,
    exactUpToOf,
    totalQuery,
    statement,
    pageQuery,
    boundValues,
    matchingKeysQuery,
  };
};

import {
  and,
  asc,
  count,
  desc,
  eq,
  gte,
  isNotNull,
  isNull,
  lt,
  sql,
  type SQL,
  type SQLWrapper,
} from 'drizzle-orm';
import type { AnyPgColumn, PgTable, SelectedFields } from 'drizzle-orm/pg-core';
import type { SelectResultFields } from 'drizzle-orm/query-builders/select.types';
import type { Queryable } from './db-types.js';
import { preparedStatementFamily, statementName } from './prepared.js';
import {
  containsPattern,
  keptRowCount,
  offsetOf,
  pageWithTotal,
  totalColumn,
  type CountedTable,
} from './sql.js';

type Placeholder = ReturnType<typeof sql.placeholder>;

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

type Filters<Values> = { [Name in keyof Values]-?: ListFilter<NonNullable<Values[Name]>> };

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
   * values (none for the unfiltered list) whose total the counted table holds.
   */
  keptTotals?: ReadonlyArray<{ when: Partial<NoInfer<Values>>; counted: CountedTable }>;
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

const rowsOf = (request: PageRequest) =>
  'page' in request
    ? { limit: request.perPage, offset: offsetOf(request.page, request.perPage) }
    : { limit: request.limit, offset: request.offset };

/** The set filters of a request with their variant parts, in declaration order: `search-text.status-active`. */
const variantOf = <Values extends object>(filters: Filters<Values>, values: Partial<Values>) =>
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

type BoundValues = Record<string, unknown> & { offset: number; limit: number };
type Rows<Columns extends SelectedFields, Extra = unknown> = Array<SelectResultFields<Columns> & Extra>;
interface Runnable<Row> {
  execute: (values: Record<string, unknown>) => Promise<Row[]>;
}

/** What both kinds of list share: variants, their conditions, names, bound values and page statements. */
const listParts = <Columns extends SelectedFields, Values extends object>(
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
    const counted = keptTotals.find((kept) => variantOf(filters, kept.when) === variant)?.counted;
    if (counted) return keptRowCount(db, counted);
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
   * The page's keys among all of a search's matches, found first (OFFSET 0 keeps PostgreSQL from folding the
   * subquery into an ordering-index walk) and then sorted: for a search known to match few rows, so a deep page
   * does not walk the ordering index past most of the table looking for them.
   */
  const sortedMatchKeys = (db: Queryable, variant: string, direction: 'asc' | 'desc') => {
    const by = direction === 'asc' ? asc : desc;
    const matches = db
      .select({ key: sql`${key}`.as('match_key'), sortedBy: sql`${orderBy.column}`.as('match_sorted_by') })
      .from(table)
      .where(whereOf(variant))
      .offset(0)
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
    { sortMatches = false } = {},
  ) => {
    if (!deferredJoin) {
      const rows = matching(db, variant, { ...columns, ...extra });
      for (const join of leftJoins) rows.leftJoin(join.table, join.on);
      return rows
        .orderBy(...ordered(direction))
        .limit(sql.placeholder('limit'))
        .offset(sql.placeholder('offset'));
    }
    const pageKeys = sortMatches
      ? sortedMatchKeys(db, variant, direction)
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

  return { filters, orderBy, reversed, exactUpToOf, totalQuery, statement, pageQuery, boundValues };
};

/**
 * A list declared once: its filters' combinations are derived here, each combination's page statement is built
 * once per database handle (named, unless it searches text), and every page row carries the total (one round
 * trip, one snapshot), counted or read from a kept counter.
 */
export const pagedList = <Columns extends SelectedFields, Values extends object>(
  declaration: PagedListDeclaration<Columns, Values>,
) => {
  const parts = listParts(declaration);

  const pageStatement = preparedStatementFamily(
    (db, variant: string) =>
      parts
        .pageQuery(db, variant, declaration.orderBy.direction, {
          total: totalColumn(parts.totalQuery(db, variant)),
        })
        .prepare(parts.statement('page', variant)) as unknown as Runnable<
        Rows<Columns, { total: number }>[number]
      >,
  );
  const totalStatement = preparedStatementFamily((db, variant: string) =>
    parts.totalQuery(db, variant).prepare(parts.statement('total', variant)),
  );
  const walkedPage = preparedStatementFamily(
    (db, variant: string) =>
      parts
        .pageQuery(db, variant, declaration.orderBy.direction, {})
        .prepare(parts.statement('walk', variant)) as unknown as Runnable<Rows<Columns>[number]>,
  );
  const sortedPage = preparedStatementFamily(
    (db, variant: string) =>
      parts
        .pageQuery(db, variant, declaration.orderBy.direction, {}, { sortMatches: true })
        .prepare(parts.statement('sorted', variant)) as unknown as Runnable<Rows<Columns>[number]>,
  );

  /**
   * A bounded variant: its matches counted up to the bound first, then its page. Counted in full, the few
   * matches are sorted (a deep page of a rare term would otherwise walk the ordering index past most of the
   * table); past the bound the term is broad and the ordering index finds its rows fast, one extra row telling
   * whether another page exists. Past the bound the last page tells the exact total, any other page how many
   * rows there are at least.
   */
  const boundedPage = async (db: Queryable, variant: string, exactUpTo: number, values: BoundValues) => {
    const [counted] = await totalStatement(db, variant).execute(values);
    const total = counted?.total ?? 0;
    const { limit, offset } = values;
    if (total <= exactUpTo) {
      const items = offset < total ? await sortedPage(db, variant).execute(values) : [];
      return { items, total, totalIsLowerBound: false, hasMore: undefined };
    }
    const rows = await walkedPage(db, variant).execute({ ...values, limit: limit + 1 });
    const items = rows.slice(0, limit);
    const hasMore = rows.length > limit;
    if (!hasMore && items.length > 0) {
      return { items, total: offset + items.length, totalIsLowerBound: false, hasMore: undefined };
    }
    return { items, total: Math.max(exactUpTo, offset + items.length), totalIsLowerBound: true, hasMore };
  };

  /**
   * A page of the rows matching `values`, in the declared order, and how many match in all: exactly, or (a
   * search past `boundedTotal`'s bound) at least `total`, with `hasMore` telling whether another page exists.
   */
  return async (db: Queryable, values: Partial<Values>, request: PageRequest) => {
    const variant = variantOf(parts.filters, values);
    const exactUpTo = parts.exactUpToOf(variant);
    const placeholders = parts.boundValues(values, request);
    if (exactUpTo !== undefined) return boundedPage(db, variant, exactUpTo, placeholders);
    const { rows, total } = await pageWithTotal(
      pageStatement(db, variant),
      totalStatement(db, variant),
      placeholders,
    );
    return { items: rows, total, totalIsLowerBound: false, hasMore: undefined };
  };
};

/**
 * A list whose total is known before its page: from a counter the area keeps (recipes, posts, a post's
 * comments) or from `count`. Knowing it, a page past the end costs nothing, and with `readFromEnd` a page in the
 * second half is read from the other end, so the last page skips as few index entries as the first.
 */
export const pagedListTotalFirst = <Columns extends SelectedFields, Values extends object>(
  declaration: PagedListDeclaration<Columns, Values> & { readFromEnd: boolean },
) => {
  const parts = listParts(declaration);
  const pageStatement = preparedStatementFamily((db, key: `${'front' | 'end'} ${string}`) => {
    const [end, variant = ''] = key.split(' ') as ['front' | 'end', string];
    const direction = end === 'end' ? parts.reversed : declaration.orderBy.direction;
    return parts
      .pageQuery(db, variant, direction, {})
      .prepare(parts.statement(`page_${end}`, variant)) as unknown as Runnable<Rows<Columns>[number]>;
  });
  const totalStatement = preparedStatementFamily((db, variant: string) =>
    parts.totalQuery(db, variant).prepare(parts.statement('total', variant)),
  );

  return {
    /** How many rows match `values` (counted, or a kept counter's value). */
    count: async (db: Queryable, values: Partial<Values>) => {
      const [row] = await totalStatement(db, variantOf(parts.filters, values)).execute({
        ...parts.boundValues(values, { offset: 0, limit: 0 }),
      });
      return row?.total ?? 0;
    },
    /** The page of the rows matching `values`, in the declared order, given their `total`. */
    page: async (db: Queryable, values: Partial<Values>, request: PageRequest & { total: number }) => {
      const variant = variantOf(parts.filters, values);
      const bound = parts.boundValues(values, request);
      const limit = Math.min(bound.limit, request.total - bound.offset);
      if (limit <= 0) return [];
      const fromEnd = declaration.readFromEnd && bound.offset + limit > request.total / 2;
      const offset = fromEnd ? request.total - bound.offset - limit : bound.offset;
      return pageStatement(db, `${fromEnd ? 'end' : 'front'} ${variant}`).execute({
        ...bound,
        limit,
        offset,
      });
    },
  };
};

import type { SelectedFields } from 'drizzle-orm/pg-core';
import type { Queryable } from './db-types.js';
import { listParts, variantOf, type BoundValues, type Rows, type Runnable } from './list-statements.js';
import type { PageRequest, PagedListDeclaration } from './paged-list-declaration.js';
import { preparedStatementFamily } from './prepared.js';
import { pageWithTotal, totalColumn } from './sql.js';

export type { PageRequest, PagedListDeclaration } from './paged-list-declaration.js';

/** The keys matching a list's filters ("select all N matching"): `total` is exact up to `limit`, else `limit + 1`. */
export interface MatchingKeys {
  keys: number[];
  /** How many rows match, counted up to `limit + 1`: above `limit` means too many (`keys` then holds `limit`). */
  total: number;
}

const matchingKeysOf =
  <Columns extends SelectedFields, Values extends object>(
    parts: ReturnType<typeof listParts<Columns, Values>>,
  ) =>
  async (db: Queryable, values: Partial<Values>, { limit }: { limit: number }): Promise<MatchingKeys> => {
    const variant = variantOf(parts.filters, values);
    const rows = await parts
      .matchingKeysQuery(db, variant, limit)
      .execute(parts.boundValues(values, { offset: 0, limit }));
    const keys = rows.map((row) => Number(row.key));
    return { keys: keys.slice(0, limit), total: keys.length };
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
        .pageQuery(
          db,
          variant,
          declaration.orderBy.direction,
          {},
          {
            sortMatchesUpTo: parts.exactUpToOf(variant),
          },
        )
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
  const page = async (db: Queryable, values: Partial<Values>, request: PageRequest) => {
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
  /** Every key matching `values` in list order, up to `limit` (bulk delete's "select all N matching"). */
  return Object.assign(page, { matchingKeys: matchingKeysOf(parts) });
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
    /** Every key matching `values` in list order, up to `limit` (bulk delete's "select all N matching"). */
    matchingKeys: matchingKeysOf(parts),
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

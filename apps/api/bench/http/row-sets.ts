// Reading the rows of the statements a real route sent (http/capture.ts): what a body builder is given, the
// columns' values as the API writes them, a statement found by its columns, a list's total, and the API's
// paginator. The bodies themselves are in bodies.ts.

export type Row = Record<string, unknown>;

export interface RowSet {
  fields: string[];
  rows: Row[];
}

export interface BodyInput {
  /** The path and query the real server was asked (page links are built from it). */
  url: string;
  /** Every statement's rows, in the order the statements were sent (the session lookup included). */
  sets: RowSet[];
}

export type BodyBuilder = (input: BodyInput) => unknown;

export const iso = (value: unknown) => {
  if (value === null || value === undefined) return null;
  return (value instanceof Date ? value : new Date(String(value))).toISOString();
};
export const int = (value: unknown) => (value === null || value === undefined ? null : Number(value));

export const has = (set: RowSet, ...fields: string[]) => fields.every((field) => set.fields.includes(field));
export const lacks = (set: RowSet, ...fields: string[]) =>
  fields.every((field) => !set.fields.includes(field));
export const findSet = (sets: RowSet[], test: (set: RowSet) => boolean, what: string) => {
  const set = sets.find(test);
  if (!set) throw new Error(`no statement returned ${what}`);
  return set;
};

export const pageUrl = (requestUrl: string, page: number) => {
  const url = new URL(requestUrl, 'http://placeholder');
  url.searchParams.set('page', String(page));
  return `${url.pathname}${url.search}`;
};

/** The API's Laravel-style paginator (apps/api/src/lib/paginator.ts). */
export const paginator = (items: unknown[], total: number, requestUrl: string, perPage: number) => {
  const page = Number(new URL(requestUrl, 'http://placeholder').searchParams.get('page') ?? 1);
  const lastPage = Math.max(1, Math.ceil(total / perPage));
  const from = items.length > 0 ? (page - 1) * perPage + 1 : null;
  return {
    data: items,
    current_page: page,
    per_page: perPage,
    total,
    last_page: lastPage,
    from,
    to: from === null ? null : from + items.length - 1,
    next_page_url: page < lastPage ? pageUrl(requestUrl, page + 1) : null,
    prev_page_url: page > 1 ? pageUrl(requestUrl, Math.min(page - 1, lastPage)) : null,
  };
};

/**
 * The total: a `count`/`total` column of a one-row statement (or the `row_count` of the trigger-kept counter), or
 * a window total on the page rows.
 */
export const totalOf = (sets: RowSet[], pageRows: RowSet) => {
  for (const column of ['total', 'count', 'full_count']) {
    if (pageRows.fields.includes(column)) return Number(pageRows.rows[0]?.[column] ?? 0);
  }
  const counted = findSet(
    sets,
    (set) => set.rows.length === 1 && (has(set, 'count') || has(set, 'total') || has(set, 'row_count')),
    'a total (count, total or row_count column)',
  );
  return Number(counted.rows[0]?.count ?? counted.rows[0]?.total ?? counted.rows[0]?.row_count);
};

/** A page of another area's list: its rows found by their columns, mapped as the API maps them, and the total. */
export const listPage =
  (isSet: (set: RowSet) => boolean, what: string, toItem: (row: Row) => unknown) =>
  (perPage: number): BodyBuilder =>
  ({ url, sets }) => {
    const page = findSet(sets, isSet, what);
    return { success: true, data: paginator(page.rows.map(toItem), totalOf(sets, page), url, perPage) };
  };

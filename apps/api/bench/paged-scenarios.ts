/** What the paged-list benchmark scenarios share: the rows of a page, the usual list pages, OFFSET baselines. */

/** Rows in a page response (`{ data: { data: [...] } }`). */
export const pageRows = (body: { data: unknown }) => (body.data as { data: unknown[] }).data.length;

/** The list's page 1, pages 2-10 and `middlePage`, each counted toward the target. */
export const listPageScenarios = (list: (page: number) => string, middlePage: number) => [
  { name: 'list, page 1', urls: [list(1)], target: true, countRows: pageRows },
  {
    name: 'list, pages 2-10',
    urls: [2, 3, 4, 5, 6, 7, 8, 9, 10].map(list),
    target: true,
    countRows: pageRows,
  },
  {
    name: `list, middle page ${middlePage}`,
    urls: [list(middlePage)],
    target: true,
    countRows: pageRows,
  },
];

/**
 * Bare SQL baselines: a round trip, then for each page (`which`: first, middle, last) count(*) and that page of
 * `table` newest first, read with plain OFFSET.
 */
export const offsetPageBaselines = (
  table: string,
  pageSize: number,
  pages: { which: string; offset: number }[],
) => [
  { name: 'select 1 (round trip)', statements: ['select 1'] },
  ...pages.map(({ which, offset }) => ({
    name: `count(*) + ${which} page, plain OFFSET`,
    statements: [
      `select count(*) from ${table}`,
      `select * from ${table} order by created_at desc, id desc limit ${pageSize}${offset ? ` offset ${offset}` : ''}`,
    ],
  })),
];

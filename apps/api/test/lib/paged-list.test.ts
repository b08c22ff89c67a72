import { sql } from 'drizzle-orm';
import { boolean, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { condition, containsText, dateRange, equals, notDeleted, oneOf } from '../../src/lib/list-filters.js';
import { pagedList, pagedListTotalFirst, type PageRequest } from '../../src/lib/paged-list.js';
import { createTestApp, type TestApp } from '../helpers/test-app.js';
import { recordStatements } from '../helpers/sent-statements.js';

// A table of its own, so each filter kind is checked against rows whose answers are known.
const probes = pgTable('paged_list_probes', {
  id: serial('id').primaryKey(),
  name: text('name').notNull(),
  nameSearch: text('name_search').notNull(),
  kind: text('kind').notNull(),
  size: integer('size').notNull(),
  flagged: boolean('flagged').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  deletedAt: timestamp('deleted_at', { withTimezone: true }),
});

const day = (n: number) => new Date(Date.UTC(2026, 0, n));

// 30 rows: created one a day, kinds a/b/c in turn, every fifth flagged, every tenth deleted.
const rows = Array.from({ length: 30 }, (_, index) => {
  const n = index + 1;
  const name = n % 7 === 0 ? `Heavy Squat ${n}` : `Row ${n}`;
  return {
    name,
    nameSearch: name.toLowerCase(),
    kind: ['a', 'b', 'c'][index % 3]!,
    size: n,
    flagged: n % 5 === 0,
    createdAt: day(n),
    deletedAt: n % 10 === 0 ? day(n + 1) : null,
  };
});

const probeList = pagedList({
  name: 'probes',
  table: probes,
  key: probes.id,
  columns: { id: probes.id, name: probes.name },
  orderBy: { column: probes.createdAt, direction: 'desc' },
  filters: {
    search: containsText(probes.nameSearch),
    kind: equals<string>(probes.kind),
    kinds: oneOf<string>(probes.kind),
    created: dateRange(probes.createdAt),
    active: notDeleted(probes.deletedAt),
    largerThan: condition<number>((size) => sql`${probes.size} > ${size}`),
  },
  // Stands in for a trigger-kept counter: the test sets the counted value and sees it read.
  keptTotals: [{ when: {}, counted: 'training_programs' }],
});

const oldestFirst = pagedList({
  name: 'probes_by_size',
  table: probes,
  key: probes.id,
  columns: { size: probes.size },
  orderBy: { column: probes.flagged, direction: 'asc' },
  filters: { kind: equals<string>(probes.kind) },
});

const totalFirst = pagedListTotalFirst({
  name: 'probes_total_first',
  table: probes,
  key: probes.id,
  columns: { name: probes.name },
  orderBy: { column: probes.createdAt, direction: 'desc' },
  filters: { search: containsText(probes.nameSearch), kind: equals<string>(probes.kind) },
  readFromEnd: true,
});

const sizesOf = (items: Array<{ name: string }>) => items.map((item) => Number(item.name.split(' ').at(-1)));

describe('pagedList', () => {
  let ctx: TestApp;
  const page = (values: Parameters<typeof probeList>[1], request: PageRequest = { page: 1, perPage: 50 }) =>
    probeList(ctx.db, values, request);

  beforeAll(async () => {
    ctx = await createTestApp();
    await ctx.db.execute(sql`create table paged_list_probes (
      id serial primary key, name text not null, name_search text not null, kind text not null,
      size integer not null, flagged boolean not null, created_at timestamptz not null, deleted_at timestamptz)`);
    await ctx.db.insert(probes).values(rows);
    await ctx.db.execute(
      sql`update table_row_counts set row_count = 1234 where table_name = 'training_programs'`,
    );
  });
  afterAll(async () => ctx.close());

  it('reads the unfiltered total from the kept counter and counts every filtered one', async () => {
    expect((await page({})).total).toBe(1234);
    expect((await page({ kind: 'a' })).total).toBe(10);
  });

  it('orders by the declared column with the id as tie-breaker, and pages', async () => {
    const first = await page({}, { page: 1, perPage: 4 });
    expect(sizesOf(first.items)).toEqual([30, 29, 28, 27]);
    const third = await page({}, { page: 3, perPage: 4 });
    expect(sizesOf(third.items)).toEqual([22, 21, 20, 19]);
    const byOffset = await page({}, { offset: 5, limit: 2 });
    expect(sizesOf(byOffset.items)).toEqual([25, 24]);
    // Ten rows share each flag value; within one the id decides, in the declared direction.
    const ties = await oldestFirst(ctx.db, { kind: 'a' }, { page: 1, perPage: 10 });
    expect(ties.items.map((item) => item.size)).toEqual([1, 4, 7, 13, 16, 19, 22, 28, 10, 25]);
  });

  it('applies each filter kind, alone and together', async () => {
    expect(sizesOf((await page({ search: 'SQUAT' })).items)).toEqual([28, 21, 14, 7]);
    expect(sizesOf((await page({ search: '100%' })).items)).toEqual([]);
    expect((await page({ kinds: ['a', 'c'] })).total).toBe(20);
    expect(sizesOf((await page({ created: { from: day(3), to: day(6) } })).items)).toEqual([5, 4, 3]);
    expect(sizesOf((await page({ created: { from: day(28) } })).items)).toEqual([30, 29, 28]);
    expect(sizesOf((await page({ created: { to: day(3) } })).items)).toEqual([2, 1]);
    expect((await page({ active: true })).total).toBe(27);
    expect(sizesOf((await page({ active: false })).items)).toEqual([30, 20, 10]);
    expect(sizesOf((await page({ largerThan: 26 })).items)).toEqual([30, 29, 28, 27]);
    const together = await page({ search: 'squat', kind: 'a', active: true, largerThan: 10 });
    expect(sizesOf(together.items)).toEqual([28]);
    expect(together.total).toBe(1);
  });

  it('answers a page past the last with no rows and the real total, and an empty list with 0', async () => {
    expect(await page({ kind: 'b' }, { page: 9, perPage: 5 })).toMatchObject({ items: [], total: 10 });
    expect(await page({}, { page: 99, perPage: 5 })).toMatchObject({ items: [], total: 1234 });
    expect(await page({ search: 'nothing like this' })).toMatchObject({ items: [], total: 0 });
  });

  it('builds one statement per filter combination, named unless it searches text, one per request', async () => {
    const sent = await recordStatements(ctx.db, async () => {
      await page({ kind: 'a' });
      await page({ kind: 'b' });
      await page({ active: true });
      await page({ active: false });
      await page({ search: 'row', kind: 'c' });
      await page({ search: 'squat', kind: 'a' });
    });
    expect(sent).toHaveLength(6);
    expect(sent.map((statement) => statement.name)).toEqual([
      'probes_page_kind-eq',
      'probes_page_kind-eq',
      'probes_page_active-active',
      'probes_page_active-deleted',
      undefined,
      undefined,
    ]);
    // The same combination with other values sends the same text: the values are placeholders.
    expect(sent[0]!.text).toBe(sent[1]!.text);
    expect(sent[4]!.text).toBe(sent[5]!.text);
  });

  it('with the total first: counts, reads a page in the second half from the end, in the same order', async () => {
    expect(await totalFirst.count(ctx.db, { kind: 'b' })).toBe(10);
    expect(await totalFirst.count(ctx.db, { search: 'squat' })).toBe(4);
    const total = 30;
    const pages = [];
    for (let number = 1; number <= 4; number += 1) {
      pages.push(sizesOf(await totalFirst.page(ctx.db, {}, { page: number, perPage: 8, total })));
    }
    expect(pages).toEqual([
      [30, 29, 28, 27, 26, 25, 24, 23],
      [22, 21, 20, 19, 18, 17, 16, 15],
      [14, 13, 12, 11, 10, 9, 8, 7],
      [6, 5, 4, 3, 2, 1],
    ]);
    expect(await totalFirst.page(ctx.db, {}, { page: 5, perPage: 8, total })).toEqual([]);
    const sent = await recordStatements(ctx.db, async () => {
      await totalFirst.page(ctx.db, { kind: 'c' }, { page: 1, perPage: 3, total: 10 });
      await totalFirst.page(ctx.db, { kind: 'c' }, { page: 4, perPage: 3, total: 10 });
    });
    expect(sent.map((statement) => statement.name)).toEqual([
      'probes_total_first_page_front_kind-eq',
      'probes_total_first_page_end_kind-eq',
    ]);
  });

  it('resolves every key matching the filters in list order, counted up to one past the limit', async () => {
    const ofKindA = await probeList.matchingKeys(ctx.db, { kind: 'a', active: true }, { limit: 100 });
    expect(ofKindA.total).toBe(9);
    const expected = rows
      .map((row, index) => ({ ...row, id: index + 1 }))
      .filter((row) => row.kind === 'a' && row.deletedAt === null)
      .map((row) => row.id)
      .reverse();
    expect(ofKindA.keys).toEqual(expected);
    const searched = await probeList.matchingKeys(ctx.db, { search: 'squat' }, { limit: 100 });
    expect(searched).toEqual({ keys: [28, 21, 14, 7], total: 4 });
    // Above the limit: `limit` keys, and a total one past it (the caller refuses that many).
    expect(await probeList.matchingKeys(ctx.db, {}, { limit: 5 })).toEqual({
      keys: [30, 29, 28, 27, 26],
      total: 6,
    });
    expect(await totalFirst.matchingKeys(ctx.db, { kind: 'b' }, { limit: 3 })).toEqual({
      keys: [29, 26, 23],
      total: 4,
    });
    expect(await probeList.matchingKeys(ctx.db, { search: 'nothing like this' }, { limit: 5 })).toEqual({
      keys: [],
      total: 0,
    });
  });
});

import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Paginated, Recipe } from '@coachboard/contract';
import { recipes } from '../../src/db/schema/index.js';
import { adminAuthHeader } from '../helpers/auth.js';
import { recordStatements } from '../helpers/sent-statements.js';
import { createTestApp, type TestApp } from '../helpers/test-app.js';
import type { AuthHeader } from '../programs/program-helpers.js';
import { createRecipeViaApi } from './recipe-helpers.js';

const RECIPE_COUNT = 40;

describe('recipes: list and search', () => {
  let ctx: TestApp;
  let admin: AuthHeader;
  /** Ids newest first, as the list orders them. */
  let newestFirst: number[];

  const page = async (url: string) => {
    const response = await ctx.app.inject({ method: 'GET', url, headers: admin });
    expect(response.statusCode, response.body).toBe(200);
    return response.json<{ data: Paginated<Recipe> }>().data;
  };

  beforeAll(async () => {
    ctx = await createTestApp();
    admin = await adminAuthHeader(ctx.app, ctx.db);
    // Pairs of rows share a created_at, so the id tie-breaker decides their order.
    await ctx.db.insert(recipes).values(
      Array.from({ length: RECIPE_COUNT }, (_, i) => ({
        name: `Recipe ${i + 1}${i % 10 === 0 ? ' with Chicken' : ''}`,
        description: i % 7 === 0 ? `Spicy 100%_real sauce number ${i + 1}` : null,
        createdAt: new Date(Date.UTC(2026, 0, 1) + Math.floor(i / 2) * 60_000),
      })),
    );
    const rows = await ctx.db.execute<{ id: string }>(
      sql`select id from recipes order by created_at desc, id desc`,
    );
    newestFirst = rows.rows.map((row) => Number(row.id));
  });
  afterAll(async () => ctx.close());

  it('pages 15 at a time, newest first, with the paginator numbers', async () => {
    const first = await page('/api/recipes');
    expect(first).toMatchObject({ current_page: 1, per_page: 15, total: 40, last_page: 3, from: 1, to: 15 });
    expect(first.data.map((recipe) => recipe.id)).toEqual(newestFirst.slice(0, 15));
  });

  it('serves every page, including those counted from the end, in the same order', async () => {
    const ids: number[] = [];
    for (const n of [1, 2, 3])
      ids.push(...(await page(`/api/recipes?page=${n}`)).data.map((recipe) => recipe.id));
    expect(ids).toEqual(newestFirst);
    for (const perPage of [7, 9, 40]) {
      const all: number[] = [];
      const lastPage = Math.ceil(RECIPE_COUNT / perPage);
      for (let n = 1; n <= lastPage; n += 1) {
        all.push(
          ...(await page(`/api/recipes?page=${n}&per_page=${perPage}`)).data.map((recipe) => recipe.id),
        );
      }
      expect(all, `per_page ${perPage}`).toEqual(newestFirst);
    }
  });

  it('answers a page past the end with no rows and the real total', async () => {
    expect(await page('/api/recipes?page=9')).toMatchObject({ data: [], total: 40, last_page: 3 });
  });

  it('keeps the total right after deletes', async () => {
    const extra = await createRecipeViaApi(ctx.app, admin, { name: 'Temporary' });
    expect((await page('/api/recipes')).total).toBe(41);
    await ctx.app.inject({ method: 'DELETE', url: `/api/recipes/${extra.id}`, headers: admin });
    expect((await page('/api/recipes')).total).toBe(40);
  });

  it('searches name and description case-insensitively, newest first', async () => {
    const byName = await page('/api/recipes/search?searchTerm=cHiCkEn');
    expect(byName.total).toBe(4);
    expect(byName.data.map((recipe) => recipe.name)).toEqual([
      'Recipe 31 with Chicken',
      'Recipe 21 with Chicken',
      'Recipe 11 with Chicken',
      'Recipe 1 with Chicken',
    ]);
    const byDescription = await page('/api/recipes/search?searchTerm=SPICY');
    expect(byDescription.total).toBe(6);
    expect(byDescription).toMatchObject({ current_page: 1, last_page: 1 });
  });

  it('takes % and _ in the term literally', async () => {
    expect((await page('/api/recipes/search?searchTerm=100%25_real')).total).toBe(6);
    expect((await page('/api/recipes/search?searchTerm=100__real')).total).toBe(0);
    expect((await page('/api/recipes/search?searchTerm=%25')).total).toBe(6);
  });

  it('pages search results from either end in the same order', async () => {
    const ids = [];
    for (const n of [1, 2, 3]) {
      ids.push(
        ...(await page(`/api/recipes/search?searchTerm=recipe&page=${n}&per_page=15`)).data.map((r) => r.id),
      );
    }
    expect(ids).toEqual(newestFirst);
  });

  it('finds one- and two-character terms, which have no trigram, as it finds longer ones', async () => {
    expect((await page('/api/recipes/search?searchTerm=31')).data.map((recipe) => recipe.name)).toEqual([
      'Recipe 31 with Chicken',
    ]);
    // 2, 12, 20-29 and 32 by name.
    expect((await page('/api/recipes/search?searchTerm=2')).total).toBe(13);
    expect((await page('/api/recipes/search?searchTerm=Q')).total).toBe(0);
  });

  it('does not match across the name and the description', async () => {
    expect((await page('/api/recipes/search?searchTerm=chicken spicy')).total).toBe(0);
  });

  it('lists everything for an empty term and finds nothing for an unknown one', async () => {
    expect((await page('/api/recipes/search?searchTerm=')).total).toBe(40);
    expect(await page('/api/recipes/search?searchTerm=zzz')).toMatchObject({
      data: [],
      total: 0,
      last_page: 1,
    });
  });

  it('refuses a search term over 255 characters with 422', async () => {
    const response = await ctx.app.inject({
      method: 'GET',
      url: `/api/recipes/search?searchTerm=${'a'.repeat(256)}`,
      headers: admin,
    });
    expect(response.statusCode).toBe(422);
  });

  it('has the indexes the list and the search rely on', async () => {
    const indexes = await ctx.db.execute<{ indexname: string; indexdef: string }>(
      sql`select indexname, indexdef from pg_indexes where tablename = 'recipes_with_trash'`,
    );
    const byName = Object.fromEntries(indexes.rows.map((row) => [row.indexname, row.indexdef]));
    expect(byName.recipes_created_at_id_idx).toContain('created_at DESC, id DESC');
    expect(byName.recipes_search_text_trgm_idx).toContain('gin (search_text gin_trgm_ops)');
  });

  it('runs each page statement with its own values, searches as unnamed statements', async () => {
    const ids = async (url: string) => (await page(url)).data.map((recipe) => recipe.id);
    const names = async (url: string) => (await page(url)).data.map((recipe) => recipe.name);
    const sent = await recordStatements(ctx.db, async () => {
      // The same variant twice with other values: the statement is reused, the values are not.
      expect(await ids('/api/recipes?page=1&per_page=7')).toEqual(newestFirst.slice(0, 7));
      expect(await ids('/api/recipes?page=2&per_page=5')).toEqual(newestFirst.slice(5, 10));
      expect(await ids('/api/recipes?page=5&per_page=7')).toEqual(newestFirst.slice(28, 35));
      expect(await ids('/api/recipes?page=6&per_page=7')).toEqual(newestFirst.slice(35));
      expect(await ids('/api/recipes/search?searchTerm=recipe&page=1&per_page=15')).toEqual(
        newestFirst.slice(0, 15),
      );
      expect(await names('/api/recipes/search?searchTerm=recipe 1&page=1&per_page=5')).toEqual([
        'Recipe 19',
        'Recipe 18',
        'Recipe 17',
        'Recipe 16',
        'Recipe 15',
      ]);
      expect(await ids('/api/recipes/search?searchTerm=recipe&page=3&per_page=15')).toEqual(
        newestFirst.slice(30),
      );
      expect(await names('/api/recipes/search?searchTerm=spicy&page=2&per_page=4')).toEqual([
        'Recipe 8',
        'Recipe 1 with Chicken',
      ]);
    });
    const recipeStatements = sent.filter((statement) => /"recipes"|"recipe_counts"/.test(statement.text));
    const searches = recipeStatements.filter((statement) => statement.text.includes(' like lower('));
    expect(searches).toHaveLength(8);
    expect(searches.every((statement) => statement.name === undefined)).toBe(true);
    const others = recipeStatements.filter((statement) => !statement.text.includes(' like lower('));
    expect(others).toHaveLength(8);
    expect(new Set(others.map((statement) => statement.name))).toEqual(
      new Set(['recipes_total', 'recipes_page_front_all', 'recipes_page_end_all']),
    );
  });
});

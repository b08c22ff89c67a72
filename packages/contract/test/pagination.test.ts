import { describe, expect, it } from 'vitest';
import { paginate, toPaginated } from '../src/index.js';

describe('paginate', () => {
  it('numbers a middle page of a known total', () => {
    expect(paginate(65, 2, 30)).toEqual({
      current_page: 2,
      per_page: 30,
      total: 65,
      last_page: 3,
      from: 31,
      to: 60,
      next_page: 3,
      prev_page: 1,
    });
  });

  it('numbers the last, partial page and an empty list', () => {
    expect(paginate(65, 3, 30)).toMatchObject({ from: 61, to: 65, next_page: null, prev_page: 2 });
    expect(paginate(0, 1, 30)).toMatchObject({ last_page: 1, from: null, to: null, next_page: null });
  });

  it('keeps the total on a page past the end and points back at the last page', () => {
    expect(paginate(65, 9, 30)).toMatchObject({ total: 65, last_page: 3, from: null, prev_page: 3 });
  });

  it('trusts an extra fetched row over an estimated total', () => {
    expect(paginate(10, 1, 20, { itemCount: 20, hasMore: true })).toMatchObject({
      last_page: 2,
      to: 20,
      next_page: 2,
    });
    expect(paginate(500, 2, 20, { itemCount: 3, hasMore: false })).toMatchObject({ to: 23, next_page: null });
  });

  it('keeps the total on a page past the end of a list fetched with an extra row', () => {
    expect(paginate(45, 9_007_199_254_740_991, 20, { itemCount: 0, hasMore: false })).toMatchObject({
      last_page: 3,
      from: null,
      next_page: null,
      prev_page: 3,
    });
  });
});

describe('toPaginated', () => {
  it('adds the items and builds page links', () => {
    const page = toPaginated(['a'], paginate(3, 2, 1), (n) => `/x?page=${n}`);
    expect(page).toMatchObject({ data: ['a'], next_page_url: '/x?page=3', prev_page_url: '/x?page=1' });
    expect(page).not.toHaveProperty('next_page');
  });
});

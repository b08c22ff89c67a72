import { describe, expect, it } from 'vitest';
import { QueryClient } from '@tanstack/react-query';
import { createQueryKeys, invalidateKeys } from './query-keys';

const keys = createQueryKeys('things', (base) => ({
  parts: (id: number) => [...base.detail(id), 'parts'] as const,
}));

describe('createQueryKeys', () => {
  it('nests lists, searches and details under the area, and extra keys under the detail', () => {
    expect(keys.list({ page: 2 })).toEqual(['things', 'list', { page: 2 }]);
    expect(keys.search({ searchTerm: 'x', page: 1 })).toEqual([
      'things',
      'search',
      { searchTerm: 'x', page: 1 },
    ]);
    expect(keys.parts(4)).toEqual(['things', 'detail', 4, 'parts']);
    expect(keys.pages()).toEqual([
      ['things', 'list'],
      ['things', 'search'],
    ]);
  });

  it('invalidates every given key and what nests under it, and nothing else', async () => {
    const queryClient = new QueryClient();
    queryClient.setQueryData(keys.list({ page: 1 }), 'list');
    queryClient.setQueryData(keys.search({ searchTerm: 'x' }), 'search');
    queryClient.setQueryData(keys.parts(4), 'parts');
    queryClient.setQueryData(keys.parts(5), 'other parts');

    await invalidateKeys(queryClient, [...keys.pages(), keys.detail(4)]);

    const invalidated = (key: readonly unknown[]) => queryClient.getQueryState(key)?.isInvalidated;
    expect(invalidated(keys.list({ page: 1 }))).toBe(true);
    expect(invalidated(keys.search({ searchTerm: 'x' }))).toBe(true);
    expect(invalidated(keys.parts(4))).toBe(true);
    expect(invalidated(keys.parts(5))).toBe(false);
  });
});

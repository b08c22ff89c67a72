import { renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { SearchHit } from '@coachboard/contract';
import {
  RECENT_RECORDS_KEY,
  RECENT_RECORDS_LIMIT,
  readRecentRecords,
  rememberRecord,
  useRememberOpened,
} from './recent-records';

const createSearchHit = (overrides: Partial<SearchHit> = {}): SearchHit => ({
  id: 12,
  kind: 'users',
  title: 'Ada Lovelace',
  subtitle: 'ada.lovelace@example.com',
  path: `/admin/${overrides.kind ?? 'users'}/${overrides.id ?? 12}`,
  ...overrides,
});

describe('recently opened records', () => {
  it('keeps the last eight opened, newest first, each record once', () => {
    for (let id = 1; id <= 10; id += 1) rememberRecord(createSearchHit({ id, title: `User ${id}` }));
    rememberRecord(createSearchHit({ id: 5, title: 'User 5' }));

    const records = readRecentRecords();
    expect(RECENT_RECORDS_LIMIT).toBe(8);
    expect(records.map((record) => record.id)).toEqual([5, 10, 9, 8, 7, 6, 4, 3]);
  });

  it('tells records of different kinds with the same id apart', () => {
    rememberRecord(createSearchHit({ kind: 'users', id: 3 }));
    rememberRecord(createSearchHit({ kind: 'programs', id: 3, title: 'Strength Base' }));

    expect(readRecentRecords().map((record) => `${record.kind} ${record.id}`)).toEqual([
      'programs 3',
      'users 3',
    ]);
  });

  it('stores only what a row needs and ignores what it cannot read', () => {
    rememberRecord({ ...createSearchHit(), extra: 'not kept' } as ReturnType<typeof createSearchHit>);
    expect(JSON.parse(window.localStorage.getItem(RECENT_RECORDS_KEY) ?? '[]')).toEqual([createSearchHit()]);

    window.localStorage.setItem(RECENT_RECORDS_KEY, '{not json');
    expect(readRecentRecords()).toEqual([]);
    window.localStorage.setItem(RECENT_RECORDS_KEY, JSON.stringify([{ id: 'x' }]));
    expect(readRecentRecords()).toEqual([]);
  });

  it('remembers a record a page opened once it is loaded, again when its title changes', () => {
    rememberRecord(createSearchHit({ id: 1, title: 'User 1' }));
    const { rerender } = renderHook(({ record }: { record: SearchHit | null }) => useRememberOpened(record), {
      initialProps: { record: null as SearchHit | null },
    });
    expect(readRecentRecords().map((record) => record.id)).toEqual([1]);

    rerender({ record: createSearchHit({ id: 2, title: 'User 2' }) });
    rememberRecord(createSearchHit({ id: 3, title: 'User 3' }));
    rerender({ record: createSearchHit({ id: 2, title: 'User 2' }) });
    expect(readRecentRecords().map((record) => record.id)).toEqual([3, 2, 1]);

    rerender({ record: createSearchHit({ id: 2, title: 'User Two' }) });
    expect(readRecentRecords().map((record) => `${record.id} ${record.title}`)).toEqual([
      '2 User Two',
      '3 User 3',
      '1 User 1',
    ]);
  });
});

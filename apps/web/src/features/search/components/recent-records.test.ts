import { describe, expect, it } from 'vitest';
import { createSearchHit } from '../testing/search-factories';
import {
  RECENT_RECORDS_KEY,
  RECENT_RECORDS_LIMIT,
  readRecentRecords,
  rememberRecord,
} from './recent-records';

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
});

import { useEffect, useSyncExternalStore } from 'react';
import { z } from 'zod';
import { searchHitSchema, type SearchHit } from '@coachboard/contract';

/**
 * The records the admin opened last, newest first, in this browser: from the search box or the palette, and from
 * any visit to a record's detail page (`useRememberOpened`), however it was reached.
 */
export const RECENT_RECORDS_KEY = 'recently_opened';
export const RECENT_RECORDS_LIMIT = 8;

const storedRecordsSchema = z.array(searchHitSchema);
const listeners = new Set<() => void>();
let snapshot: { raw: string | null; records: SearchHit[] } = { raw: null, records: [] };

const readRaw = () => {
  try {
    return window.localStorage.getItem(RECENT_RECORDS_KEY);
  } catch {
    return null;
  }
};

const parse = (raw: string | null): SearchHit[] => {
  if (!raw) return [];
  try {
    const parsed = storedRecordsSchema.safeParse(JSON.parse(raw));
    return parsed.success ? parsed.data : [];
  } catch {
    return [];
  }
};

/** The same array while the stored text is the same, as useSyncExternalStore needs. */
export const readRecentRecords = (): SearchHit[] => {
  const raw = readRaw();
  if (raw !== snapshot.raw) snapshot = { raw, records: parse(raw) };
  return snapshot.records;
};

export const rememberRecord = (hit: SearchHit) => {
  const { id, kind, title, subtitle, path } = hit;
  const records = [
    { id, kind, title, subtitle, path },
    ...readRecentRecords().filter((record) => record.kind !== kind || record.id !== id),
  ].slice(0, RECENT_RECORDS_LIMIT);
  try {
    window.localStorage.setItem(RECENT_RECORDS_KEY, JSON.stringify(records));
  } catch {
    // A full or disabled storage only costs the list of recent records.
  }
  for (const listener of listeners) listener();
};

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  const onStorage = (event: StorageEvent) => {
    if (event.key === null || event.key === RECENT_RECORDS_KEY) listener();
  };
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
};

export const useRecentRecords = () => useSyncExternalStore(subscribe, readRecentRecords);

/**
 * A detail page remembers its record once loaded, and again when its title or subtitle changes (an edit), so
 * 'Recently opened' follows visits made from lists, links and typed addresses too. Pass null while loading.
 */
export function useRememberOpened(record: SearchHit | null) {
  const { id, kind, title, subtitle, path } = record ?? {};
  useEffect(() => {
    if (id === undefined || kind === undefined || title === undefined || path === undefined) return;
    rememberRecord({ id, kind, title, subtitle: subtitle ?? '', path });
  }, [id, kind, title, subtitle, path]);
}

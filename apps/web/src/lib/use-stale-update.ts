import { useState } from 'react';
import { ApiError, errorMessage } from './api-error';

/** A record the API sends with its version: the `updated_at` an edit form sends back as its precondition. */
export interface VersionedRecord {
  updated_at: string;
}

/** Whether a failed save is the API's 409 for a stale copy; the area's message tells it from other conflicts. */
export const isStaleUpdate = (error: unknown, message: string) =>
  error instanceof ApiError && error.status === 409 && error.message === message;

export interface StaleUpdateOptions<T extends VersionedRecord> {
  /** The record as the form opened it; none in create mode, which sends no precondition. */
  record: T | undefined;
  /** The area's 409 message for a stale save. */
  message: string;
  /** Fetches the latest version of the record. */
  load: (record: T) => Promise<T>;
  /** Resets the form to the latest version; the admin's typed values are dropped only here. */
  onReloaded: (latest: T) => void;
}

export interface StaleUpdateNoticeState {
  message: string;
  onReload: () => void;
  isReloading: boolean;
}

/**
 * Two admins editing one record: the form sends `precondition` (the `updated_at` it loaded) with its save.
 * When the API refuses the save as stale, `catchStale(error)` returns true and `notice` holds the message
 * and the Reload action for the form's banner (`StaleUpdateNotice`). Reload fetches the record, makes it
 * the version the next save is checked against and hands it to `onReloaded`.
 */
export function useStaleUpdate<T extends VersionedRecord>({
  record,
  message,
  load,
  onReloaded,
}: StaleUpdateOptions<T>) {
  const [current, setCurrent] = useState(record);
  const [noticeMessage, setNoticeMessage] = useState<string | null>(null);
  const [isReloading, setReloading] = useState(false);

  const reload = async () => {
    if (!current) return;
    setReloading(true);
    try {
      const latest = await load(current);
      setCurrent(latest);
      setNoticeMessage(null);
      onReloaded(latest);
    } catch (error) {
      setNoticeMessage(errorMessage(error));
    } finally {
      setReloading(false);
    }
  };

  const catchStale = (error: unknown) => {
    const stale = isStaleUpdate(error, message);
    setNoticeMessage(stale ? message : null);
    return stale;
  };

  const notice: StaleUpdateNoticeState | null =
    noticeMessage === null ? null : { message: noticeMessage, onReload: () => void reload(), isReloading };

  return {
    /** The version the next save is checked against (the opened record until a Reload). */
    current,
    precondition: current ? { expected_updated_at: current.updated_at } : {},
    notice,
    catchStale,
  };
}

import { addDays, measureCompliance } from '@coachboard/contract';
import type { Queryable } from '../../../lib/db-types.js';
import { todayUtc } from '../../assignments/public.js';
import {
  appUserIdsAfter,
  appUserIdsAmong,
  keepCompliance,
  type KeptCompliance,
} from '../compliance-repository.js';
import { readTrainingFacts } from './measure-training.js';

/** One user's kept figures on `today`: one read of 30 days gives both windows and the last training day. */
export const measureKeptCompliance = async (
  db: Queryable,
  userId: number,
  today: string,
): Promise<KeptCompliance> => {
  const from30 = addDays(today, -29);
  const facts = await readTrainingFacts(db, userId, from30, today);
  const month = measureCompliance(from30, today, facts.scheduled, facts.workouts);
  const week = measureCompliance(addDays(today, -6), today, facts.scheduled, facts.workouts);
  return {
    userId,
    compliance7d: week.percentage,
    compliance30d: month.percentage,
    lastTrainingDay: facts.scheduled.at(-1)?.date ?? null,
    measuredOn: today,
  };
};

/**
 * Measures each user in turn. A job passes the queue's abort signal: a shutdown then ends the job between two
 * users (it fails and runs again later, measuring from the start: a measure only overwrites kept figures), instead
 * of holding the stop for the whole batch.
 */
const measureEach = async (db: Queryable, ids: readonly number[], today: string, signal?: AbortSignal) => {
  const rows: KeptCompliance[] = [];
  for (const id of ids) {
    signal?.throwIfAborted();
    rows.push(await measureKeptCompliance(db, id, today));
  }
  return rows;
};

/** Measures these users again and keeps their figures (the job queued with a workout or an assignment). */
export const refreshCompliance = async (
  db: Queryable,
  userIds: readonly number[],
  today = todayUtc(),
  signal?: AbortSignal,
) => {
  const ids = await appUserIdsAmong(db, userIds);
  const rows = await measureEach(db, ids, today, signal);
  await keepCompliance(db, rows);
  return rows.length;
};

/** Users measured per statement of the daily measure: memory holds one batch. */
export const DAILY_MEASURE_BATCH = 200;

/**
 * One step of the daily measure as the job queue runs it: the next `size` active app users after `afterId`,
 * answering the last id measured (null when none was left). A job stays short, so a shutdown waits for one step,
 * never for the whole measure; the step queues the next.
 */
export const refreshComplianceAfter = async (
  db: Queryable,
  afterId: number,
  size: number,
  today = todayUtc(),
  signal?: AbortSignal,
): Promise<number | null> => {
  const ids = await appUserIdsAfter(db, afterId, size);
  if (ids.length === 0) return null;
  const rows = await measureEach(db, ids, today, signal);
  await keepCompliance(db, rows);
  return ids.length < size ? null : ids.at(-1)!;
};

/**
 * The daily measure, for the passage of time: every active app user by id, a batch at a time (each batch its own
 * statements, no transaction held across batches), so memory holds one batch whatever the user count.
 */
export const refreshAllCompliance = async (db: Queryable, today = todayUtc()) => {
  let afterId = 0;
  let measured = 0;
  for (;;) {
    const ids = await appUserIdsAfter(db, afterId, DAILY_MEASURE_BATCH);
    if (ids.length === 0) return measured;
    const rows = await measureEach(db, ids, today);
    await keepCompliance(db, rows);
    measured += rows.length;
    afterId = ids.at(-1)!;
  }
};

import { count, sql } from 'drizzle-orm';
import type { PgSelect } from 'drizzle-orm/pg-core';
import { USER_PICKER_EXACT_TOTAL_LIMIT } from '@coachboard/contract';
import type { Queryable } from './db-types.js';

export interface PickerTotal {
  total: number;
  isEstimate: boolean;
}

/** How many rows `matching` yields, counting no further than `limit` (the scan stops there). */
const countUpTo = async (db: Queryable, matching: PgSelect, limit: number) => {
  const [row] = await db.select({ total: count() }).from(matching.limit(limit).as('matches'));
  return row?.total ?? 0;
};

/** PostgreSQL's row estimate for `matching`, from its plan (no rows are read). */
const estimateRows = async (db: Queryable, matching: PgSelect) => {
  const result = await db.execute<{ 'QUERY PLAN': [{ Plan: { 'Plan Rows': number } }] }>(
    sql`explain (format json) ${matching}`,
  );
  return Math.round(result.rows[0]?.['QUERY PLAN'][0].Plan['Plan Rows'] ?? 0);
};

/**
 * The total for a user-picker page whose rows were fetched with one extra row (`hasMore`). On the last page
 * the total follows from the rows; otherwise matches are counted up to USER_PICKER_EXACT_TOTAL_LIMIT, and
 * beyond that the planner's estimate stands in, so no request reads more than a bounded number of rows to
 * count. `matching` is a fresh select of the matching rows (no order, limit or offset).
 */
export const pickerTotal = async (
  db: Queryable,
  matching: () => PgSelect,
  seen: { offset: number; items: number; hasMore: boolean },
): Promise<PickerTotal> => {
  const reached = seen.offset + seen.items;
  if (!seen.hasMore && (seen.items > 0 || seen.offset === 0)) return { total: reached, isEstimate: false };
  // The estimate is only planning work; asking for it alongside the count saves a round trip when needed.
  const [counted, estimate] = await Promise.all([
    countUpTo(db, matching(), USER_PICKER_EXACT_TOTAL_LIMIT + 1),
    estimateRows(db, matching()),
  ]);
  if (counted <= USER_PICKER_EXACT_TOTAL_LIMIT) return { total: counted, isEstimate: false };
  return { total: Math.max(estimate, counted, reached + (seen.hasMore ? 1 : 0)), isEstimate: true };
};

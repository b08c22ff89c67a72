import { sql } from 'drizzle-orm';
import type { Database } from '../db/client.js';

export interface RateLimitRule {
  /** Attempts allowed per window. */
  max: number;
  windowSeconds: number;
}

export interface RateLimitResult {
  count: number;
  limited: boolean;
  /** Seconds until the window resets. */
  retryAfterSeconds: number;
}

/**
 * Counts one attempt against a fixed-window counter kept in PostgreSQL (atomic upsert, so concurrent requests
 * and several API instances share it) and says whether the limit is exceeded.
 */
export const hitRateLimit = async (
  db: Database,
  key: string,
  rule: RateLimitRule,
): Promise<RateLimitResult> => {
  const result = await db.execute<{ count: number; retry_after: string }>(sql`
    insert into rate_limit_counters as c (key, count, reset_at)
    values (${key}, 1, now() + make_interval(secs => ${rule.windowSeconds}))
    on conflict (key) do update set
      count = case when c.reset_at <= now() then 1 else c.count + 1 end,
      reset_at = case when c.reset_at <= now() then excluded.reset_at else c.reset_at end
    returning c.count, extract(epoch from c.reset_at - now()) as retry_after`);
  const row = result.rows[0]!;
  if (Math.random() < 0.01) void pruneRateLimits(db).catch(() => undefined);
  return {
    count: row.count,
    limited: row.count > rule.max,
    retryAfterSeconds: Math.max(1, Math.ceil(Number(row.retry_after))),
  };
};

/** Takes back counted attempts (e.g. the login succeeded after all); never below 0. */
export const refundRateLimit = async (db: Database, key: string, attempts = 1) => {
  await db.execute(
    sql`update rate_limit_counters set count = greatest(count - ${attempts}, 0) where key = ${key}`,
  );
};

/** Deletes the counter; resolves to the attempts it held in its current window (0 when none or expired). */
export const resetRateLimit = async (db: Database, key: string): Promise<number> => {
  const result = await db.execute<{ count: number }>(sql`
    delete from rate_limit_counters where key = ${key}
    returning case when reset_at > now() then count else 0 end as count`);
  return result.rows[0]?.count ?? 0;
};

/** The attempts counted in the key's current window, without counting one (0 when none or expired). */
export const peekRateLimit = async (db: Database, key: string): Promise<number> => {
  const result = await db.execute<{ count: number }>(
    sql`select count from rate_limit_counters where key = ${key} and reset_at > now()`,
  );
  return result.rows[0]?.count ?? 0;
};

/**
 * Counts one and moves the window's end to `windowSeconds` from now: a sliding mark ("seen within the last
 * windowSeconds") rather than a fixed window.
 */
export const touchRateLimit = async (db: Database, key: string, windowSeconds: number) => {
  await db.execute(sql`
    insert into rate_limit_counters as c (key, count, reset_at)
    values (${key}, 1, now() + make_interval(secs => ${windowSeconds}))
    on conflict (key) do update set
      count = case when c.reset_at <= now() then 1 else c.count + 1 end,
      reset_at = excluded.reset_at`);
};

export const pruneRateLimits = async (db: Database) => {
  await db.execute(sql`delete from rate_limit_counters where reset_at < now() - interval '1 hour'`);
};

import { count, eq, sql, type Placeholder, type SQL } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import {
  DASHBOARD_WINDOW_DAYS,
  dashboardCardKeys,
  type Dashboard,
  type DashboardCardKey,
  type DashboardReadMarks,
} from '@coachboard/contract';
import { dashboardReadMarks, userLastProgramEnds, users } from '../../db/schema/index.js';
import type { Queryable } from '../../lib/db-types.js';
import { preparedStatement } from '../../lib/prepared.js';
import { keptRowCount, type KeptTotal } from '../../lib/sql.js';
import { failedSignIns } from '../audit/public.js';
import { unansweredSupportPosts } from '../community/public.js';
import { emptyTrainingDaysTotal } from '../training-days/public.js';
import {
  checkInsToReview,
  overdueCheckIns,
  userAttentionConditions,
  userAttentionTotals,
} from '../users/public.js';

/**
 * The records a card counts: the very table, joins and condition its list reads (each owning module's), the kept
 * total its list's total reads too, or (programs ending) kept rows the tests hold to its list.
 */
type CountedRecords =
  | {
      table: PgTable;
      innerJoins?: ReadonlyArray<{ table: PgTable; on: SQL }>;
      where: SQL;
    }
  | { kept: KeptTotal };

const utcToday = sql`((now() at time zone 'UTC')::date)`;

/**
 * 'Programs ending soon' from the kept end of each user's last live assignment (migration 0047): the users whose
 * last assignment ends within (today, today + 7], as `userAttentionConditions.program_ending` lists them, read as
 * one range of `user_last_program_ends_active_idx` instead of every assignment ending in the window probed for a
 * later one per user (27-44 ms at the member volume, docs/BENCHMARKS.md).
 */
const lastProgramEndsSoon = sql`${userLastProgramEnds.userActive}
    and ${userLastProgramEnds.endsOn} > ${utcToday}
    and ${userLastProgramEnds.endsOn} <= ${utcToday} + ${sql.raw(String(DASHBOARD_WINDOW_DAYS))}`;

const countedRecords: Record<DashboardCardKey, CountedRecords> = {
  programs_ending: { table: userLastProgramEnds, where: lastProgramEndsSoon },
  no_current_program: { kept: userAttentionTotals.no_current_program! },
  empty_training_days: { kept: emptyTrainingDaysTotal },
  unanswered_support_posts: unansweredSupportPosts,
  new_users: { table: users, where: userAttentionConditions.new },
  no_nutrition_targets: { kept: userAttentionTotals.no_nutrition_targets! },
  compliance_dropped: { table: users, where: userAttentionConditions.compliance_dropped },
  failed_sign_ins: failedSignIns,
  check_ins_to_review: checkInsToReview,
  overdue_check_ins: overdueCheckIns,
};

/** One card's count on its own (the benchmark explains each). */
export const cardCountQuery = (db: Queryable, card: DashboardCardKey) => {
  const counted = countedRecords[card];
  if ('kept' in counted) return keptRowCount(db, counted.kept.counted, counted.kept.minus);
  const { table, innerJoins = [], where } = counted;
  const query = db.select({ count: count() }).from(table).$dynamic();
  for (const join of innerJoins) query.innerJoin(join.table, join.on);
  return query.where(where);
};

/**
 * Every card's count in one statement (one snapshot), with the counts `account` last marked read (null before its
 * first mark: one primary-key probe).
 */
export const dashboardQuery = (db: Queryable, account: number | Placeholder) =>
  db
    .select({
      ...(Object.fromEntries(
        dashboardCardKeys.map((card) => [
          card,
          sql<number>`(${cardCountQuery(db, card)})`.mapWith(Number).as(card),
        ]),
      ) as Record<DashboardCardKey, SQL.Aliased<number>>),
      marked: dashboardReadMarks.counts,
      generatedAt: sql<string>`to_char(now() at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`.as(
        'generated_at',
      ),
    })
    .from(sql`(select 1) as once`)
    .leftJoin(dashboardReadMarks, eq(dashboardReadMarks.userId, account));

const dashboardStatement = preparedStatement((db) =>
  dashboardQuery(db, sql.placeholder('account')).prepare('dashboard_counts'),
);

/** Every card's count and whether it is unread, before the answer leaves out what the role may not read. */
export type EveryCard = Pick<Dashboard, 'generated_at'> & {
  counts: Record<DashboardCardKey, number>;
  unread: Record<DashboardCardKey, boolean>;
};

/** The counts, and whether each is above what `accountId` marked read (an absent mark is 0). */
export const getDashboard = async (db: Queryable, accountId: number): Promise<EveryCard> => {
  const [row] = await dashboardStatement(db).execute({ account: accountId });
  if (!row) throw new Error('The dashboard statement returned no row');
  const { generatedAt, marked, ...counts } = row;
  const unread = Object.fromEntries(
    dashboardCardKeys.map((card) => [card, counts[card] > Number(marked?.[card] ?? 0)]),
  ) as Record<DashboardCardKey, boolean>;
  return { counts, unread, generated_at: generatedAt };
};

/** Keeps `counts` as the counts `accountId` marked read, in place of its previous marks. */
export const markDashboardRead = async (
  db: Queryable,
  accountId: number,
  counts: DashboardReadMarks['counts'],
) => {
  await db
    .insert(dashboardReadMarks)
    .values({ userId: accountId, counts })
    .onConflictDoUpdate({ target: dashboardReadMarks.userId, set: { counts, markedAt: sql`now()` } });
};

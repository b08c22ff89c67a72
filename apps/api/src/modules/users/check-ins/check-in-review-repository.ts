import { and, eq, inArray, sql } from 'drizzle-orm';
import type { CheckInChange, CoachCheckIn, OverdueCheckIn } from '@coachboard/contract';
import { checkIns, users } from '../../../db/schema/index.js';
import type { Queryable } from '../../../lib/db-types.js';
import { equals } from '../../../lib/list-filters.js';
import { pagedList } from '../../../lib/paged-list.js';
import { bigintArray } from '../../../lib/sql.js';
import { toUserSummary, userSummaryColumns } from '../../../lib/user-summary.js';
import { checkInsToReview, keptSchedules, overdueCheckIns } from './check-in-kept-state.js';
import { photosOf, selectCheckIns, withDetails } from './check-ins-repository.js';

/** The coach's authenticated path of a user's progress photo (never a public /uploads path). */
export const coachPhotoUrl = (userId: number) => (checkInId: number, photoId: number) =>
  `/api/users/${userId}/check-ins/${checkInId}/photos/${photoId}`;

/** The queue: a walk of check_ins_to_review_idx, oldest first; the total is that index's entries. */
const toReviewList = pagedList({
  name: 'check_ins_to_review',
  ...checkInsToReview,
  key: checkIns.id,
  columns: { id: checkIns.id },
  orderBy: { column: checkIns.date, direction: 'asc' },
  filters: {},
});

/** One user's check-ins, newest first: a range of check_ins_user_date_idx. */
const userCheckInList = pagedList({
  name: 'user_check_ins',
  table: checkIns,
  key: checkIns.id,
  columns: { id: checkIns.id },
  orderBy: { column: checkIns.date, direction: 'desc' },
  filters: { userId: equals<number>(checkIns.userId) },
});

/** The overdue users, longest overdue first: a range of check_in_schedules_overdue_idx. */
const overdueList = pagedList({
  name: 'check_ins_overdue',
  ...overdueCheckIns,
  key: keptSchedules.userId,
  columns: {
    weekday: keptSchedules.weekday,
    everyWeeks: keptSchedules.everyWeeks,
    dueOn: keptSchedules.unmetDueOn,
    lastCheckInOn: keptSchedules.lastCheckInOn,
    user: userSummaryColumns,
  },
  leftJoins: [{ table: users, on: eq(users.id, keptSchedules.userId) }],
  orderBy: { column: keptSchedules.unmetDueOn, direction: 'asc' },
  filters: {},
});

interface Comparison extends Record<string, unknown> {
  id: string;
  bodyweight_previous: string | null;
  bodyweight_previous_date: string | null;
  waist_previous: string | null;
  waist_previous_date: string | null;
  first_id: string | null;
  first_date: string | null;
}

const changeOf = (value: number | null, previous: string | null, previousDate: string | null) =>
  value === null || previous === null || previousDate === null
    ? null
    : ({
        previous: Number(previous),
        previous_date: previousDate,
        // Rounded to the column's own precision: 80.3 - 80.9 is -0.6, not -0.6000000000000085.
        change: Math.round((value - Number(previous)) * 100) / 100,
      } satisfies CheckInChange);

/**
 * For each check-in: the latest earlier check-in of its user with a bodyweight, and with a waist (a waist taken
 * every other week is compared with the last one taken), and the user's first check-in with photos, when earlier
 * than this one. Each a probe of check_ins_user_date_idx per check-in of the page.
 */
const comparisonsOf = async (db: Queryable, ids: number[]) => {
  const rows = await db.execute<Comparison>(sql`
    select c.id,
      pb.bodyweight_kg::text as bodyweight_previous, pb.date::text as bodyweight_previous_date,
      pw.waist_cm::text as waist_previous, pw.date::text as waist_previous_date,
      f.id as first_id, f.date::text as first_date
    from check_ins c
    left join lateral (
      select p.bodyweight_kg, p.date from check_ins p
      where p.user_id = c.user_id and p.bodyweight_kg is not null and (p.date, p.id) < (c.date, c.id)
      order by p.date desc, p.id desc limit 1) pb on c.bodyweight_kg is not null
    left join lateral (
      select p.waist_cm, p.date from check_ins p
      where p.user_id = c.user_id and p.waist_cm is not null and (p.date, p.id) < (c.date, c.id)
      order by p.date desc, p.id desc limit 1) pw on c.waist_cm is not null
    left join lateral (
      select p.id, p.date from check_ins p
      where p.user_id = c.user_id and (p.date, p.id) < (c.date, c.id)
        and exists (select 1 from check_in_photos ph where ph.check_in_id = p.id)
      order by p.date, p.id limit 1) f on true
    where c.id = any(${bigintArray(ids)})`);
  return new Map(rows.rows.map((row) => [Number(row.id), row]));
};

/** The check-ins of these ids as the coach reviews them, in the order given. */
export const coachCheckInsOf = async (db: Queryable, ids: number[]): Promise<CoachCheckIn[]> => {
  if (ids.length === 0) return [];
  const rows = await selectCheckIns(db).where(inArray(checkIns.id, ids));
  const ownerOf = new Map(rows.map((row) => [row.checkIn.id, row.checkIn.userId]));
  const photoUrl = (checkInId: number, photoId: number) =>
    coachPhotoUrl(ownerOf.get(checkInId) ?? 0)(checkInId, photoId);
  // One after the other: a request's transaction is one connection.
  const details = await withDetails(db, rows, photoUrl);
  const comparisons = await comparisonsOf(db, ids);
  const people = await db
    .select(userSummaryColumns)
    .from(users)
    .where(inArray(users.id, [...new Set(ownerOf.values())]));
  // A first check-in is its user's too: its photos' paths name the same user.
  const firstIds: number[] = [];
  for (const [id, row] of comparisons) {
    if (!row.first_id) continue;
    firstIds.push(Number(row.first_id));
    ownerOf.set(Number(row.first_id), ownerOf.get(id) ?? 0);
  }
  const firstPhotos = await photosOf(db, firstIds, photoUrl);
  const byId = new Map(details.map((checkIn) => [checkIn.id, checkIn]));
  const personOf = new Map(people.map((person) => [person.id, toUserSummary(person)]));
  return ids.flatMap((id) => {
    const checkIn = byId.get(id);
    const user = personOf.get(ownerOf.get(id) ?? 0);
    if (!checkIn || !user) return [];
    const comparison = comparisons.get(id);
    const firstId = comparison?.first_id ? Number(comparison.first_id) : null;
    return [
      {
        check_in: checkIn,
        user,
        changes: {
          bodyweight_kg: changeOf(
            checkIn.bodyweight_kg,
            comparison?.bodyweight_previous ?? null,
            comparison?.bodyweight_previous_date ?? null,
          ),
          waist_cm: changeOf(
            checkIn.waist_cm,
            comparison?.waist_previous ?? null,
            comparison?.waist_previous_date ?? null,
          ),
        },
        first:
          firstId === null
            ? null
            : { id: firstId, date: comparison!.first_date!, photos: firstPhotos.get(firstId) ?? [] },
      },
    ];
  });
};

export const findCheckInsToReview = async (db: Queryable, page: number, perPage: number) => {
  const { items, total } = await toReviewList(db, {}, { page, perPage });
  return {
    items: await coachCheckInsOf(
      db,
      items.map((row) => row.id),
    ),
    total,
  };
};

export const findUserCheckIns = async (db: Queryable, userId: number, page: number, perPage: number) => {
  const { items, total } = await userCheckInList(db, { userId }, { page, perPage });
  return {
    items: await coachCheckInsOf(
      db,
      items.map((row) => row.id),
    ),
    total,
  };
};

export const findOverdueCheckIns = async (db: Queryable, page: number, perPage: number) => {
  const { items, total } = await overdueList(db, {}, { page, perPage });
  return {
    items: items.map((row): OverdueCheckIn => ({
      user: toUserSummary(row.user),
      weekday: row.weekday,
      every_weeks: row.everyWeeks,
      due_on: row.dueOn,
      last_check_in_on: row.lastCheckInOn,
    })),
    total,
  };
};

/**
 * A check-in with its user, locked for the review, when the user is an app user (role user) who is not deleted;
 * null otherwise (a panel account's, a deleted user's or no check-in at all: the route answers 404 alike).
 */
export const lockReviewableCheckIn = async (db: Queryable, checkInId: number) => {
  const [row] = await db
    .select({
      id: checkIns.id,
      userId: checkIns.userId,
      date: checkIns.date,
      reviewedAt: checkIns.reviewedAt,
    })
    .from(checkIns)
    .innerJoin(users, eq(users.id, checkIns.userId))
    .where(and(eq(checkIns.id, checkInId), eq(users.role, 'user'), sql`${users.deletedAt} is null`))
    .for('update', { of: checkIns });
  return row ?? null;
};

/** Marks the check-in reviewed by `coachId` now, with the reply (null: none), replacing any earlier review. */
export const saveReview = async (db: Queryable, checkInId: number, coachId: number, reply: string | null) => {
  await db
    .update(checkIns)
    .set({ reviewedAt: sql`now()`, reviewedBy: coachId, reply, updatedAt: sql`now()` })
    .where(eq(checkIns.id, checkInId));
};

import { and, asc, desc, eq, inArray, lt, or, sql } from 'drizzle-orm';
import type { CheckIn, CheckInPhoto, CreateCheckInInput } from '@coachboard/contract';
import {
  checkInPhotos,
  checkIns,
  checkInsWithTrash,
  files,
  users,
  type CheckInRow,
} from '../../../db/schema/index.js';
import type { Queryable } from '../../../lib/db-types.js';

/** The authenticated path a photo is fetched from for whoever reads the list (never a public /uploads path). */
export type PhotoUrlOf = (checkInId: number, photoId: number) => string;

type ReviewerRow = { id: number; firstName: string | null; lastName: string | null; email: string } | null;

const reviewerName = (reviewer: NonNullable<ReviewerRow>) =>
  [reviewer.firstName, reviewer.lastName].filter(Boolean).join(' ').trim() || reviewer.email;

const toCheckIn = (row: CheckInRow, reviewer: ReviewerRow, photos: CheckInPhoto[]): CheckIn => ({
  id: row.id,
  client_id: row.clientId,
  date: row.date,
  bodyweight_kg: row.bodyweightKg,
  waist_cm: row.waistCm,
  sleep_hours: row.sleepHours,
  energy: row.energy,
  notes: row.notes,
  photos,
  review: row.reviewedAt
    ? {
        reviewed_at: row.reviewedAt.toISOString(),
        reviewed_by: reviewer ? { id: reviewer.id, name: reviewerName(reviewer) } : null,
        reply: row.reply,
      }
    : null,
  created_at: row.createdAt.toISOString(),
});

export const photosOf = async (db: Queryable, checkInIds: number[], photoUrlOf: PhotoUrlOf) => {
  const byCheckIn = new Map<number, CheckInPhoto[]>();
  if (checkInIds.length === 0) return byCheckIn;
  const rows = await db
    .select({
      id: checkInPhotos.id,
      checkInId: checkInPhotos.checkInId,
      mime: files.mime,
      size: files.size,
      createdAt: checkInPhotos.createdAt,
    })
    .from(checkInPhotos)
    .innerJoin(files, eq(files.id, checkInPhotos.fileId))
    .where(inArray(checkInPhotos.checkInId, checkInIds))
    .orderBy(asc(checkInPhotos.checkInId), asc(checkInPhotos.id));
  for (const row of rows) {
    const list = byCheckIn.get(row.checkInId) ?? [];
    list.push({
      id: row.id,
      url: photoUrlOf(row.checkInId, row.id),
      mime: row.mime,
      size: row.size,
      created_at: row.createdAt.toISOString(),
    });
    byCheckIn.set(row.checkInId, list);
  }
  return byCheckIn;
};

/** Check-in rows with their reviewers and photos, in the order given. */
export const withDetails = async (
  db: Queryable,
  rows: { checkIn: CheckInRow; reviewer: ReviewerRow }[],
  photoUrlOf: PhotoUrlOf,
) => {
  const photos = await photosOf(
    db,
    rows.map((row) => row.checkIn.id),
    photoUrlOf,
  );
  return rows.map((row) => toCheckIn(row.checkIn, row.reviewer, photos.get(row.checkIn.id) ?? []));
};

export const selectCheckIns = (db: Queryable) =>
  db
    .select({
      checkIn: checkIns,
      reviewer: { id: users.id, firstName: users.firstName, lastName: users.lastName, email: users.email },
    })
    .from(checkIns)
    .leftJoin(users, eq(users.id, checkIns.reviewedBy));

export const findCheckIn = async (db: Queryable, userId: number, id: number, photoUrlOf: PhotoUrlOf) => {
  const rows = await selectCheckIns(db).where(and(eq(checkIns.userId, userId), eq(checkIns.id, id)));
  return (await withDetails(db, rows, photoUrlOf))[0] ?? null;
};

const findByClientId = async (db: Queryable, userId: number, clientId: string, photoUrlOf: PhotoUrlOf) => {
  const rows = await selectCheckIns(db).where(
    and(eq(checkIns.userId, userId), eq(checkIns.clientId, clientId)),
  );
  return (await withDetails(db, rows, photoUrlOf))[0] ?? null;
};

/** Whether the member's check-in of this `client_id` is in the trash (the unique index holds trashed rows too). */
const isTrashedClientId = async (db: Queryable, userId: number, clientId: string) => {
  const rows = await db
    .select({ id: checkInsWithTrash.id })
    .from(checkInsWithTrash)
    .where(and(eq(checkInsWithTrash.userId, userId), eq(checkInsWithTrash.clientId, clientId)));
  return rows.length > 0;
};

/**
 * Stores a check-in once per `client_id`: a retry answers the stored one. Two posts of the same id at once both
 * reach the insert; ON CONFLICT makes the later wait for the first, write nothing and answer what it stored.
 * Null when that `client_id` names a check-in the member deleted since (a late retry must not bring it back).
 */
export const insertCheckInOnce = async (
  db: Queryable,
  userId: number,
  input: CreateCheckInInput,
  photoUrlOf: PhotoUrlOf,
): Promise<{ created: boolean; checkIn: CheckIn } | null> => {
  const stored = await findByClientId(db, userId, input.client_id, photoUrlOf);
  if (stored) return { created: false, checkIn: stored };
  const [inserted] = await db
    .insert(checkIns)
    .values({
      userId,
      clientId: input.client_id,
      date: input.date,
      bodyweightKg: input.bodyweight_kg ?? null,
      waistCm: input.waist_cm ?? null,
      sleepHours: input.sleep_hours ?? null,
      energy: input.energy ?? null,
      notes: input.notes ?? null,
    })
    .onConflictDoNothing({ target: [checkIns.userId, checkIns.clientId] })
    .returning({ id: checkIns.id });
  const checkIn = inserted
    ? await findCheckIn(db, userId, inserted.id, photoUrlOf)
    : await findByClientId(db, userId, input.client_id, photoUrlOf);
  // The unique index holds trashed rows too: a conflict the live view cannot show is a trashed check-in.
  if (!checkIn && !inserted && (await isTrashedClientId(db, userId, input.client_id))) return null;
  if (!checkIn) throw new Error('A stored check-in could not be read back');
  return { created: Boolean(inserted), checkIn };
};

/** A page of the member's check-ins, newest first (date, then id), after the row the cursor names. */
export const findCheckInPage = async (
  db: Queryable,
  userId: number,
  after: { date: string; id: number } | null,
  perPage: number,
  photoUrlOf: PhotoUrlOf,
) => {
  const rows = await selectCheckIns(db)
    .where(
      and(
        eq(checkIns.userId, userId),
        after
          ? or(lt(checkIns.date, after.date), and(eq(checkIns.date, after.date), lt(checkIns.id, after.id)))
          : undefined,
      ),
    )
    .orderBy(desc(checkIns.date), desc(checkIns.id))
    .limit(perPage + 1);
  const items = await withDetails(db, rows.slice(0, perPage), photoUrlOf);
  return { items, hasMore: rows.length > perPage };
};

export const isOwnCheckIn = async (db: Queryable, userId: number, checkInId: number) => {
  const rows = await db
    .select({ id: checkIns.id })
    .from(checkIns)
    .where(and(eq(checkIns.id, checkInId), eq(checkIns.userId, userId)));
  return rows.length > 0;
};

/** Locks the member's check-in (photos are counted under the lock) and answers whether it is theirs. */
export const lockOwnCheckIn = async (db: Queryable, userId: number, checkInId: number) => {
  const rows = await db.execute(
    sql`select 1 from ${checkIns} where ${checkIns.id} = ${checkInId} and ${checkIns.userId} = ${userId} for update`,
  );
  return rows.rows.length > 0;
};

export const countPhotos = async (db: Queryable, checkInId: number) => {
  const [row] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(checkInPhotos)
    .where(eq(checkInPhotos.checkInId, checkInId));
  return row?.count ?? 0;
};

export const insertPhoto = async (db: Queryable, checkInId: number, fileId: number) => {
  const [row] = await db.insert(checkInPhotos).values({ checkInId, fileId }).returning();
  if (!row) throw new Error('Photo insert returned no row');
  return row;
};

/** A photo of a user's check-in with its stored file, or null when the ids do not go together. */
export const findPhotoOfUser = async (db: Queryable, userId: number, checkInId: number, photoId: number) => {
  const [row] = await db
    .select({ id: checkInPhotos.id, fileId: files.id, storageName: files.storageName, mime: files.mime })
    .from(checkInPhotos)
    .innerJoin(checkIns, eq(checkIns.id, checkInPhotos.checkInId))
    .innerJoin(files, eq(files.id, checkInPhotos.fileId))
    .where(and(eq(checkInPhotos.id, photoId), eq(checkIns.id, checkInId), eq(checkIns.userId, userId)));
  return row ?? null;
};

/** Deletes the photo row; its trigger deletes the files row, whose own trigger sweeps the stored object. */
export const deletePhoto = async (db: Queryable, photoId: number) => {
  await db.delete(checkInPhotos).where(eq(checkInPhotos.id, photoId));
};

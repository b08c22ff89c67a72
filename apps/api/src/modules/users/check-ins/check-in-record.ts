import { eq, sql, type SQLWrapper } from 'drizzle-orm';
import { checkInPhotos, checkIns, checkInsWithTrash, users } from '../../../db/schema/index.js';
import type { Queryable } from '../../../lib/db-types.js';
import { recordType } from '../../../lib/records/index.js';
import { bigintArray } from '../../../lib/sql.js';

/** The member's name as the trash and the log show people: their full name, else their e-mail. */
const memberNameOf = (userId: SQLWrapper) =>
  sql`(select coalesce(nullif(btrim(coalesce(u.first_name, '') || ' ' || coalesce(u.last_name, '')), ''), u.email)
    from ${users} u where u.id = ${userId})`;

/** "Anna Berg, 2026-03-02": whose check-in and its date (a coach's trash holds every member's). */
const checkInName = sql`${memberNameOf(checkInsWithTrash.userId)} || ', ' || ${checkInsWithTrash.date}`;

const photoCounts = async (db: Queryable, ids: number[]) => {
  const result = await db.execute<{ id: string; photos: string }>(sql`
    select c.id, (select count(*) from ${checkInPhotos} p where p.check_in_id = c.id) as photos
    from unnest(${bigintArray(ids)}) as c(id)`);
  return new Map(result.rows.map((row) => [Number(row.id), { photos: Number(row.photos) }]));
};

/** The photos' files rows: the purge deletes them, and the files trigger sweeps the private objects from storage. */
const photoFiles = async (db: Queryable, ids: number[]) => {
  const result = await db.execute<{ file_id: string }>(sql`
    select file_id from ${checkInPhotos} where check_in_id = any(${bigintArray(ids)})`);
  return result.rows.map((row) => Number(row.file_id));
};

/**
 * A member's check-in in the trash and the log. The member deletes it in the app (a mistaken check-in); it stays
 * in place behind the check_ins view with its photos, which keep their private keys and authenticated routes (no
 * file moves or becomes public), until a coach restores it or the purge removes it and its files. Its creation
 * is an entry of its own (`create`, by the member); its photos and the coach's review stay written on the member's
 * user record (`details`), where the review's sentence names the check-in.
 */
export const checkInRecord = recordType({
  type: 'check-in',
  read: async (db, id) => {
    const [row] = await db
      .select({
        name: sql<string>`${memberNameOf(checkIns.userId)} || ', ' || ${checkIns.date}`.mapWith(String),
        date: checkIns.date,
        bodyweightKg: checkIns.bodyweightKg,
        waistCm: checkIns.waistCm,
        sleepHours: checkIns.sleepHours,
        energy: checkIns.energy,
        notes: checkIns.notes,
      })
      .from(checkIns)
      .where(eq(checkIns.id, id));
    if (!row) return null;
    // The coach's reply stays out: it is read where the review is, never copied into the log.
    const { name, ...fields } = row;
    return {
      name,
      fields: {
        date: fields.date,
        bodyweight_kg: fields.bodyweightKg,
        waist_cm: fields.waistCm,
        sleep_hours: fields.sleepHours,
        energy: fields.energy,
        notes: fields.notes,
      },
    };
  },
  lock: async (tx, id) => {
    const rows = await tx.select({ id: checkIns.id }).from(checkIns).where(eq(checkIns.id, id)).for('update');
    return rows.length > 0;
  },
  trash: {
    table: checkInsWithTrash,
    name: checkInName,
    // A member deletes it in the app; in the panel, the roles that review check-ins put it back.
    deletedWith: 'users.reviewCheckIn',
    goesWith: photoCounts,
    purgedFiles: photoFiles,
  },
});

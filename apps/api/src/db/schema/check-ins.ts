import { sql } from 'drizzle-orm';
import {
  bigint,
  date,
  index,
  numeric,
  pgTable,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import type { Weekday } from '@coachboard/contract';
import { timestampColumns, trashableTables } from './columns.js';
import { files } from './files.js';
import { users } from './users.js';

/**
 * A member's check-in (migration 0038; the users module's: the member API writes it through its public.ts): what they measured on a date, and the coach's reply once reviewed.
 * `client_id` is the app's own id for it: the same one again is the same check-in. Trashable since migration
 * 0046 (a member's delete): its photos stay in place, private, until the purge.
 */
export const [checkIns, checkInsWithTrash] = trashableTables(
  'check_ins',
  () => ({
    id: bigint('id', { mode: 'number' }).primaryKey().generatedByDefaultAsIdentity(),
    userId: bigint('user_id', { mode: 'number' })
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    clientId: uuid('client_id').notNull(),
    date: date('date', { mode: 'string' }).notNull(),
    bodyweightKg: numeric('bodyweight_kg', { precision: 5, scale: 2, mode: 'number' }),
    waistCm: numeric('waist_cm', { precision: 5, scale: 1, mode: 'number' }),
    sleepHours: numeric('sleep_hours', { precision: 4, scale: 2, mode: 'number' }),
    energy: smallint('energy'),
    notes: text('notes'),
    reviewedAt: timestamp('reviewed_at', { withTimezone: true }),
    reviewedBy: bigint('reviewed_by', { mode: 'number' }).references(() => users.id, {
      onDelete: 'set null',
    }),
    reply: text('reply'),
    ...timestampColumns(),
  }),
  (table) => [
    uniqueIndex('check_ins_user_client_unique').on(table.userId, table.clientId),
    index('check_ins_user_date_idx')
      .on(table.userId, table.date.desc(), table.id.desc())
      .where(sql`${table.deletedAt} is null`),
    index('check_ins_reviewed_by_idx')
      .on(table.reviewedBy)
      .where(sql`${table.reviewedBy} is not null`),
  ],
);

/**
 * A progress photo of a check-in. Its file is stored under a private key (never served under /uploads); deleting
 * the photo row deletes its files row (trigger), whose own trigger sweeps the stored object.
 */
export const checkInPhotos = pgTable(
  'check_in_photos',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedByDefaultAsIdentity(),
    checkInId: bigint('check_in_id', { mode: 'number' })
      .notNull()
      .references(() => checkInsWithTrash.id, { onDelete: 'cascade' }),
    fileId: bigint('file_id', { mode: 'number' })
      .notNull()
      .unique()
      .references(() => files.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('check_in_photos_check_in_idx').on(table.checkInId, table.id)],
);

/** How often a coach wants a user to check in: on a weekday, every N weeks counted from `starts_on`. */
export const checkInSchedules = pgTable('check_in_schedules', {
  userId: bigint('user_id', { mode: 'number' })
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  weekday: text('weekday').$type<Weekday>().notNull(),
  everyWeeks: smallint('every_weeks').notNull(),
  startsOn: date('starts_on', { mode: 'string' }).notNull(),
  updatedBy: bigint('updated_by', { mode: 'number' }).references(() => users.id, { onDelete: 'set null' }),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

export type CheckInRow = typeof checkIns.$inferSelect;

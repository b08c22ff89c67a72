import { sql } from 'drizzle-orm';
import { bigint, check, index, json, pgTable, text, timestamp, unique, uuid } from 'drizzle-orm/pg-core';
import type { TrashType } from '@coachboard/contract';
import { users } from './users.js';

/**
 * The trash (migration 0019): one entry per trashed record, users included. The record itself stays in
 * its `*_with_trash` table (users: `users`) with deleted_at set; the entry says what went with it, who deleted it
 * and since when it is retained. Whatever removes the record for good removes its entry (trigger
 * `trash_entries_forget`). Newest deletes first, overall and per type; the purge reads `retained_since`.
 */
export const trashEntries = pgTable(
  'trash_entries',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    recordType: text('record_type').$type<TrashType>().notNull(),
    recordId: bigint('record_id', { mode: 'number' }).notNull(),
    /** The name, title, or a post's or comment's first 80 characters, as it was when deleted. */
    name: text('name').notNull(),
    nameSearch: text('name_search')
      .notNull()
      .generatedAlwaysAs(sql`lower(name)`),
    /**
     * What went with it, counted at delete time: `{ "weeks": 4, "exercises": 40, "users": 12 }`. json, not jsonb,
     * so the counts keep the order the type declared them in ("4 weeks, 40 exercises, 12 users").
     */
    goesWith: json('goes_with')
      .$type<Record<string, number>>()
      .notNull()
      .default(sql`'{}'::json`),
    /** A comment's post. */
    parentId: bigint('parent_id', { mode: 'number' }),
    /** One delete request is one batch: its Undo restores the batch. */
    batchId: uuid('batch_id').notNull(),
    deletedAt: timestamp('deleted_at', { withTimezone: true }).notNull(),
    deletedBy: bigint('deleted_by', { mode: 'number' }).references(() => users.id, { onDelete: 'set null' }),
    deletedByName: text('deleted_by_name'),
    deletedByEmail: text('deleted_by_email'),
    retainedSince: timestamp('retained_since', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    unique('trash_entries_record_unique').on(table.recordType, table.recordId),
    index('trash_entries_deleted_at_id_idx').on(table.deletedAt.desc(), table.id.desc()),
    index('trash_entries_type_deleted_at_id_idx').on(
      table.recordType,
      table.deletedAt.desc(),
      table.id.desc(),
    ),
    index('trash_entries_name_search_trgm_idx')
      .using('gin', table.nameSearch.op('gin_trgm_ops'))
      .with({ fastupdate: false }),
    index('trash_entries_retained_since_idx').on(table.retainedSince),
    index('trash_entries_batch_idx').on(table.batchId),
    index('trash_entries_deleted_by_idx').on(table.deletedBy),
    check(
      'trash_entries_record_type_check',
      sql`${table.recordType} in ('program', 'exercise', 'recipe', 'post', 'comment', 'user', 'day-exercise', 'nutrition-template', 'nutrition-targets', 'meal-plan', 'workout-session', 'check-in')`,
    ),
  ],
);

export type TrashEntryRow = typeof trashEntries.$inferSelect;

import { bigint, index, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/** An uploaded file; `full_path` is the public URL path under /uploads. */
export const files = pgTable(
  'files',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedByDefaultAsIdentity(),
    fullPath: text('full_path').notNull(),
    originalName: text('original_name').notNull(),
    storageName: text('storage_name').notNull().unique(),
    mime: text('mime').notNull(),
    size: bigint('size', { mode: 'number' }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('files_created_at_idx').on(table.createdAt)],
);

export type FileRow = typeof files.$inferSelect;
export type NewFileRow = typeof files.$inferInsert;

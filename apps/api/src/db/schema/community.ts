import { sql } from 'drizzle-orm';
import {
  bigint,
  check,
  date,
  index,
  integer,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';
import { trashableTables } from './columns.js';
import type { PostReportReason, PostType } from '@coachboard/contract';
import { files } from './files.js';
import { users } from './users.js';

/**
 * Community posts (spec part 2 section 3). likes_count and comments_count are kept exact by the writes
 * that change them, in the same transaction. Lists are newest first: created_at desc, id desc, overall and
 * per type.
 */
export const [posts, postsWithTrash] = trashableTables(
  'posts',
  () => ({
    id: bigint('id', { mode: 'number' }).primaryKey().generatedByDefaultAsIdentity(),
    authorId: bigint('author_id', { mode: 'number' })
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    content: text('content').notNull(),
    type: text('type').$type<PostType>().notNull(),
    likesCount: integer('likes_count').notNull().default(0),
    commentsCount: integer('comments_count').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  }),
  (table) => [
    index('posts_created_at_id_idx')
      .on(table.createdAt.desc().nullsFirst(), table.id.desc().nullsFirst())
      .where(sql`${table.deletedAt} is null`),
    index('posts_type_created_at_id_idx')
      .on(table.type, table.createdAt.desc().nullsFirst(), table.id.desc().nullsFirst())
      .where(sql`${table.deletedAt} is null`),
    index('posts_author_id_idx').on(table.authorId),
    check('posts_type_check', sql`${table.type} in ('general', 'support', 'challenge', 'announcement')`),
    check('posts_likes_count_check', sql`${table.likesCount} >= 0`),
    check('posts_comments_count_check', sql`${table.commentsCount} >= 0`),
  ],
);

/**
 * How many posts there are of each type, for the filter bar. Maintained by statement-level triggers on
 * `posts` (see migration 0007), so every insert, delete (including cascades from users) and type change
 * keeps it exact without counting 500,000 rows per request.
 */
export const postTypeCounts = pgTable(
  'post_type_counts',
  {
    type: text('type').$type<PostType>().primaryKey(),
    count: bigint('count', { mode: 'number' }).notNull().default(0),
  },
  (table) => [check('post_type_counts_count_check', sql`${table.count} >= 0`)],
);

/**
 * How many posts of each type were created on each (UTC) day, kept exact by the same triggers. A deep page is
 * found by summing days from the newest until the page's offset is reached, then scanning only from that day:
 * the index scan skips at most one day of posts instead of every newer post.
 */
export const postDayCounts = pgTable(
  'post_day_counts',
  {
    type: text('type').$type<PostType>().notNull(),
    day: date('day', { mode: 'string' }).notNull(),
    count: integer('count').notNull().default(0),
  },
  (table) => [
    primaryKey({ columns: [table.type, table.day] }),
    check('post_day_counts_count_check', sql`${table.count} >= 0`),
  ],
);

/** One like per user and post: the primary key makes liking idempotent. */
export const postLikes = pgTable(
  'post_likes',
  {
    postId: bigint('post_id', { mode: 'number' })
      .notNull()
      .references(() => posts.id, { onDelete: 'cascade' }),
    userId: bigint('user_id', { mode: 'number' })
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.postId, table.userId] }),
    index('post_likes_user_id_idx').on(table.userId),
  ],
);

export const [postComments, postCommentsWithTrash] = trashableTables(
  'post_comments',
  () => ({
    id: bigint('id', { mode: 'number' }).primaryKey().generatedByDefaultAsIdentity(),
    postId: bigint('post_id', { mode: 'number' })
      .notNull()
      .references(() => posts.id, { onDelete: 'cascade' }),
    authorId: bigint('author_id', { mode: 'number' })
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    content: text('content').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  }),
  (table) => [
    index('post_comments_post_created_at_id_idx')
      .on(table.postId, table.createdAt.desc().nullsFirst(), table.id.desc().nullsFirst())
      .where(sql`${table.deletedAt} is null`),
    index('post_comments_author_id_idx').on(table.authorId),
  ],
);

/** An image attached to a post; deleting the files row (DELETE /files/delete/{id}) removes the attachment. */
export const postAttachments = pgTable(
  'post_attachments',
  {
    fileId: bigint('file_id', { mode: 'number' })
      .primaryKey()
      .references(() => files.id, { onDelete: 'cascade' }),
    postId: bigint('post_id', { mode: 'number' })
      .notNull()
      .references(() => posts.id, { onDelete: 'cascade' }),
    position: smallint('position').notNull().default(0),
  },
  (table) => [index('post_attachments_post_position_idx').on(table.postId, table.position, table.fileId)],
);

/** A member's report of a post (migration 0039), one per member and post, kept for the moderation queue. */
export const postReports = pgTable(
  'post_reports',
  {
    postId: bigint('post_id', { mode: 'number' })
      .notNull()
      .references(() => posts.id, { onDelete: 'cascade' }),
    userId: bigint('user_id', { mode: 'number' })
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    reason: text('reason').$type<PostReportReason>().notNull(),
    text: text('text'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.postId, table.userId] }),
    index('post_reports_user_id_idx').on(table.userId),
    check('post_reports_reason_check', sql`${table.reason} in ('spam', 'abuse', 'off_topic', 'other')`),
  ],
);

export type PostRow = typeof posts.$inferSelect;
export type NewPostRow = typeof posts.$inferInsert;
export type PostCommentRow = typeof postComments.$inferSelect;

import { asc, desc, eq, inArray, sql, type Placeholder } from 'drizzle-orm';
import type { Attachment, Post, PostType, PostTypeCounts } from '@coachboard/contract';
import {
  files,
  postAttachments,
  postDayCounts,
  postLikes,
  posts,
  postTypeCounts,
  users,
} from '../../db/schema/index.js';
import type { Queryable } from '../../lib/db-types.js';
import { condition, equals } from '../../lib/list-filters.js';
import { pagedListTotalFirst } from '../../lib/paged-list.js';
import { preparedStatement, preparedStatementFamily } from '../../lib/prepared.js';
import { isRowVersion, nextUpdatedAt } from '../../lib/row-version.js';
import { authorColumns, toPost } from './community-mappers.js';

/** Whether the viewer likes the post: the viewer's id, or a placeholder for it in a statement built once. */
const isLikedBy = (viewerId: number | Placeholder) =>
  sql<boolean>`exists (select 1 from ${postLikes} where ${postLikes.postId} = ${posts.id} and ${postLikes.userId} = ${viewerId})`;

export const postColumns = (viewerId: number | Placeholder) => ({
  id: posts.id,
  content: posts.content,
  type: posts.type,
  likesCount: posts.likesCount,
  commentsCount: posts.commentsCount,
  isLiked: isLikedBy(viewerId),
  createdAt: posts.createdAt,
  updatedAt: posts.updatedAt,
  ...authorColumns,
});

/** Attachments of several posts in one query, in upload order. */
export const findAttachmentsOfPosts = async (db: Queryable, postIds: number[]) => {
  const byPost = new Map<number, Attachment[]>(postIds.map((id) => [id, []]));
  if (postIds.length === 0) return byPost;
  const rows = await db
    .select({
      postId: postAttachments.postId,
      id: files.id,
      fullPath: files.fullPath,
      originalName: files.originalName,
      storageName: files.storageName,
    })
    .from(postAttachments)
    .innerJoin(files, eq(files.id, postAttachments.fileId))
    .where(inArray(postAttachments.postId, postIds))
    .orderBy(asc(postAttachments.postId), asc(postAttachments.position), asc(postAttachments.fileId));
  for (const row of rows) {
    byPost.get(row.postId)?.push({
      id: row.id,
      full_path: row.fullPath,
      original_name: row.originalName,
      storage_name: row.storageName,
    });
  }
  return byPost;
};

const postTypeCountRows = preparedStatement((db) =>
  db.select().from(postTypeCounts).prepare('community_post_type_counts'),
);

/** How many posts there are in all and of each type: four rows kept exact by triggers (migration 0007). */
export const countPostsByType = async (db: Queryable): Promise<PostTypeCounts> => {
  const rows = await postTypeCountRows(db).execute();
  const counts: PostTypeCounts = { all: 0, general: 0, support: 0, challenge: 0, announcement: 0 };
  for (const row of rows) {
    counts[row.type] = row.count;
    counts.all += row.count;
  }
  return counts;
};

/** Below this offset a plain OFFSET scan is as cheap as looking up the day to start from. */
const DAY_LOOKUP_FROM_OFFSET = 2000;

/**
 * The newest day at which the posts newer than it (`before`) do not yet reach the `offset` placeholder: the
 * page starts inside that day. Sums at most one row per day (post_day_counts), never the posts themselves.
 * A family keyed by whether a type is set (`t`) or not (`_`).
 */
const startDay = preparedStatementFamily((db, variant: 't' | '_') => {
  const days = db
    .select({
      day: sql<string>`${postDayCounts.day}`.as('day'),
      total: sql<string>`sum(${postDayCounts.count})`.as('total'),
      through: sql<string>`sum(sum(${postDayCounts.count})) over (order by ${postDayCounts.day} desc)`.as(
        'through',
      ),
    })
    .from(postDayCounts)
    .where(variant === 't' ? eq(postDayCounts.type, sql.placeholder('type')) : undefined)
    .groupBy(postDayCounts.day)
    .as('days');
  return db
    .select({
      day: sql<string>`${days.day}::text`,
      before: sql<string>`(${days.through} - ${days.total})::bigint`,
    })
    .from(days)
    .where(sql`${days.through} > ${sql.placeholder('offset')}`)
    .orderBy(desc(days.day))
    .limit(1)
    .prepare(`community_posts_start_day_${variant}`);
});

const findStartDay = async (db: Queryable, type: PostType | undefined, offset: number) => {
  const [row] = await startDay(db, type ? 't' : '_').execute({ type, offset });
  return row ? { day: row.day, before: Number(row.before) } : null;
};

/**
 * Posts newest first, optionally of one type, with authors and the viewer's like flags (the `viewerId`
 * placeholder). A deep page starts at its day (`startDay`, a UTC date found from post_day_counts), so OFFSET
 * skips only that day's posts.
 */
const postList = pagedListTotalFirst({
  name: 'community_posts',
  table: posts,
  key: posts.id,
  columns: postColumns(sql.placeholder('viewerId')),
  innerJoins: [{ table: users, on: eq(users.id, posts.authorId) }],
  leftJoins: [{ table: files, on: eq(files.id, users.profileImageId) }],
  orderBy: { column: posts.createdAt, direction: 'desc' },
  filters: {
    type: equals<PostType>(posts.type),
    startDay: condition<string>(
      (day) => sql`${posts.createdAt} < (${day}::date + 1)::timestamp at time zone 'UTC'`,
    ),
  },
  readFromEnd: false,
});

/**
 * A page of posts, newest first, optionally of one type, in a fixed number of statements whatever the page,
 * each built once: the counter rows, on deep pages the day to start from, the page joined with authors and
 * the viewer's like flags, and the page's attachments (an IN-list of the page's ids, built per request).
 */
export const findPostsPage = async (
  db: Queryable,
  { type, page, perPage, viewerId }: { type?: PostType; page: number; perPage: number; viewerId: number },
): Promise<{ items: Post[]; total: number }> => {
  const counts = await countPostsByType(db);
  const total = type ? counts[type] : counts.all;
  const offset = (page - 1) * perPage;
  if (offset >= total) return { items: [], total };
  const start = offset >= DAY_LOOKUP_FROM_OFFSET ? await findStartDay(db, type, offset) : null;
  const before = start?.before ?? 0;
  const rows = await postList.page(
    db,
    { type, startDay: start?.day },
    { offset: offset - before, limit: perPage, total: total - before, params: { viewerId } },
  );
  const attachments = await findAttachmentsOfPosts(
    db,
    rows.map((row) => row.id),
  );
  return { items: rows.map((row) => toPost(row, attachments.get(row.id) ?? [])), total };
};

/** The ids of the posts a list shows (optionally of one type), in list order, up to `limit` (bulk delete). */
export const matchingPostIds = async (db: Queryable, type: PostType | undefined, limit: number) => {
  const { keys, total } = await postList.matchingKeys(db, type ? { type } : {}, { limit });
  return { ids: keys, total };
};

export const findPost = async (db: Queryable, postId: number, viewerId: number): Promise<Post | null> => {
  const [row] = await db
    .select(postColumns(viewerId))
    .from(posts)
    .innerJoin(users, eq(users.id, posts.authorId))
    .leftJoin(files, eq(files.id, users.profileImageId))
    .where(eq(posts.id, postId));
  if (!row) return null;
  const attachments = await findAttachmentsOfPosts(db, [postId]);
  return toPost(row, attachments.get(postId) ?? []);
};

const postOwnership = preparedStatement((db) =>
  db
    .select({ authorId: posts.authorId, type: posts.type, commentsCount: posts.commentsCount })
    .from(posts)
    .where(eq(posts.id, sql.placeholder('postId')))
    .prepare('community_post_ownership'),
);

/**
 * Who wrote a post, its type and its comments_count: for the author-or-admin rule, the locked type and the
 * total of the comments list.
 */
export const findPostOwnership = async (db: Queryable, postId: number) => {
  const [row] = await postOwnership(db).execute({ postId });
  return row ?? null;
};

export const insertPost = async (
  db: Queryable,
  values: { authorId: number; content: string; type: PostType },
) => {
  const [row] = await db.insert(posts).values(values).returning({ id: posts.id });
  if (!row) throw new Error('Post insert returned no row');
  return row.id;
};

/** Whether the post was written: false when it does not exist or, with `expectedUpdatedAt`, changed since. */
export const updatePostContent = async (
  db: Queryable,
  postId: number,
  content: string,
  expectedUpdatedAt?: string,
) => {
  const updated = await db
    .update(posts)
    .set({ content, updatedAt: nextUpdatedAt(posts.updatedAt) })
    .where(isRowVersion(posts.id, postId, posts.updatedAt, expectedUpdatedAt))
    .returning({ id: posts.id });
  return updated.length > 0;
};

export const postExists = async (db: Queryable, postId: number) => {
  const [row] = await db.select({ id: posts.id }).from(posts).where(eq(posts.id, postId));
  return row !== undefined;
};

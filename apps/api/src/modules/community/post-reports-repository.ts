import { and, eq, sql } from 'drizzle-orm';
import type { PostReport, ReportPostInput } from '@coachboard/contract';
import { postReports, posts } from '../../db/schema/index.js';
import type { Queryable } from '../../lib/db-types.js';

const toPostReport = (row: typeof postReports.$inferSelect): PostReport => ({
  post_id: row.postId,
  reason: row.reason,
  text: row.text,
  created_at: row.createdAt.toISOString(),
});

/**
 * A member reports a live post, once: the primary key (post, member) makes a second report write nothing and
 * answer the first, even when two arrive at once. Null when there is no such post (or it is in the trash).
 */
export const reportPost = async (
  db: Queryable,
  postId: number,
  userId: number,
  input: ReportPostInput,
): Promise<{ created: boolean; report: PostReport } | null> => {
  const [post] = await db.select({ id: posts.id }).from(posts).where(eq(posts.id, postId));
  if (!post) return null;
  const [inserted] = await db
    .insert(postReports)
    .values({ postId, userId, reason: input.reason, text: input.text ?? null })
    .onConflictDoNothing()
    .returning();
  if (inserted) return { created: true, report: toPostReport(inserted) };
  const [stored] = await db
    .select()
    .from(postReports)
    .where(and(eq(postReports.postId, postId), eq(postReports.userId, userId)));
  if (!stored) throw new Error('A post report could not be read back');
  return { created: false, report: toPostReport(stored) };
};

/** How many members reported the post (the primary key's post_id prefix counts them). */
export const countPostReports = async (db: Queryable, postId: number) => {
  const [row] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(postReports)
    .where(eq(postReports.postId, postId));
  return row?.count ?? 0;
};

import { and, eq, sql } from 'drizzle-orm';
import type { PostLikeState } from '@coachboard/contract';
import { postLikes, posts } from '../../db/schema/index.js';
import type { Queryable } from '../../lib/db-types.js';

/**
 * Locks the post row for the rest of the transaction, so concurrent likes of one post apply one after the
 * other and a concurrent delete waits. Returns the current count, or null when there is no such post.
 */
export const lockPostLikes = async (db: Queryable, postId: number) => {
  const [row] = await db
    .select({ likesCount: posts.likesCount })
    .from(posts)
    .where(eq(posts.id, postId))
    .for('no key update');
  return row?.likesCount ?? null;
};

/** Adds the like if it is not there yet; the count moves only when a row was inserted. */
export const addLike = async (db: Queryable, postId: number, userId: number, currentCount: number) => {
  const inserted = await db
    .insert(postLikes)
    .values({ postId, userId })
    .onConflictDoNothing()
    .returning({ postId: postLikes.postId });
  if (inserted.length === 0) return currentCount;
  const [row] = await db
    .update(posts)
    .set({ likesCount: sql`${posts.likesCount} + 1` })
    .where(eq(posts.id, postId))
    .returning({ likesCount: posts.likesCount });
  return row?.likesCount ?? currentCount;
};

/** Removes the like if it is there; the count moves only when a row was deleted. */
export const removeLike = async (db: Queryable, postId: number, userId: number, currentCount: number) => {
  const deleted = await db
    .delete(postLikes)
    .where(and(eq(postLikes.postId, postId), eq(postLikes.userId, userId)))
    .returning({ postId: postLikes.postId });
  if (deleted.length === 0) return currentCount;
  const [row] = await db
    .update(posts)
    .set({ likesCount: sql`${posts.likesCount} - 1` })
    .where(eq(posts.id, postId))
    .returning({ likesCount: posts.likesCount });
  return row?.likesCount ?? currentCount;
};

export const toLikeState = (postId: number, likesCount: number, liked: boolean): PostLikeState => ({
  id: postId,
  likes_count: likesCount,
  is_liked_by_auth_user: liked,
});

/** The post's likes_count and whether this user likes it; null when there is no such post. */
export const likeStateOf = async (db: Queryable, postId: number, userId: number) => {
  const [row] = await db
    .select({
      likesCount: posts.likesCount,
      liked: sql<boolean>`exists (select 1 from ${postLikes} where ${postLikes.postId} = ${posts.id} and ${postLikes.userId} = ${userId})`,
    })
    .from(posts)
    .where(eq(posts.id, postId));
  return row ? { likes_count: row.likesCount, liked: row.liked } : null;
};

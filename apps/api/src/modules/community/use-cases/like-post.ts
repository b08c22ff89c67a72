import { communityMessages, type PostLikeState } from '@coachboard/contract';
import type { Queryable } from '../../../lib/db-types.js';
import { notFound } from '../../../lib/errors.js';
import { addLike, lockPostLikes, removeLike, toLikeState } from '../likes-repository.js';

/**
 * Likes (or, with `liked` false, unlikes) a post for the viewer. Idempotent: the like row's primary key
 * decides, and likes_count moves in the same transaction only when a row was added or removed.
 */
export const setPostLike = async (
  db: Queryable,
  postId: number,
  userId: number,
  liked: boolean,
): Promise<PostLikeState> =>
  db.transaction(async (tx) => {
    const current = await lockPostLikes(tx, postId);
    if (current === null) throw notFound(communityMessages.postNotFound);
    const count = liked
      ? await addLike(tx, postId, userId, current)
      : await removeLike(tx, postId, userId, current);
    return toLikeState(postId, count, liked);
  });

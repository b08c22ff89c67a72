import { communityMessages, type CommentWrite } from '@coachboard/contract';
import type { Queryable } from '../../../lib/db-types.js';
import { foundOr, notFound } from '../../../lib/errors.js';
import { findComment, incrementCommentsCount, insertComment } from '../comments-repository.js';

/** Adds a comment and counts it on the post in one transaction. */
export const createComment = async (
  db: Queryable,
  postId: number,
  authorId: number,
  content: string,
): Promise<CommentWrite> => {
  const { commentId, commentsCount } = await db.transaction(async (tx) => {
    const count = await incrementCommentsCount(tx, postId);
    if (count === null) throw notFound(communityMessages.postNotFound);
    return { commentId: await insertComment(tx, { postId, authorId, content }), commentsCount: count };
  });
  const comment = foundOr(await findComment(db, postId, commentId), communityMessages.commentNotFound);
  return { ...comment, comments_count: commentsCount };
};

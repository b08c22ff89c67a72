import { communityMessages, type CommentDeleted } from '@coachboard/contract';
import type { Database } from '../../../db/client.js';
import { notFound } from '../../../lib/errors.js';
import { decrementCommentsCount, deleteCommentRow, findCommentAuthorId } from '../comments-repository.js';
import { assertCanModerate, type Viewer } from '../moderation.js';
import { postExists } from '../posts-repository.js';

/** Deletes a comment and uncounts it on the post in one transaction. */
export const deleteComment = async (
  db: Database,
  postId: number,
  commentId: number,
  viewer: Viewer,
): Promise<CommentDeleted> =>
  db.transaction(async (tx) => {
    if (!(await postExists(tx, postId))) throw notFound(communityMessages.postNotFound);
    const authorId = await findCommentAuthorId(tx, postId, commentId);
    if (authorId === null) throw notFound(communityMessages.commentNotFound);
    assertCanModerate(viewer, authorId);
    if (!(await deleteCommentRow(tx, postId, commentId))) throw notFound(communityMessages.commentNotFound);
    const commentsCount = await decrementCommentsCount(tx, postId);
    return { id: commentId, post_id: postId, comments_count: commentsCount };
  });

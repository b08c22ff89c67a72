import { communityMessages, type CommentDeleted } from '@coachboard/contract';
import type { Transaction } from '../../../lib/db-types.js';
import { notFound } from '../../../lib/errors.js';
import { moveToTrash, type TrashContext } from '../../../lib/trash.js';
import { findCommentAuthorId } from '../comments-repository.js';
import { assertCanModerate, type Viewer } from '../moderation.js';
import { findPostOwnership, postExists } from '../posts-repository.js';

/**
 * Moves a comment to the trash (author or admin); its post counts one comment less (the comment record's
 * afterTrash hook), and the answer carries the new count.
 */
export const trashComment = async (
  tx: Transaction,
  context: TrashContext,
  postId: number,
  commentId: number,
  viewer: Viewer,
): Promise<CommentDeleted> => {
  if (!(await postExists(tx, postId))) throw notFound(communityMessages.postNotFound);
  const authorId = await findCommentAuthorId(tx, postId, commentId);
  if (authorId === null) throw notFound(communityMessages.commentNotFound);
  assertCanModerate(viewer, authorId);
  const { moved } = await moveToTrash(tx, context, 'comment', [commentId]);
  if (moved.length === 0) throw notFound(communityMessages.commentNotFound);
  const post = await findPostOwnership(tx, postId);
  return { id: commentId, post_id: postId, comments_count: post?.commentsCount ?? 0 };
};

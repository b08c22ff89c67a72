import { communityMessages, type CommentWrite } from '@coachboard/contract';
import type { Queryable } from '../../../lib/db-types.js';
import { foundOr, notFound } from '../../../lib/errors.js';
import { findComment, findCommentAuthorId, updateCommentContent } from '../comments-repository.js';
import { assertCanModerate, type Viewer } from '../moderation.js';
import { findPostOwnership } from '../posts-repository.js';

/** Edits a comment's content (author or admin). */
export const updateComment = async (
  db: Queryable,
  postId: number,
  commentId: number,
  content: string,
  viewer: Viewer,
): Promise<CommentWrite> => {
  const post = await findPostOwnership(db, postId);
  if (!post) throw notFound(communityMessages.postNotFound);
  const authorId = await findCommentAuthorId(db, postId, commentId);
  if (authorId === null) throw notFound(communityMessages.commentNotFound);
  assertCanModerate(viewer, authorId);
  if (!(await updateCommentContent(db, postId, commentId, content))) {
    throw notFound(communityMessages.commentNotFound);
  }
  const comment = foundOr(await findComment(db, postId, commentId), communityMessages.commentNotFound);
  return { ...comment, comments_count: post.commentsCount };
};

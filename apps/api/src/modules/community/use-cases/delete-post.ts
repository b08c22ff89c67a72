import { communityMessages } from '@coachboard/contract';
import type { Transaction } from '../../../lib/db-types.js';
import { notFound } from '../../../lib/errors.js';
import { moveToTrash, type TrashContext } from '../../../lib/trash.js';
import { assertCanModerate, type Viewer } from '../moderation.js';
import { findPostOwnership } from '../posts-repository.js';

/**
 * Moves a post to the trash (author or admin): its comments, likes and attachment files stay in place, hidden
 * with it, and come back on restore; the files go when the trash is purged.
 */
export const trashPost = async (tx: Transaction, context: TrashContext, postId: number, viewer: Viewer) => {
  const post = await findPostOwnership(tx, postId);
  if (!post) throw notFound(communityMessages.postNotFound);
  assertCanModerate(viewer, post.authorId);
  const { moved } = await moveToTrash(tx, context, 'post', [postId]);
  if (moved.length === 0) throw notFound(communityMessages.postNotFound);
};

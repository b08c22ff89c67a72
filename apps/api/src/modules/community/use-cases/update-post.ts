import { communityMessages, type UpdatePost } from '@coachboard/contract';
import type { Database } from '../../../db/client.js';
import { invalidField, notFound } from '../../../lib/errors.js';
import { assertCanModerate, type Viewer } from '../moderation.js';
import { findPostOwnership, updatePostContent } from '../posts-repository.js';

/** Edits a post's content; a type may be sent but must be the post's own (the type is chosen once). */
export const updatePost = async (db: Database, postId: number, input: UpdatePost, viewer: Viewer) => {
  const post = await findPostOwnership(db, postId);
  if (!post) throw notFound(communityMessages.postNotFound);
  assertCanModerate(viewer, post.authorId);
  if (input.type !== undefined && input.type !== post.type) {
    throw invalidField('type', communityMessages.typeLocked);
  }
  if (!(await updatePostContent(db, postId, input.content))) throw notFound(communityMessages.postNotFound);
};

import { communityMessages, type UpdatePost } from '@coachboard/contract';
import type { Queryable } from '../../../lib/db-types.js';
import { invalidField, notFound } from '../../../lib/errors.js';
import { refuseUnappliedUpdate } from '../../../lib/stale-update.js';
import { assertCanModerate, type Viewer } from '../moderation.js';
import { findPostOwnership, postExists, updatePostContent } from '../posts-repository.js';

/**
 * Edits a post's content; a type may be sent but must be the post's own (the type is chosen once). With
 * `expected_updated_at` the post must still be the version the editor loaded (409 otherwise).
 */
export const updatePost = async (db: Queryable, postId: number, input: UpdatePost, viewer: Viewer) => {
  const post = await findPostOwnership(db, postId);
  if (!post) throw notFound(communityMessages.postNotFound);
  assertCanModerate(viewer, post.authorId);
  if (input.type !== undefined && input.type !== post.type) {
    throw invalidField('type', communityMessages.typeLocked);
  }
  const expected = input.expected_updated_at;
  if (!(await updatePostContent(db, postId, input.content, expected)))
    await refuseUnappliedUpdate(expected, () => postExists(db, postId), {
      notFound: communityMessages.postNotFound,
      stale: communityMessages.postStaleUpdate,
    });
};

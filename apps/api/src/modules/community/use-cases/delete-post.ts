import { communityMessages } from '@coachboard/contract';
import { notFound } from '../../../lib/errors.js';
import type { StoreImageContext } from '../../../lib/store-image.js';
import { removeStoredFile } from '../../../storage/index.js';
import { assertCanModerate, type Viewer } from '../moderation.js';
import { deletePostWithFiles, findPostOwnership } from '../posts-repository.js';

/**
 * Deletes a post with its comments, likes and attachment files in one transaction; the stored files are
 * removed after the commit.
 */
export const deletePost = async ({ db, storage, log }: StoreImageContext, postId: number, viewer: Viewer) => {
  const storageNames = await db.transaction(async (tx) => {
    const post = await findPostOwnership(tx, postId);
    if (!post) throw notFound(communityMessages.postNotFound);
    assertCanModerate(viewer, post.authorId);
    const removed = await deletePostWithFiles(tx, postId);
    if (!removed) throw notFound(communityMessages.postNotFound);
    return removed;
  });
  await Promise.all(storageNames.map((name) => removeStoredFile(storage, name, log)));
};

import { eq, sql } from 'drizzle-orm';
import type { Post } from '@coachboard/contract';
import { files, posts, users } from '../../db/schema/index.js';
import type { Queryable } from '../../lib/db-types.js';
import { pagedList } from '../../lib/paged-list.js';
import { toPost } from './community-mappers.js';
import { findAttachmentsOfPosts, postColumns } from './posts-repository.js';

/**
 * The dashboard's unanswered support posts (issue 23): live posts of type support with no live comment by an
 * admin (a user whose role is admin, deleted or not); a reply from anyone else leaves the post unanswered.
 * Whether a post has such a reply is `posts.admin_replied`, kept by migration 0030's triggers (a reply by an
 * admin added, trashed, restored or deleted; its author's role changed), so these posts are exactly the entries
 * of posts_unanswered_support_idx, oldest first: the count reads that index alone and the list walks it.
 * `GET /posts?attention=unanswered_support` and the dashboard's count use this very condition.
 */
export const unansweredSupportPosts = {
  table: posts,
  where: sql`${posts.type} = 'support' and not ${sql.raw('"posts"."admin_replied"')}`,
};

const unansweredList = pagedList({
  name: 'community_unanswered_support',
  ...unansweredSupportPosts,
  key: posts.id,
  columns: postColumns(sql.placeholder('viewerId')),
  // The author is always there (posts cascade with their author): a left join keeps the total a read of the
  // partial index alone, exactly the dashboard's count.
  leftJoins: [
    { table: users, on: eq(users.id, posts.authorId) },
    { table: files, on: eq(files.id, users.profileImageId) },
  ],
  orderBy: { column: posts.createdAt, direction: 'asc' },
  filters: {},
});

/** A page of unanswered support posts, oldest first, with authors, like flags and attachments. */
export const findUnansweredSupportPage = async (
  db: Queryable,
  { page, perPage, viewerId }: { page: number; perPage: number; viewerId: number },
): Promise<{ items: Post[]; total: number }> => {
  const { items: rows, total } = await unansweredList(db, {}, { page, perPage, params: { viewerId } });
  const attachments = await findAttachmentsOfPosts(
    db,
    rows.map((row) => row.id),
  );
  return { items: rows.map((row) => toPost(row, attachments.get(row.id) ?? [])), total };
};

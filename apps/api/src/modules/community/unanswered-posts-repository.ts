import { count, eq, sql } from 'drizzle-orm';
import type { Post, PostType, PostTypeCounts } from '@coachboard/contract';
import { files, posts, users } from '../../db/schema/index.js';
import type { Queryable } from '../../lib/db-types.js';
import { pagedList } from '../../lib/paged-list.js';
import { preparedStatement } from '../../lib/prepared.js';
import { toPost } from './community-mappers.js';
import { findAttachmentsOfPosts, postColumns } from './posts-repository.js';

/**
 * The dashboard's unanswered support posts: live posts of type support with no live comment by an
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

/** The one type the condition above lets through: the list of any other type is empty without asking. */
const UNANSWERED_TYPE = 'support' satisfies PostType;

const unansweredTotal = preparedStatement((db) =>
  db
    .select({ count: count() })
    .from(unansweredSupportPosts.table)
    .where(unansweredSupportPosts.where)
    .prepare('community_unanswered_support_total'),
);

/**
 * The filter bar's counts while the list shows the unanswered support posts: the dashboard's very count (one
 * statement reading posts_unanswered_support_idx alone), all of them support posts.
 */
export const countUnansweredSupportByType = async (db: Queryable): Promise<PostTypeCounts> => {
  const [row] = await unansweredTotal(db).execute();
  const total = row?.count ?? 0;
  const counts: PostTypeCounts = { all: total, general: 0, support: 0, challenge: 0, announcement: 0 };
  counts[UNANSWERED_TYPE] = total;
  return counts;
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

/**
 * A page of unanswered support posts, oldest first, with authors, like flags and attachments; a `type` tab
 * narrows them (none of another type).
 */
export const findUnansweredSupportPage = async (
  db: Queryable,
  { type, page, perPage, viewerId }: { type?: PostType; page: number; perPage: number; viewerId: number },
): Promise<{ items: Post[]; total: number }> => {
  if (type !== undefined && type !== UNANSWERED_TYPE) return { items: [], total: 0 };
  const { items: rows, total } = await unansweredList(db, {}, { page, perPage, params: { viewerId } });
  const attachments = await findAttachmentsOfPosts(
    db,
    rows.map((row) => row.id),
  );
  return { items: rows.map((row) => toPost(row, attachments.get(row.id) ?? [])), total };
};

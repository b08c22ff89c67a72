import { sql } from 'drizzle-orm';
import { COMMENTS_PAGE_SIZE, POSTS_PAGE_SIZE, postTypes } from '@coachboard/contract';
import type { Database } from '../src/db/client.js';
import { listPageScenarios, offsetPageBaselines, pageRows } from './paged-scenarios.js';
import { HOT_POST_COMMENTS, POST_COUNT } from './seed-community-volume.js';

export interface CommunityBenchScenario {
  name: string;
  /** Requests rotate through these URLs. */
  urls: string[];
  /** Counted toward the p95 < 50 ms target (every read the community screens make). */
  target: boolean;
  countRows: (body: { data: unknown }) => number;
}

const LAST_PAGE = Math.ceil(POST_COUNT / POSTS_PAGE_SIZE);
const MIDDLE_PAGE = Math.ceil(LAST_PAGE / 2);
const HOT_LAST_PAGE = Math.ceil(HOT_POST_COMMENTS / COMMENTS_PAGE_SIZE);
const list = (page: number) => `/api/posts?page=${page}`;
const ofType = (type: string, page = 1) => `/api/posts/search?type=${type}&page=${page}`;

export const communityScenarios = async (db: Database): Promise<CommunityBenchScenario[]> => {
  const sample = await db.execute<{ id: string }>(
    sql`select id from posts where comments_count > 0 order by md5(id::text) limit 50`,
  );
  const ids = sample.rows.map((row) => Number(row.id));
  const hot = await db.execute<{ id: string }>(
    sql`select id from posts order by comments_count desc limit 1`,
  );
  const hotId = Number(hot.rows[0]?.id);
  const comments = (id: number, page = 1) => `/api/posts/${id}/comments?page=${page}`;
  return [
    ...listPageScenarios(list, MIDDLE_PAGE),
    {
      name: `list, deep pages (${MIDDLE_PAGE + 5000}, ${LAST_PAGE})`,
      urls: [list(MIDDLE_PAGE + 5000), list(LAST_PAGE)],
      target: true,
      countRows: pageRows,
    },
    {
      name: 'type filter, page 1 of each type',
      urls: postTypes.map((type) => ofType(type)),
      target: true,
      countRows: pageRows,
    },
    {
      name: 'type filter, middle and last pages (general, announcement)',
      urls: [
        ofType('general', 6667),
        ofType('general', 13334),
        ofType('announcement', 3334),
        ofType('announcement', 6667),
      ],
      target: true,
      countRows: pageRows,
    },
    { name: 'type counts', urls: ['/api/posts/type-counts'], target: true, countRows: () => 5 },
    {
      name: 'post detail (50 posts)',
      urls: ids.map((id) => `/api/posts/${id}`),
      target: true,
      countRows: () => 1,
    },
    {
      name: 'comments, page 1 (50 posts, 1-8 comments)',
      urls: ids.map((id) => comments(id)),
      target: true,
      countRows: pageRows,
    },
    {
      name: `comments of the post with ${HOT_POST_COMMENTS.toLocaleString('en-US')}: pages 1, 2, middle, last`,
      urls: [
        comments(hotId),
        comments(hotId, 2),
        comments(hotId, HOT_LAST_PAGE / 2),
        comments(hotId, HOT_LAST_PAGE),
      ],
      target: true,
      countRows: pageRows,
    },
  ];
};

const LAST_OFFSET = (LAST_PAGE - 1) * POSTS_PAGE_SIZE;
const MIDDLE_OFFSET = (MIDDLE_PAGE - 1) * POSTS_PAGE_SIZE;

/** Plain SQL with no app around it: the same reads written the obvious way, and a round trip. */
export const communityBaselines = [
  ...offsetPageBaselines('posts', POSTS_PAGE_SIZE, [
    { which: 'first', offset: 0 },
    { which: 'middle', offset: MIDDLE_OFFSET },
    { which: 'last', offset: LAST_OFFSET },
  ]),
  {
    name: 'type counts, count(*) group by type',
    statements: ['select type, count(*) from posts group by type'],
  },
];

/**
 * Seeds the community volume on top of the shared bench volume (seed-volume.ts: 200,000 users and the bench
 * admin): 500,000 posts of every type over a year, about 5,000,000 likes and 2,000,000 comments spread over
 * the users, one post with 20,000 comments, about 100,000 attachment files. Set-based, one statement each.
 *
 *   npx tsx bench/seed-community-volume.ts   (DATABASE_URL or TEST_DATABASE_URL names the server)
 */
import { pathToFileURL } from 'node:url';
import type pg from 'pg';
import { createDatabase } from '../src/db/client.js';
import type { BenchServer } from './bench-database.js';
import { BENCH_ADMIN, seedVolume, USER_COUNT } from './seed-volume.js';

export const POST_COUNT = 500_000;
export const HOT_POST_COMMENTS = 20_000;

const timed = async (client: pg.PoolClient, label: string, statement: string, values: unknown[] = []) => {
  const startedAt = performance.now();
  const result = await client.query(statement, values);
  console.log(
    `  ${label}: ${result.rowCount ?? 0} rows in ${((performance.now() - startedAt) / 1000).toFixed(1)} s`,
  );
};

export const seedCommunityRows = async (client: pg.PoolClient) => {
  // Types are uneven (40% general, 20% each of the others); 0 to 20 likes and 0 to 8 comments a post.
  await timed(
    client,
    'posts',
    `insert into posts (author_id, content, type, likes_count, comments_count, created_at, updated_at)
     select u.first_id + (g::bigint * 7919) % $2::int,
            'Benchmark post ' || g || ': training notes, a question for the community and a link ' ||
              'https://example.com/posts/' || g || '.',
            (array['general','general','general','general','support','support','challenge','challenge',
                   'announcement','announcement'])[1 + (g * 13) % 10],
            (g * 11) % 21, (g * 5) % 9,
            now() - g * interval '1 minute', now() - g * interval '1 minute'
     from generate_series(1, $1::int) g cross join (select min(id) as first_id from users) u`,
    [POST_COUNT, USER_COUNT],
  );
  await timed(
    client,
    'likes',
    `insert into post_likes (post_id, user_id, created_at)
     select p.id, u.first_id + (p.id * 7919 + k * 104729) % $1::int, p.created_at + k * interval '1 minute'
     from posts p cross join (select min(id) as first_id from users) u
     cross join lateral generate_series(0, p.likes_count - 1) k`,
    [USER_COUNT],
  );
  // The bench admin likes every third post, so is_liked_by_auth_user is true on a third of every page.
  await timed(
    client,
    'admin likes',
    `with liked as (
       insert into post_likes (post_id, user_id)
       select p.id, a.id from posts p cross join (select id from users where email = $1) a where p.id % 3 = 0
       on conflict do nothing returning post_id)
     update posts set likes_count = likes_count + 1 where id in (select post_id from liked)`,
    [BENCH_ADMIN.email],
  );
  await timed(
    client,
    'comments',
    `insert into post_comments (post_id, author_id, content, created_at, updated_at)
     select p.id, u.first_id + (p.id * 104729 + k * 7919) % $1::int,
            'Comment ' || k || ' on post ' || p.id || ': thanks for sharing, this helps a lot.',
            p.created_at + k * interval '5 minutes', p.created_at + k * interval '5 minutes'
     from posts p cross join (select min(id) as first_id from users) u
     cross join lateral generate_series(1, p.comments_count) k`,
    [USER_COUNT],
  );
  await timed(
    client,
    'hot post comments',
    `with hot as (select max(id) as id from posts where id % 1000 = 7),
     added as (
       insert into post_comments (post_id, author_id, content, created_at, updated_at)
       select hot.id, u.first_id + (k * 7919) % $1::int, 'Hot thread comment ' || k,
              now() - (k || ' seconds')::interval, now() - (k || ' seconds')::interval
       from hot cross join (select min(id) as first_id from users) u cross join generate_series(1, $2::int) k
       returning post_id)
     update posts set comments_count = comments_count + (select count(*) from added)
     where id = (select id from hot)`,
    [USER_COUNT, HOT_POST_COMMENTS],
  );
  await timed(
    client,
    'attachment files',
    `insert into files (full_path, original_name, storage_name, mime, size, created_at)
     select '/uploads/post-attachments/bench-' || p.id || '-' || k || '.jpg', 'photo-' || k || '.jpg',
            'post-attachments/bench-' || p.id || '-' || k || '.jpg', 'image/jpeg', 120000, p.created_at
     from posts p cross join lateral generate_series(1, 1 + p.id % 2) k where p.id % 7 = 0`,
  );
  await timed(
    client,
    'attachments',
    `insert into post_attachments (file_id, post_id, position)
     select f.id, split_part(f.storage_name, '-', 3)::bigint,
            split_part(split_part(f.storage_name, '-', 4), '.', 1)::int - 1
     from files f where f.storage_name like 'post-attachments/bench-%'`,
  );
  // Index-only scans need the visibility map that a vacuum writes (autovacuum would, given time).
  await timed(client, 'vacuum analyze', 'vacuum analyze');
};

/** The shared volume plus the community rows; returns the server handle. */
export const seedCommunityVolume = async (): Promise<BenchServer> => {
  const server = await seedVolume();
  console.log('Seeding the community volume');
  const startedAt = performance.now();
  const handle = createDatabase(server.url, { max: 1 });
  try {
    const client = await handle.pool.connect();
    try {
      await seedCommunityRows(client);
    } finally {
      client.release();
    }
  } finally {
    await handle.close();
  }
  console.log(`Community volume seeded in ${((performance.now() - startedAt) / 1000).toFixed(1)} s`);
  return server;
};

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const server = await seedCommunityVolume();
  await server.stop();
}

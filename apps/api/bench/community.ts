/**
 * Server-time benchmark of the community area at volume (500,000 posts, about 5,000,000 likes and 2,000,000
 * comments over 200,000 users): seeds a fresh `coachboard_bench` database, builds the app in-process and times
 * requests with Fastify's inject (auth hook, validation, queries, serialization), next to bare SQL baselines
 * run on the same database in the same run. Prints p50/p95/p99 in ms; exits non-zero when a target scenario
 * reaches 50 ms at p95.
 *
 *   TEST_DATABASE_URL=postgres://postgres@127.0.0.1:5432/test npx tsx bench/community.ts
 *   BENCH_SKIP_SEED=1 ...   reuses an already seeded coachboard_bench
 */
import { communityBaselines, communityScenarios } from './community-scenarios.js';
import { measureBaselines, measureScenarios, printHeader, rotateUrls, runBench } from './harness.js';
import { seedCommunityVolume } from './seed-community-volume.js';

await runBench({
  seed: seedCommunityVolume,
  bench: async (context) => {
    await printHeader(context, async () => {
      const volume = (
        await context.handle.pool.query<{ posts: string; likes: string; comments: string }>(
          `select (select count(*) from posts) as posts, (select count(*) from post_likes) as likes,
                (select count(*) from post_comments) as comments`,
        )
      ).rows[0];
      return `${volume?.posts} posts, ${volume?.likes} likes, ${volume?.comments} comments`;
    });
    const failures = await measureScenarios(context, await communityScenarios(context.handle.db), rotateUrls);
    await measureBaselines(context, communityBaselines);
    return failures;
  },
});

/**
 * Server-time benchmark of the recipe library at 100,000 recipes: seeds a fresh `coachboard_bench` database,
 * builds the app in-process and times requests with Fastify's inject (auth hook, validation, queries,
 * serialization), next to bare SQL baselines run on the same database in the same run.
 *
 *   TEST_DATABASE_URL=postgres://postgres@127.0.0.1:5432/test npx tsx bench/recipes.ts
 *   BENCH_SKIP_SEED=1 ...   reuses an already seeded coachboard_bench
 */
import { measureBaselines, measureScenarios, printHeader, rotateUrls, runBench } from './harness.js';
import { recipeBaselines, recipeScenarios } from './recipes-scenarios.js';
import { RECIPE_COUNT, seedRecipesVolume } from './seed-recipes-volume.js';

await runBench({
  seed: seedRecipesVolume,
  bench: async (context) => {
    await printHeader(context, `${RECIPE_COUNT.toLocaleString('en-US')} recipes`);
    const failures = await measureScenarios(context, await recipeScenarios(context.handle.db), rotateUrls);
    await measureBaselines(context, recipeBaselines);
    return failures;
  },
});

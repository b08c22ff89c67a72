/**
 * Server-time benchmark of the exercise library and the training-day editor at volume (5,000 exercises,
 * 2,000,000 activity logs over 10,000 programs' training days): seeds a fresh `coachboard_bench` database,
 * builds the app in-process and times requests with Fastify's inject (auth hook, validation, queries,
 * serialization), next to bare SQL baselines run on the same database in the same run.
 *
 *   TEST_DATABASE_URL=postgres://postgres@127.0.0.1:5432/test npx tsx bench/exercises.ts
 *   BENCH_SKIP_SEED=1 ...   reuses an already seeded coachboard_bench
 */
import { exerciseBaselines, exerciseScenarios } from './exercises-scenarios.js';
import { measureBaselines, measureScenarios, printHeader, runBench } from './harness.js';
import { ACTIVITY_LOG_COUNT, EXERCISE_COUNT, seedExercisesVolume } from './seed-exercises-volume.js';

await runBench({
  seed: seedExercisesVolume,
  bench: async (context) => {
    await printHeader(
      context,
      `${EXERCISE_COUNT.toLocaleString('en-US')} exercises, ${ACTIVITY_LOG_COUNT.toLocaleString('en-US')} activity logs`,
    );
    const failures = await measureScenarios(
      context,
      await exerciseScenarios(context.handle.db),
      (scenario, i) => ({ method: scenario.method, ...scenario.requests[i % scenario.requests.length]! }),
    );
    await measureBaselines(context, exerciseBaselines);
    return failures;
  },
});

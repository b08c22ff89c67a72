/**
 * Server-time benchmark of the global search (`GET /search`, issue 23) at the benchmark volume (200,000 users,
 * 10,000 programs and 500 personal copies, 5,000 exercises, 100,000 recipes, 500,000 posts; search-volume.ts):
 * each scenario rotates through its terms through the app (Fastify's inject: auth hook, validation, the one
 * statement, serialization), then the same statement alone on the pool as the bare baseline, then the plan of
 * one rare, one common and one zero-hit term.
 *
 *   TEST_DATABASE_URL=postgres://postgres@127.0.0.1:5432/postgres npx tsx bench/search.ts
 *   BENCH_SKIP_SEED=1 ...   reuses an already seeded coachboard_bench
 */
import { PgDialect } from 'drizzle-orm/pg-core';
import { SEARCH_LIMIT_DEFAULT, type SearchResult } from '@coachboard/contract';
import { searchStatement } from '../src/modules/search/search-repository.js';
import { searchTerms } from '../src/modules/search/search-terms.js';
import {
  measure,
  measureScenarios,
  printHeader,
  rotateUrls,
  runBench,
  type BenchContext,
} from './harness.js';
import { seedSearchVolume } from './search-volume.js';

interface SearchScenario {
  name: string;
  terms: string[];
  limit?: number;
}

const scenarios: SearchScenario[] = [
  {
    name: 'rare terms (an e-mail, a post number, a recipe number, an exercise)',
    terms: ['james.smith.1', 'post 123456', 'No. 4242', 'Swing Kettlebell Seated 4'],
  },
  {
    name: 'common terms (every post, 2,000 Johns, 10,000 chicken recipes, 500 strength programs)',
    terms: ['training', 'john', 'chicken', 'strength'],
  },
  { name: 'common terms, limit 20', terms: ['training', 'john', 'chicken', 'strength'], limit: 20 },
  { name: 'zero-hit terms', terms: ['zqxv', 'xylophone', 'qwerty uiop'] },
  { name: 'two-character terms', terms: ['jo', 'sm', 'zz'] },
  { name: 'typos', terms: ['kettlebel', 'jonhson', 'chiken bowl', 'strenght'] },
  { name: 'numbers (an id, a post number)', terms: ['4242', '123456'] },
  { name: 'personal copies ("· Mary")', terms: ['strength builder · mary'] },
];

const urlOf = (term: string, limit = SEARCH_LIMIT_DEFAULT) =>
  `/api/search?q=${encodeURIComponent(term)}&limit=${limit}`;

const hitCount = (body: { data: unknown }) =>
  (body.data as SearchResult).groups.reduce((sum, group) => sum + group.hits.length, 0);

const dialect = new PgDialect();
const statementOf = (term: string, limit = SEARCH_LIMIT_DEFAULT) =>
  dialect.sqlToQuery(searchStatement(searchTerms(term), limit));

const measureBare = async ({ handle }: BenchContext) => {
  for (const scenario of scenarios) {
    const statements = scenario.terms.map((term) => statementOf(term, scenario.limit));
    await measure(`baseline, bare SQL: ${scenario.name}`, async (i) => {
      const { sql, params } = statements[i % statements.length]!;
      return (await handle.pool.query(sql, params as unknown[])).rowCount ?? 0;
    });
  }
};

const printPlans = async ({ handle }: BenchContext) => {
  for (const term of ['post 123456', 'training', 'zqxv']) {
    const { sql, params } = statementOf(term);
    const plan = await handle.pool.query<{ 'QUERY PLAN': string }>(
      `explain (analyze, costs off, timing off, summary on) ${sql}`,
      params as unknown[],
    );
    console.log(`\nPlan for "${term}":\n${plan.rows.map((row) => row['QUERY PLAN']).join('\n')}`);
  }
};

await runBench({
  seed: seedSearchVolume,
  bench: async (context) => {
    await printHeader(context, async () => {
      const counts = (
        await context.handle.pool.query<Record<string, string>>(
          `select (select count(*) from users) as users, (select count(*) from training_programs) as programs,
                  (select count(*) from exercises) as exercises, (select count(*) from recipes) as recipes,
                  (select count(*) from posts) as posts`,
        )
      ).rows[0]!;
      return Object.entries(counts)
        .map(([name, count]) => `${count} ${name}`)
        .join(', ');
    });
    const timed = scenarios.map((scenario) => ({
      name: scenario.name,
      urls: scenario.terms.map((term) => urlOf(term, scenario.limit)),
      target: true,
      countRows: hitCount,
    }));
    const failures = await measureScenarios(context, timed, rotateUrls);
    await measureBare(context);
    await printPlans(context);
    return failures;
  },
});

/**
 * Server-time benchmark of the global search (`GET /search`) at the benchmark volume (200,000 users,
 * 10,000 programs and 500 personal copies, 5,000 exercises, 100,000 recipes, 500,000 posts; search-volume.ts):
 * each scenario rotates through its terms through the app (Fastify's inject: auth hook, validation, the
 * statements, serialization), then the same statements alone on one pooled connection as the bare baseline (the
 * app's transaction: the posts planned for the term, the four other kinds as a generic prepared statement), then
 * the plans of a rare, a common, a zero-hit, a recipe-number and a two-character term and two e-mail domains.
 *
 *   TEST_DATABASE_URL=postgres://postgres@127.0.0.1:5432/postgres npx tsx bench/search.ts
 *   BENCH_SKIP_SEED=1 ...   reuses an already seeded coachboard_bench
 */
import { PgDialect } from 'drizzle-orm/pg-core';
import { SEARCH_LIMIT_DEFAULT, type SearchResult } from '@coachboard/contract';
import {
  searchPostsStatement,
  searchQuery,
  searchShape,
  searchValues,
} from '../src/modules/search/search-repository.js';
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
  {
    name: 'e-mail fragments (a domain, its start with @, 200,000 example.com, a local part with @)',
    terms: ['club42.example.org', '@club4', 'example.com', 'james.smith.1@'],
  },
  // Every benchmark post links to example.com: the posts' trigram index hands all 500,000 of them to the recheck
  // of '%@example%', which none holds (the users' part reads its index as for the others).
  { name: "'@example' (a domain every post names, without its @)", terms: ['@example'] },
];

const urlOf = (term: string, limit = SEARCH_LIMIT_DEFAULT) =>
  `/api/search?q=${encodeURIComponent(term)}&limit=${limit}`;

const hitCount = (body: { data: unknown }) =>
  (body.data as SearchResult).groups.reduce((sum, group) => sum + group.hits.length, 0);

const dialect = new PgDialect();

/**
 * The statements a search sends, as the app sends them: the posts (unnamed, planned for the term), then the
 * named statement of the four other kinds with its values (the app's own statement name, so both share the
 * server-side statement on a connection), run generically.
 */
const statementsOf = (context: BenchContext, term: string, limit = SEARCH_LIMIT_DEFAULT) => {
  const searched = searchTerms(term);
  const shape = searchShape(searched);
  const kinds = searchQuery(context.handle.db, shape).toSQL();
  const values = searchValues(searched, limit) as Record<string, unknown>;
  return {
    posts: dialect.sqlToQuery(searchPostsStatement(searched, limit)),
    kinds: {
      name: `search_everything_${shape}`,
      text: kinds.sql,
      values: (kinds.params as Array<{ name: string }>).map((param) => values[param.name]),
    },
  };
};

const measureBare = async (context: BenchContext) => {
  for (const scenario of scenarios) {
    const statements = scenario.terms.map((term) => statementsOf(context, term, scenario.limit));
    await measure(`baseline, bare SQL: ${scenario.name}`, async (i) => {
      const { posts, kinds } = statements[i % statements.length]!;
      const client = await context.handle.pool.connect();
      try {
        await client.query('begin read only');
        const postRows = await client.query(posts.sql, posts.params as unknown[]);
        await client.query('set local plan_cache_mode = force_generic_plan');
        const kindRows = await client.query(kinds);
        await client.query('commit');
        return (postRows.rowCount ?? 0) + (kindRows.rowCount ?? 0);
      } finally {
        client.release();
      }
    });
  }
};

const printPlans = async (context: BenchContext) => {
  const client = await context.handle.pool.connect();
  try {
    for (const term of ['post 123456', 'training', 'zqxv', 'No. 4242', 'jo', '@club42', 'example.com']) {
      const { posts, kinds } = statementsOf(context, term);
      const explain = async (label: string, text: string, values: unknown[]) => {
        const plan = await client.query<{ 'QUERY PLAN': string }>(
          `explain (analyze, costs off, timing off, summary on) ${text}`,
          values,
        );
        console.log(
          `\nPlan for "${term}", ${label}:\n${plan.rows.map((row) => row['QUERY PLAN']).join('\n')}`,
        );
      };
      await explain('posts (planned for the term)', posts.sql, posts.params as unknown[]);
      // A generic plan, as the app runs it: EXPLAIN EXECUTE of the statement prepared in SQL.
      await client.query('set plan_cache_mode = force_generic_plan');
      await client.query(`prepare explained as ${kinds.text}`);
      const literals = kinds.values.map((value) => client.escapeLiteral(String(value)));
      const args = kinds.values.map((value, at) => (value === null ? 'null' : literals[at]));
      await explain('the four other kinds (generic plan)', `execute explained(${args.join(', ')})`, []);
      await client.query('deallocate explained');
      await client.query('reset plan_cache_mode');
    }
  } finally {
    client.release();
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

// CPU of running a prepared statement and mapping its rows: drizzle's execute vs lib/compiled-rows.ts. pg is
// replaced by a client answering the rows captured once from coachboard_bench, so only our process's CPU is timed.
// `npx tsx bench/row-mapping.ts [rows]` (default 30, a programs page); needs the bench database seeded.
import { eq, sql } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import * as schema from '../src/db/schema/index.js';
import { files, trainingPrograms } from '../src/db/schema/index.js';
import { programWithImageColumns } from '../src/modules/programs/program-summary.js';
import { totalColumn } from '../src/lib/sql.js';
import { withCompiledRows } from '../src/lib/compiled-rows.js';

const url = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/coachboard_bench';
const pool = new pg.Pool({ connectionString: url, max: 1 });
let captured: unknown;
const capturing = {
  query: async (config: object, values: unknown[]) => {
    const result = await pool.query({ ...config, values } as pg.QueryConfig);
    captured = { rows: result.rows };
    return result;
  },
};
const build = (client: object) =>
  drizzle(client as pg.Pool, { schema })
    .select({ ...programWithImageColumns, total: totalColumn(sql`select count(*) from training_programs`) })
    .from(trainingPrograms)
    .leftJoin(files, eq(files.id, trainingPrograms.imageFileId))
    .orderBy(trainingPrograms.createdAt)
    .limit(sql.placeholder('limit'))
    .prepare('map_cost_page');
const limit = Number(process.argv[2] ?? 30);
const rows = await build(capturing).execute({ limit });
const fake = { query: async () => captured };
const plain = build(fake);
const compiled = withCompiledRows(build(fake));
const a = JSON.stringify(await plain.execute({ limit }));
const b = JSON.stringify(await compiled.execute({ limit }));
if (a !== b || a !== JSON.stringify(rows)) throw new Error('rows differ');
const time = async (statement: typeof plain, n: number) => {
  const start = process.cpuUsage();
  for (let i = 0; i < n; i += 1) await statement.execute({ limit });
  const used = process.cpuUsage(start);
  return (used.user + used.system) / n;
};
const results: Record<string, number[]> = { drizzle: [], compiled: [] };
for (let round = 0; round < 8; round += 1) {
  results.drizzle!.push(await time(plain, 5000));
  results.compiled!.push(await time(compiled, 5000));
}
const median = (xs: number[]) => [...xs].sort((x, y) => x - y)[Math.floor(xs.length / 2)]!;
console.log(
  `${rows.length} rows; CPU µs per execute, median of 8 rounds of 5000: drizzle ${median(results.drizzle!).toFixed(1)}, compiled ${median(results.compiled!).toFixed(1)}`,
);
await pool.end();

/**
 * `npm run bench:http`: the real server against bare node:http baselines doing the same work, side by side.
 * See docs/BENCHMARKS.md ("HTTP side by side") for what it compares and how to read the table.
 */
import fs from 'node:fs';
import path from 'node:path';
import { describeWaves, toWaves } from './captured-sql.js';
import { compareAnswers } from './body-check.js';
import { publicUrlOf, writeBareRoutes, type PreparedScenario } from './bare-setup.js';
import { captureRealAnswers } from './capture.js';
import { runLoad, stopLoad, type LoadTarget, type RoundResult } from './load.js';
import { parseOptions } from './options.js';
import { killAllNow, startProcess, stopAll } from './processes.js';
import { profileWorst } from './profile-run.js';
import { deepPageLine, machineLine, markdownTable, type ScenarioResult } from './report.js';
import { scenarios } from './scenarios.js';
import { signIn, startBareServer, startRealServer, type RunningServer } from './servers.js';
import { benchDatabaseUrl, ensureVolume, pickFixture } from './volume.js';

const options = parseOptions(process.argv.slice(2));
fs.mkdirSync(options.outDir, { recursive: true });
const logDir = options.outDir;

const abort = (why: string, code: number) => {
  console.error(`\n${why}: stopping every process the benchmark started`);
  stopLoad();
  const forced = setTimeout(() => {
    killAllNow();
    process.exit(code);
  }, 20_000);
  void stopAll().finally(() => {
    clearTimeout(forced);
    process.exit(code);
  });
};
process.on('SIGINT', () => abort('Interrupted', 130));
process.on('SIGTERM', () => abort('Terminated', 143));
process.on('exit', killAllNow);
setTimeout(
  () => abort(`Time limit of ${options.timeLimitMinutes} min reached`, 2),
  options.timeLimitMinutes * 60_000,
).unref();

const build = async () => {
  console.log(`Building ${options.root} (npm run build)…`);
  const child = startProcess('build', 'npm', ['run', 'build'], {
    cwd: options.root,
    env: { ...process.env, BENCH_LOG_DIR: logDir },
  });
  const code = await new Promise<number | null>((resolve) => child.on('exit', resolve));
  if (code !== 0) throw new Error(`npm run build failed (exit ${code}); see ${logDir}/build.log`);
};

const targetFor = (
  result: PreparedScenario,
  side: 'a' | 'b',
  servers: { real: RunningServer; bare: RunningServer },
  token: string,
): LoadTarget => {
  const { scenario, publicUrl, real } = result;
  const headers: Record<string, string> = scenario.auth ? { authorization: `Bearer ${token}` } : {};
  const isReal = scenario[side].kind === 'real';
  const server = isReal ? servers.real : servers.bare;
  const url = isReal ? publicUrl : `/${scenario.key}/${side}${publicUrl}`;
  return { url: server.base + url, headers, status: real.status, pid: server.pid };
};

const fetchAnswer = async (target: LoadTarget) => {
  const response = await fetch(target.url, { headers: target.headers });
  return { status: response.status, body: await response.text() };
};

const main = async () => {
  const databaseUrl = benchDatabaseUrl();
  if (options.build) await build();
  if (!fs.existsSync(path.join(options.root, 'apps/api/dist/server.js'))) {
    throw new Error(`${options.root}/apps/api/dist/server.js is missing: run without --no-build`);
  }
  await ensureVolume(options.root, databaseUrl, logDir);
  const fixture = await pickFixture(databaseUrl);
  const chosen = scenarios.filter((s) => options.only.length === 0 || options.only.includes(s.key));
  if (chosen.length === 0) throw new Error(`No scenario matches --only ${options.only.join(',')}`);

  console.log('Capturing the SQL each route sends (one preloaded instance)…');
  const paths = [...new Map(chosen.map((s) => [publicUrlOf(s, fixture), s.auth])).entries()];
  const answers = await captureRealAnswers(
    { root: options.root, databaseUrl, logDir },
    paths.map(([p, auth]) => ({ path: p, auth })),
  );
  const prepared: PreparedScenario[] = chosen.map((scenario) => {
    const publicUrl = publicUrlOf(scenario, fixture);
    return { scenario, publicUrl, real: answers.get(publicUrl)!, notes: [] };
  });
  for (const { publicUrl, real } of prepared.filter(
    (p, i, all) => all.findIndex((q) => q.publicUrl === p.publicUrl) === i,
  )) {
    console.log(`  ${publicUrl} → ${real.status}, ${real.statements.length} statement(s):`);
    console.log(describeWaves(toWaves(real.statements)));
  }
  const routesFile = writeBareRoutes(prepared, logDir);

  const real = await startRealServer({ root: options.root, databaseUrl, logDir, name: 'real' });
  const bare = await startBareServer(options.root, databaseUrl, routesFile, logDir);
  const token = await signIn(real.base);
  const servers = { real, bare };

  console.log('\nBody check (each bare side against the real answer):');
  for (const p of prepared) {
    for (const side of ['a', 'b'] as const) {
      const spec = p.scenario[side];
      if (spec.kind === 'real') continue;
      const answer = await fetchAnswer(targetFor(p, side, servers, token));
      const check =
        spec.kind === 'same-sql' && spec.withoutTotal
          ? {
              equal: answer.status === p.real.status,
              detail: `status ${answer.status} (body differs by design)`,
            }
          : compareAnswers(answer, p.real, p.scenario.volatile);
      console.log(
        `  ${p.scenario.key} ${side.toUpperCase()}: ${check.detail}${check.equal ? '' : '  <-- MISMATCH'}`,
      );
      if (!check.equal) p.notes.push(`body mismatch on ${side.toUpperCase()}: ${check.detail}`);
    }
  }

  const results: ScenarioResult[] = [];
  for (const p of prepared) {
    const sides = { a: targetFor(p, 'a', servers, token), b: targetFor(p, 'b', servers, token) };
    console.log(`\n${p.scenario.title}`);
    if (options.warmupSeconds > 0) {
      await runLoad(sides.a, options.warmupSeconds, options.connections);
      await runLoad(sides.b, options.warmupSeconds, options.connections);
    }
    const rounds: Record<'a' | 'b', RoundResult[]> = { a: [], b: [] };
    for (let round = 0; round < options.rounds; round += 1) {
      for (const side of ['a', 'b'] as const) {
        const result = await runLoad(sides[side], options.durationSeconds, options.connections);
        rounds[side].push(result);
        console.log(
          `  round ${round + 1} ${side.toUpperCase()}: ${result.rps.toFixed(0)} req/s, p50 ${result.p50} ms, ` +
            `p99 ${result.p99} ms, ${result.cpuUs?.toFixed(0) ?? '?'} µs CPU/req, load ${result.load.toFixed(2)}` +
            (result.failures ? `, ${result.failures} FAILED` : ''),
        );
      }
    }
    results.push({ scenario: p.scenario, a: rounds.a, b: rounds.b, notes: p.notes });
  }

  const report = [
    `Machine: ${machineLine()}`,
    `Root: ${options.root}; ${options.connections} connections, ${options.durationSeconds} s rounds, ` +
      `${options.rounds} alternating rounds after ${options.warmupSeconds} s warm-up per side.`,
    '',
    markdownTable(results),
    '',
    deepPageLine(results),
  ].join('\n');
  console.log(`\n${report}`);
  fs.writeFileSync(path.join(options.outDir, 'report.md'), `${report}\n`);
  fs.writeFileSync(path.join(options.outDir, 'results.json'), JSON.stringify(results, null, 2));

  if (options.profile) {
    const profile = await profileWorst(results, prepared, { ...options, databaseUrl, logDir }, real);
    console.log(`\n${profile}`);
    fs.appendFileSync(path.join(options.outDir, 'report.md'), `\n${profile}\n`);
  }
  console.log(`\nReport: ${path.join(options.outDir, 'report.md')}`);
};

main()
  .catch((error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exitCode = 1;
  })
  .finally(() => stopAll());

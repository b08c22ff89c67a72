#!/usr/bin/env node
// `npm run crash-test`: crashes the production server with kill -9 under a write load, restarts it on the same
// DATA_DIR each time, then checks in SQL and on disk that nothing acknowledged was lost (rows, uploaded
// images, reset mail) and nothing was half written, and that no stored object outlives its row.
//
//   npm run crash-test                     20 kills (then a final restart and the verification)
//   npm run crash-test -- --quick          5 kills, fewer workers (the CI step; well under a minute)
//   npm run crash-test -- --kills 50 --workers 8 --seed 42 --mode tree --keep
//
// Method, and what each file of scripts/crash/ holds: scripts/crash/README.md.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { checkTheChecker } from './crash/check-the-checker.mjs';
import {
  leftoverUploadDirs,
  makeTestImage,
  readOutbox,
  readStorage,
  sweepNow,
  unnamedObjects,
  waitForDueJobs,
} from './crash/files.mjs';
import { ApiClient } from './crash/http.mjs';
import { seededRandom, Worker } from './crash/load.mjs';
import { Journal, Model } from './crash/model.mjs';
import { parseArgs } from './crash/options.mjs';
import { ServerProcess } from './crash/server.mjs';
import { chooseResetAddresses, createSession, readAdminCredentials } from './crash/session.mjs';
import { printSummary, seconds } from './crash/summary.mjs';
import { verifyDatabase } from './crash/verify.mjs';
import { freePort } from './free-port.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const say = (message) => console.log(`[crash-test] ${message}`);

const options = parseArgs(process.argv.slice(2));
const serverEntry = path.join(root, 'apps/api/dist/server.js');
if (!fs.existsSync(serverEntry)) {
  console.error(
    '[crash-test] apps/api/dist/server.js is missing: run `npm run build` first (this script builds nothing).',
  );
  process.exit(2);
}

const workDir = fs.mkdtempSync(path.join(os.tmpdir(), 'coachboard-crash-'));
// Reachable for the `postgres` OS user the server switches to when run as root, so the cluster stays in DATA_DIR.
fs.chmodSync(workDir, 0o755);
const dataDir = path.join(workDir, 'data');
// The server's TMPDIR (uploads are received into temporary directories there): the run's own, like /tmp, so
// what kills leave behind in it can be counted.
const tmpDir = path.join(workDir, 'tmp');
fs.mkdirSync(tmpDir);
fs.chmodSync(tmpDir, 0o1777);
const journal = new Journal(path.join(workDir, 'journal.jsonl'));
const model = new Model(journal);
const random = seededRandom(options.seed);
const port = await freePort();
const server = new ServerProcess({
  root,
  port,
  logFile: path.join(workDir, 'server.log'),
  env: {
    ...process.env,
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    DATABASE_URL: '',
    ADMIN_EMAIL: '',
    ADMIN_PASSWORD: '',
    SEED_DEMO: 'true',
    JWT_SECRET: '',
    SMTP_URL: '',
    PUBLIC_URL: '',
    STORAGE_URL: '',
    TRUST_PROXY: '',
    RUN_JOBS: '',
    TMPDIR: tmpDir,
    LOG_LEVEL: 'warn',
  },
});

let aborted = false;
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => {
    aborted = true;
    server.killEverything();
    console.error(`[crash-test] Interrupted; the run's files are in ${workDir}`);
    process.exit(130);
  });
}

const api = new ApiClient(() => server.baseUrl);
const session = createSession(api);
const { control } = session;

/** What the run found, for the summary (crash/summary.mjs) and the exit status. */
const run = {
  kills: [],
  restartMs: [],
  problems: [],
  firstStartMs: 0,
  verified: null,
  uploadFigures: null,
  mailFigures: null,
  selfTest: null,
  sweep: null,
  orphansAfter: null,
  partialsAfter: null,
  leftoverDirs: [],
  cleanStop: false,
};
let resetAddresses = null;

try {
  say(
    `DATA_DIR ${dataDir}, port ${port}, seed ${options.seed}, ${options.kills} kills, ${options.workers} workers`,
  );
  run.firstStartMs = await server.start();
  say(`First start (cluster created, demo content seeded) ready in ${seconds(run.firstStartMs)}`);
  session.credentials = readAdminCredentials(dataDir);
  await session.signIn();
  const exercises = await api.get('/exercises/search?page=1');
  const exerciseIds = exercises.outcome === 'ack' ? exercises.data.data.map((exercise) => exercise.id) : [];
  if (exerciseIds.length < 10) throw new Error(`Expected the demo exercises, found ${exerciseIds.length}`);
  const image = await makeTestImage(root, seededRandom(options.seed));
  resetAddresses = await chooseResetAddresses(api);
  say(`Uploads send a ${image.length}-byte PNG; reset requests come from ${resetAddresses.description}`);

  const runTag = options.seed.toString(36);
  const workers = Array.from(
    { length: options.workers },
    (_, index) =>
      new Worker({
        index: index + 1,
        api,
        model,
        control,
        exerciseIds,
        random: seededRandom(options.seed + index + 1),
        runTag,
        image,
        resetAddresses,
      }),
  );
  control.setUp(true);
  const running = workers.map((worker) => worker.run());

  for (let kill = 1; kill <= options.kills; kill++) {
    const loadMs = options.minMs + random() * (options.maxMs - options.minMs);
    await new Promise((resolve) => setTimeout(resolve, loadMs));
    const mode = options.mode === 'mixed' ? (kill % 4 === 0 ? 'server' : 'tree') : options.mode;
    control.setUp(false);
    const victims = await server.crash(mode);
    journal.write({ event: 'kill', kill, mode, afterMs: Math.round(loadMs), pids: victims });
    const ms = await server.start();
    run.restartMs.push(ms);
    const stray = server.strayPostmasters();
    if (stray.length > 0)
      run.problems.push(`after kill ${kill}: PostgreSQL of an earlier run still alive (${stray.join(', ')})`);
    journal.write({ event: 'restart', kill, ms: Math.round(ms) });
    run.kills.push({ mode, loadMs, ms, processes: victims.length });
    say(
      `kill ${kill}/${options.kills} after ${seconds(loadMs)} of load (${mode}, ${victims.length} processes): ready again in ${seconds(ms)}`,
    );
    if (kill === options.kills) control.stopping = true;
    control.setUp(true);
  }
  control.stopping = true;
  control.setUp(true);
  await Promise.all(running);

  const databaseUrl = fs.readFileSync(path.join(dataDir, 'database-url.txt'), 'utf8').trim();
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    // The outbox and the uploads directory are read once the server's worker has run every job it can.
    const due = await waitForDueJobs(client);
    if (due > 0) run.problems.push(`${due} due jobs were still not run 30 s after the load ended`);
    const snapshot = { uploads: readStorage(dataDir), outbox: readOutbox(dataDir) };
    ({
      verified: run.verified,
      uploads: run.uploadFigures,
      mail: run.mailFigures,
    } = await verifyDatabase(client, model, snapshot));
    run.selfTest = await checkTheChecker(client, model, snapshot);
    if (run.selfTest.missed.length > 0)
      run.problems.push(`the verification missed planted faults: ${run.selfTest.missed.join(', ')}`);
    // Orphaned objects are allowed only with a pending sweep (checked above): run those sweeps now.
    // A `.partial` is a put cut by a kill; its sweep (queued before the put) removes it with the object's name.
    const partialBases = run.uploadFigures.partials.map((name) => name.slice(0, -'.partial'.length));
    run.sweep = await sweepNow(client, dataDir, [
      ...run.uploadFigures.orphans.filter((orphan) => orphan.sweep).map((orphan) => orphan.name),
      ...partialBases,
    ]);
    const after = readStorage(dataDir);
    run.orphansAfter = await unnamedObjects(client, after);
    run.partialsAfter = after.filter(({ name }) => name.endsWith('.partial')).map(({ name }) => name);
    if (run.orphansAfter.length > 0)
      run.problems.push(
        `objects no files row names after the sweep: ${run.orphansAfter.slice(0, 10).join(', ')}`,
      );
    if (run.partialsAfter.length > 0)
      run.problems.push(
        `half-written objects left after the sweep: ${run.partialsAfter.slice(0, 10).join(', ')}`,
      );
  } finally {
    await client.end();
  }
  await server.stop();
  run.cleanStop = true;
  run.leftoverDirs = leftoverUploadDirs(tmpDir);
} catch (error) {
  run.problems.push(error instanceof Error ? error.message : String(error));
  server.killEverything();
} finally {
  journal.close();
}
if (aborted) process.exit(130);

printSummary({ ...run, options, model, dataDir, reauthentications: session.reauthentications });

const failed =
  model.lost.length + model.partial.length + model.unexpected.length + run.problems.length > 0 ||
  !run.cleanStop;
if (failed || options.keep) console.log(`  files (journal.jsonl, server.log, data/): ${workDir}`);
else fs.rmSync(workDir, { recursive: true, force: true });
console.log(
  failed
    ? '\ncrash test FAILED'
    : '\ncrash test passed: nothing acknowledged was lost, nothing was half written',
);
process.exit(failed ? 1 : 0);

#!/usr/bin/env node
// `npm run crash-test`: crashes the production server with kill -9 under a write load, restarts it on the same
// DATA_DIR each time, then checks in SQL and on disk that nothing acknowledged was lost (rows, uploaded
// images, reset mail) and nothing was half written, and that no stored object outlives its row.
//
//   npm run crash-test                     20 kills (then a final restart and the verification)
//   npm run crash-test -- --quick          5 kills, fewer workers (the CI step; well under a minute)
//   npm run crash-test -- --kills 50 --workers 8 --seed 42 --mode tree --keep
//
// Method
// - Needs `npm run build` (apps/api/dist/server.js); builds nothing. Starts `node apps/api/dist/server.js`
//   exactly as scripts/start.mjs does after its build step (same Node, cwd, environment and IPC channel;
//   start.mjs itself is not used because it rebuilds when sources changed, which a crash loop must not do),
//   with a fresh temporary DATA_DIR and a free PORT, so the embedded PostgreSQL cluster of DATA_DIR is used
//   with its production settings (fsync, synchronous commit, full page writes), the local upload store
//   (DATA_DIR/uploads), the outbox as mail transport (DATA_DIR/outbox: no SMTP_URL) and the job queue
//   (graphile-worker) running in the server. Its TMPDIR is the run's own (tmp/ beside data/). Signs in as the
//   administrator the first start creates (DATA_DIR/admin-credentials.txt); the demo seed provides exercises.
// - Workers (6, --workers) write concurrently: programs (their weeks and days in one transaction), exercises
//   added to days (a quarter with is_persistent: every day of that weekday in one transaction), per-set
//   targets, reorders of a day, recipes, posts, comments, bulk deletes of 3-5 of the worker's own recipes to
//   the trash (POST /recipes/bulk-delete), half of them undone at once (POST /trash/batches/{id}/restore), each
//   with an x-request-id of its own; and, paced across all workers, program images and
//   reset mail. Images: up to 12 a second, a 48 x 48 PNG made once with sharp (a few KB), uploaded multipart
//   to a program of the worker's own, so most replace the program's previous image (the old row is deleted
//   in the same transaction; the object goes after the commit, and a trigger queues a sweep_stored_file job
//   for it); the file name carries a token, so an upload in doubt is found by its row's original_name. Mail:
//   up to 4 a second, an app user created (POST /users) and then a password-reset request for it (200 once
//   the send_mail job is stored; the worker writes the .eml). One request per account, so the one-mail-a-
//   minute rule never holds a mail back, each from a loopback address of its own (127.77.x.y; the limit of 20
//   requests an hour is per client address; 127.0.0.1 for at most 15 requests where such an address cannot
//   be bound). Every answer is journalled (journal.jsonl): 2xx is an acknowledged write, kept in memory with
//   the data returned; a connection cut by the kill leaves the write in doubt (applied or not, both are fine,
//   half is not); a refused connection sent nothing.
// - After a uniform 0.5-3 s of load (--min-ms, --max-ms) the server is killed with SIGKILL. What dies:
//   `tree` (kills 1-3 of every 4): the node process and every process under it, the postmaster and
//   all its backends and auxiliary processes, frozen with SIGSTOP first and then killed together, as a power
//   cut or the OOM killer taking the whole service would. PostgreSQL then recovers from its WAL on the next
//   start, and the start must cope with the stale postmaster.pid and shared memory left behind. `server`
//   (every 4th kill): only the node process; its PostgreSQL stays up, orphaned, and the next start must find it
//   through postmaster.pid and stop it. Only pids found under the server this script spawned are signalled.
// - Restart on the same DATA_DIR, wait until /api/health answers 200 (the restart time), keep the same access
//   token (sessions and the JWT secret must survive), and continue. Each worker first reads back every day a
//   write in doubt touched: the write must be whole (on all its days) or absent, the rest as acknowledged.
// - After the last kill and restart: SQL against the cluster (DATA_DIR/database-url.txt). Every acknowledged
//   write present with the acknowledged content (updates: each day's exercises, order and sets as the
//   sequence of acknowledged writes left them); every program whole (weeks 1..n, days 1..7, rest days as the
//   training days per week say); positions 1..n on every day; no orphan rows; every counter (comments and
//   likes per post, posts per type and per day, recipe and table row totals) equal to the live rows it counts.
//   The trash: every bulk delete all in the trash or none (an acknowledged one as acknowledged, undone or
//   not), one audit entry per recipe under the request id of an acknowledged delete or Undo (all or none for
//   one in doubt, agreeing with the rows), and trash_entries one for one with the rows marked deleted_at.
// - Files and mail, with the server running, once its worker has run every due job (bounded 30 s), against
//   one listing of DATA_DIR/uploads and DATA_DIR/outbox (scripts/crash/verify-files.mjs). Images: each
//   program points at its last acknowledged upload or at one in doubt sent after it; that upload's files row
//   is as acknowledged and its object exists with the row's size; every other upload of the program has no
//   row left (an upload in doubt is whole or absent); every files row has its object with its size, every
//   training-programs row a program using it; every object no row names has a pending sweep_stored_file job
//   (an upload cut between storing the object and committing its row, or a replaced file whose removal was
//   cut). Users: every acknowledged one present. Mail: every acknowledged reset request has an .eml to its
//   account (the To: header; a whole reset mail) or a send_mail job for it still pending in the queue (one a
//   killed worker holds waits for graphile-worker's 4-hour lock timeout); duplicates (a kill between writing
//   the file and marking the job done: at-least-once) and mail to addresses never asked for are counted.
// - Then the same verification runs once more inside a rolled-back transaction with ten planted faults (and,
//   when the run has two acknowledged bulk deletes not undone, a batch half restored and a delete's audit
//   entries removed)
//   (five in the tables above; an acknowledged image's row deleted, a files row without its object; in
//   copies of the listing and the model: an object with no row and no sweep, an acknowledged reset whose
//   only mail is a .partial file, an acknowledged reset nobody mailed), each of which it must report (so a
//   blind check cannot pass).
// - The sweep: the pending sweep_stored_file jobs of the orphaned objects are made due now and freed from a
//   killed worker's lock (graphile_worker._private_jobs), and within 20 s every object no row names must be
//   gone: "0 after the sweep". Reported, not failed: leftovers of writes cut by a kill that no job knows
//   about, which do appear: `<key>.partial` objects in uploads/ (the local store writes beside the target and
//   renames; the sweep removes only the key), `.eml.partial` files in the outbox (the job is retried, the
//   partial stays), and `coachboard-upload-*` directories in TMPDIR (a request's temporary upload).
// - Summary; exit 1 on any lost or partial write, unexpected answer, orphaned object left after the sweep,
//   due job left unrun or PostgreSQL left running, 2 on misuse.
import crypto from 'node:crypto';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
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
import { Journal, KINDS, Model } from './crash/model.mjs';
import { ServerProcess } from './crash/server.mjs';
import { checkTheChecker, verifyDatabase } from './crash/verify.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const say = (message) => console.log(`[crash-test] ${message}`);

const usage = `Usage: npm run crash-test -- [--quick] [--kills N] [--workers N] [--seed N] [--mode mixed|tree|server]
                                [--min-ms N] [--max-ms N] [--keep]`;

const parseArgs = (args) => {
  const options = {
    kills: 20,
    workers: 6,
    seed: crypto.randomInt(2 ** 31),
    mode: 'mixed',
    minMs: 500,
    maxMs: 3000,
    keep: false,
  };
  for (let i = 0; i < args.length; i++) {
    const [flag, inline] = args[i].split('=', 2);
    const value = () => inline ?? args[++i];
    const number = () => {
      const parsed = Number(value());
      if (!Number.isInteger(parsed) || parsed < 0) fail(`${flag} needs a whole number`);
      return parsed;
    };
    if (flag === '--quick') Object.assign(options, { kills: 5, workers: 4 });
    else if (flag === '--kills') options.kills = number();
    else if (flag === '--workers') options.workers = Math.max(1, number());
    else if (flag === '--seed') options.seed = number();
    else if (flag === '--min-ms') options.minMs = number();
    else if (flag === '--max-ms') options.maxMs = number();
    else if (flag === '--keep') options.keep = true;
    else if (flag === '--mode') {
      options.mode = value();
      if (!['mixed', 'tree', 'server'].includes(options.mode)) fail('--mode is mixed, tree or server');
    } else if (flag === '--help' || flag === '-h') {
      console.log(usage);
      process.exit(0);
    } else fail(`Unknown option ${args[i]}`);
  }
  if (options.maxMs < options.minMs) fail('--max-ms must not be below --min-ms');
  return options;
};

function fail(message) {
  console.error(`[crash-test] ${message}\n${usage}`);
  process.exit(2);
}

const freePort = () =>
  new Promise((resolve, reject) => {
    const server = net.createServer();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });

const percentile = (values, p) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? 0;
};
const seconds = (ms) => `${(ms / 1000).toFixed(2)} s`;

const readAdminCredentials = (dataDir) => {
  const text = fs.readFileSync(path.join(dataDir, 'admin-credentials.txt'), 'utf8');
  return { email: /^email: (.+)$/m.exec(text)?.[1], password: /^password: (.+)$/m.exec(text)?.[1] };
};

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
let credentials;
let signingIn = null;
let reauthentications = 0;
const signIn = async () => {
  for (;;) {
    const answer = await api.post('/auth/login', { ...credentials, remember_me: false });
    if (answer.outcome === 'ack') {
      api.token = answer.data.token;
      return;
    }
    if (answer.outcome === 'refused') throw new Error(`Sign-in refused: ${answer.status} ${answer.message}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
};

const control = {
  stopping: false,
  up: false,
  waiters: [],
  waitUp() {
    return this.up ? Promise.resolve() : new Promise((resolve) => this.waiters.push(resolve));
  },
  setUp(up) {
    this.up = up;
    if (up) this.waiters.splice(0).forEach((resolve) => resolve());
  },
  reauthenticate() {
    reauthentications += 1;
    signingIn ??= signIn().finally(() => (signingIn = null));
    return signingIn;
  },
};

/**
 * The client address of each reset request: its own loopback address (127.77.x.y) when this machine lets a
 * socket bind one (Linux routes all of 127.0.0.0/8 to the loopback interface), so the per-address limit of 20
 * requests an hour never refuses the load; otherwise 127.0.0.1 for at most 15 requests a run.
 */
const SINGLE_ADDRESS_BUDGET = 15;
const chooseResetAddresses = async () => {
  const probe = await api.requestFrom('127.77.0.1', 'GET', '/health');
  if (probe.outcome === 'ack') {
    let used = 0;
    return {
      description: 'one loopback address per request',
      available: () => true,
      next: () => {
        const index = used++;
        return `127.77.${Math.floor(index / 250)}.${(index % 250) + 1}`;
      },
    };
  }
  let used = 0;
  return {
    description: `127.0.0.1 only (binding 127.77.0.1: ${probe.error ?? probe.status}), at most ${SINGLE_ADDRESS_BUDGET} requests`,
    available: () => used < SINGLE_ADDRESS_BUDGET,
    next: () => {
      used += 1;
      return undefined;
    },
  };
};

const kills = [];
const restartMs = [];
const problems = [];
let verified = null;
let uploadFigures = null;
let mailFigures = null;
let sweep = null;
let orphansAfter = null;
let partialsAfter = null;
let leftoverDirs = [];
let resetAddresses = null;
let selfTest = null;
let firstStartMs = 0;
let cleanStop = false;

try {
  say(
    `DATA_DIR ${dataDir}, port ${port}, seed ${options.seed}, ${options.kills} kills, ${options.workers} workers`,
  );
  firstStartMs = await server.start();
  say(`First start (cluster created, demo content seeded) ready in ${seconds(firstStartMs)}`);
  credentials = readAdminCredentials(dataDir);
  await signIn();
  const exercises = await api.get('/exercises/search?page=1');
  const exerciseIds = exercises.outcome === 'ack' ? exercises.data.data.map((exercise) => exercise.id) : [];
  if (exerciseIds.length < 10) throw new Error(`Expected the demo exercises, found ${exerciseIds.length}`);
  const image = await makeTestImage(root, seededRandom(options.seed));
  resetAddresses = await chooseResetAddresses();
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
    restartMs.push(ms);
    const stray = server.strayPostmasters();
    if (stray.length > 0)
      problems.push(`after kill ${kill}: PostgreSQL of an earlier run still alive (${stray.join(', ')})`);
    journal.write({ event: 'restart', kill, ms: Math.round(ms) });
    kills.push({ mode, loadMs, ms, processes: victims.length });
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
    if (due > 0) problems.push(`${due} due jobs were still not run 30 s after the load ended`);
    const snapshot = { uploads: readStorage(dataDir), outbox: readOutbox(dataDir) };
    ({ verified, uploads: uploadFigures, mail: mailFigures } = await verifyDatabase(client, model, snapshot));
    selfTest = await checkTheChecker(client, model, snapshot);
    if (selfTest.missed.length > 0)
      problems.push(`the verification missed planted faults: ${selfTest.missed.join(', ')}`);
    // Orphaned objects are allowed only with a pending sweep (checked above): run those sweeps now.
    // A `.partial` is a put cut by a kill; its sweep (queued before the put) removes it with the object's name.
    const partialBases = uploadFigures.partials.map((name) => name.slice(0, -'.partial'.length));
    sweep = await sweepNow(client, dataDir, [
      ...uploadFigures.orphans.filter((orphan) => orphan.sweep).map((orphan) => orphan.name),
      ...partialBases,
    ]);
    const after = readStorage(dataDir);
    orphansAfter = await unnamedObjects(client, after);
    partialsAfter = after.filter(({ name }) => name.endsWith('.partial')).map(({ name }) => name);
    if (orphansAfter.length > 0)
      problems.push(`objects no files row names after the sweep: ${orphansAfter.slice(0, 10).join(', ')}`);
    if (partialsAfter.length > 0)
      problems.push(`half-written objects left after the sweep: ${partialsAfter.slice(0, 10).join(', ')}`);
  } finally {
    await client.end();
  }
  await server.stop();
  cleanStop = true;
  leftoverDirs = leftoverUploadDirs(tmpDir);
} catch (error) {
  problems.push(error instanceof Error ? error.message : String(error));
  server.killEverything();
} finally {
  journal.close();
}
if (aborted) process.exit(130);

// ---- Summary
const recoveries = (() => {
  try {
    const log = fs.readFileSync(path.join(dataDir, 'postgres.log'), 'utf8');
    return (log.match(/automatic recovery in progress/g) ?? []).length;
  } catch {
    return 0;
  }
})();
const total = (counts) => KINDS.reduce((sum, kind) => sum + counts[kind], 0);
const row = (label, counts) =>
  `  ${label.padEnd(26)}${KINDS.map((kind) => String(counts[kind]).padStart(9)).join('')}${String(total(counts)).padStart(9)}`;
console.log('\n── crash test summary ─────────────────────────────────────────────────────────────────────');
const treeKills = kills.filter((kill) => kill.mode === 'tree').length;
console.log(
  `  kills: ${kills.length} (${treeKills} whole process tree, ${kills.length - treeKills} node server only), seed ${options.seed}, ${options.workers} workers`,
);
console.log(`  ${''.padEnd(26)}${KINDS.map((kind) => kind.padStart(9)).join('')}${'total'.padStart(9)}`);
console.log(row('acknowledged', model.acked));
if (verified) console.log(row('verified as acknowledged', verified));
console.log(row('in doubt (cut by a kill)', model.doubt));
console.log(row('  of which applied', model.doubtCommitted));
console.log(
  `  lost: ${model.lost.length}   partial: ${model.partial.length}   unexpected answers: ${model.unexpected.length}   re-sign-ins: ${reauthentications}`,
);
if (restartMs.length > 0) {
  console.log(
    `  restart to ready: p50 ${seconds(percentile(restartMs, 50))}, p95 ${seconds(percentile(restartMs, 95))}, max ${seconds(Math.max(...restartMs))} (first start ${seconds(firstStartMs)})`,
  );
}
if (uploadFigures) {
  const orphans = uploadFigures.orphans;
  console.log(
    `  uploads: ${uploadFigures.acknowledged} acknowledged (${uploadFigures.replaced} replaced later by an acknowledged upload), ${uploadFigures.doubtful} in doubt (${model.doubtCommitted.upload} of them the program's image now); ${uploadFigures.rows} files rows, ${uploadFigures.objects} objects`,
  );
  console.log(
    `  orphaned objects (no files row): ${orphans.length} before the sweep (${orphans.filter((o) => o.sweep).length} with a pending sweep_stored_file job, ${orphans.filter((o) => o.locked).length} of them held by a killed worker), ${orphansAfter?.length ?? '?'} after making those sweeps due (${seconds(sweep?.ms ?? 0)})`,
  );
  console.log(
    `  left by kills: ${uploadFigures.partials.length} .partial objects in uploads/ (${partialsAfter?.length ?? '?'} after their sweeps), ${leftoverDirs.length} upload temp directories in TMPDIR (removed at a start once an hour old)`,
  );
}
if (mailFigures) {
  console.log(
    `  mail: ${mailFigures.acknowledged} reset requests acknowledged: ${mailFigures.delivered} delivered (.eml), ${mailFigures.queued} still queued (${mailFigures.queuedLocked} held by a killed worker until its lock expires); ${mailFigures.doubtful} in doubt (${model.doubtCommitted.mail} mailed)`,
  );
  console.log(
    `  mail: ${mailFigures.mails} .eml files, ${mailFigures.duplicates} duplicates (at-least-once), ${mailFigures.redeliveries} delivered and queued again, ${mailFigures.other} to addresses never asked for, ${mailFigures.partials.length} .partial files, ${mailFigures.failed} jobs failed for good`,
  );
}
if (selfTest)
  console.log(
    `  verification self-test: ${selfTest.planted - selfTest.missed.length}/${selfTest.planted} planted faults detected (rolled back)`,
  );
console.log(
  `  PostgreSQL crash recoveries (postgres.log): ${recoveries}; clean stop at the end: ${cleanStop ? 'yes' : 'no'}`,
);
for (const item of model.lost.slice(0, 20)) console.log(`  LOST ${item.kind}: ${item.detail}`);
for (const item of model.partial.slice(0, 20)) console.log(`  PARTIAL ${item.kind}: ${item.detail}`);
for (const item of model.unexpected.slice(0, 20))
  console.log(`  UNEXPECTED ${item.kind}: ${item.status} ${item.message}`);
for (const problem of problems) console.log(`  PROBLEM: ${problem}`);

const failed =
  model.lost.length + model.partial.length + model.unexpected.length + problems.length > 0 || !cleanStop;
if (failed || options.keep) console.log(`  files (journal.jsonl, server.log, data/): ${workDir}`);
else fs.rmSync(workDir, { recursive: true, force: true });
console.log(
  failed
    ? '\ncrash test FAILED'
    : '\ncrash test passed: nothing acknowledged was lost, nothing was half written',
);
process.exit(failed ? 1 : 0);

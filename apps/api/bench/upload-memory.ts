/**
 * Resident memory of image uploads: starts the built server (`node apps/api/dist/server.js`) as a
 * child process on a fresh DATA_DIR and database, signs in, and sends batches of parallel uploads of one
 * ~19.9 MB high-entropy JPEG (program images), sampling the child's VmRSS from /proc/<pid>/status every 20 ms.
 * Before each batch the kernel's peak counter (VmHWM) is reset (`echo 5 > /proc/<pid>/clear_refs`), so a
 * batch's peak is the kernel's figure, not only what the sampler happened to see. After each batch the server
 * idles BENCH_SETTLE_MS and its VmRSS is read again ("settled"). Figures are MiB.
 *
 *   npm run build -w @coachboard/api
 *   TEST_DATABASE_URL=postgres://postgres@127.0.0.1:5432/postgres npm run bench:upload-memory -w @coachboard/api
 *
 *   DATABASE_URL / TEST_DATABASE_URL   a server where a throwaway database is created per run (else the server
 *                                      starts its embedded cluster in the temporary DATA_DIR)
 *   BENCH_SERVER                       another build's server.js (e.g. a worktree of an older commit)
 *   BENCH_ALLOCATORS                   the glibc malloc settings to run the server with, one run each, `;` between
 *                                      runs, `none` for none (default: `none;MALLOC_ARENA_MAX=2;MALLOC_ARENA_MAX=2
 *                                      MALLOC_MMAP_THRESHOLD_=131072`); other MALLOC_* variables are not passed on
 *   BENCH_BATCHES (10), BENCH_PARALLEL (4), BENCH_SETTLE_MS (3000)
 */
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { adminQuery, withDatabase } from './bench-database.js';
import { freePort, killAllNow, startProcess, stopAll, stopProcess, waitForHttp } from './http/processes.js';
import { bigJpeg, encodeNoise } from './noise-jpeg.js';
import { procStatus, resetPeak, startSampler } from './process-memory.js';
import { call, signIn, upload } from './upload-requests.js';

const here = path.dirname(fileURLToPath(import.meta.url));
const root = path.resolve(here, '../../..');
const serverEntry = path.resolve(process.env.BENCH_SERVER ?? path.join(root, 'apps/api/dist/server.js'));
const BATCHES = Number(process.env.BENCH_BATCHES ?? 10);
const PARALLEL = Number(process.env.BENCH_PARALLEL ?? 4);
const SETTLE_MS = Number(process.env.BENCH_SETTLE_MS ?? 3000);
const ALLOCATORS = (
  process.env.BENCH_ALLOCATORS ?? 'none;MALLOC_ARENA_MAX=2;MALLOC_ARENA_MAX=2 MALLOC_MMAP_THRESHOLD_=131072'
)
  .split(';')
  .map((value) => value.trim())
  .filter(Boolean);
const ADMIN = { email: 'upload-memory@example.com', password: 'Bench@12345' };

if (!fs.existsSync(serverEntry)) {
  console.error(
    `${serverEntry} is missing: run \`npm run build -w @coachboard/api\` first (this bench builds nothing).`,
  );
  process.exit(1);
}

const workDir = fs.mkdtempSync(path.join(os.tmpdir(), 'coachboard-upload-memory-'));
const abort = (why: string, code: number) => {
  console.error(`\n${why}: stopping the server the benchmark started`);
  void stopAll().finally(() => process.exit(code));
};
process.on('SIGINT', () => abort('Interrupted', 130));
process.on('SIGTERM', () => abort('Terminated', 143));
process.on('exit', killAllNow);

const loadAverage = () =>
  os
    .loadavg()
    .map((value) => value.toFixed(2))
    .join(' / ');

/** `value - baseline`, signed: +12, -3. */
const signed = (value: number, baseline: number) => {
  const difference = Math.round(value - baseline);
  return `${difference >= 0 ? '+' : '-'}${Math.abs(difference)}`;
};

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

interface BatchResult {
  peak: number;
  settled: number;
  seconds: number;
}

interface RunResult {
  allocator: string;
  startup: number;
  baseline: number;
  batches: BatchResult[];
  peakFromKernel: boolean;
}

/** `MALLOC_ARENA_MAX=2 MALLOC_MMAP_THRESHOLD_=131072` as variables; `none` as none. */
const allocatorEnv = (allocator: string) =>
  allocator === 'none'
    ? {}
    : Object.fromEntries(
        allocator.split(/\s+/).map((pair) => {
          const [name, value] = pair.split('=');
          if (!name?.startsWith('MALLOC_') || value === undefined)
            throw new Error(`not a MALLOC_ setting: ${pair}`);
          return [name, value];
        }),
      );

const runServer = async (
  allocator: string,
  index: number,
  big: Buffer,
  small: Buffer,
): Promise<RunResult> => {
  const configured = process.env.DATABASE_URL || process.env.TEST_DATABASE_URL;
  const database = `coachboard_upload_memory_${process.pid}_${index}`;
  const dataDir = fs.mkdtempSync(path.join(workDir, `data-${index}-`));
  // The embedded cluster runs as the postgres user when we are root: it must be able to enter DATA_DIR.
  fs.chmodSync(dataDir, 0o755);
  const port = await freePort();
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    NODE_ENV: 'production',
    HOST: '127.0.0.1',
    PORT: String(port),
    DATA_DIR: dataDir,
    JWT_SECRET: crypto.randomBytes(32).toString('hex'),
    ADMIN_EMAIL: ADMIN.email,
    ADMIN_PASSWORD: ADMIN.password,
    SEED_DEMO: 'false',
    LOG_LEVEL: 'warn',
    BENCH_LOG_DIR: workDir,
  };
  for (const name of Object.keys(env)) {
    if (
      name.startsWith('MALLOC_') ||
      ['DATABASE_URL', 'TEST_DATABASE_URL', 'SMTP_URL', 'PUBLIC_URL'].includes(name)
    ) {
      delete env[name];
    }
  }
  Object.assign(env, allocatorEnv(allocator));
  if (configured) {
    await adminQuery(configured, `drop database if exists ${database} with (force)`);
    await adminQuery(configured, `create database ${database}`);
    env.DATABASE_URL = withDatabase(configured, database);
  }

  const child = startProcess(`server-${index}`, process.execPath, [serverEntry], {
    cwd: path.resolve(path.dirname(serverEntry), '../../..'),
    env,
  });
  const pid = child.pid!;
  try {
    const base = `http://127.0.0.1:${port}`;
    await waitForHttp(`${base}/api/health`, child, 120_000, `server (${allocator})`);
    await sleep(SETTLE_MS);
    const startup = procStatus(pid).rss;

    const api = await signIn(base, ADMIN);

    const programIds: number[] = [];
    for (let i = 0; i < PARALLEL; i += 1) {
      const created = await call(api, 'POST', '/api/training-programs/create-admin-program', {
        name: `Upload memory ${i + 1}`,
        program_type: 'strength',
        difficulty_level: 'beginner',
        duration_weeks: 4,
        training_days_per_week: 3,
        workout_duration: '45 mins',
        description: null,
      });
      programIds.push(created.data!.id!);
    }
    // Warm-up: every code path of an upload (multipart, sharp and libvips loaded, storage, SQL), small images.
    for (const id of programIds) await upload(api, id, small);
    await sleep(SETTLE_MS);
    const baseline = procStatus(pid).rss;
    console.log(
      `\nAllocator ${allocator}: RSS after start ${startup.toFixed(0)} MiB, ` +
        `baseline after warm-up ${baseline.toFixed(0)} MiB (load ${loadAverage()})`,
    );
    console.log('| batch | peak RSS | peak − baseline | settled RSS | settled − baseline | batch time |');
    console.log('| ---: | ---: | ---: | ---: | ---: | ---: |');

    const batches: BatchResult[] = [];
    let peakFromKernel = true;
    for (let batch = 1; batch <= BATCHES; batch += 1) {
      peakFromKernel = resetPeak(pid) && peakFromKernel;
      const stopSampling = startSampler(pid);
      const started = performance.now();
      await Promise.all(programIds.map((id) => upload(api, id, big)));
      const seconds = (performance.now() - started) / 1000;
      const sampled = stopSampling();
      const peak = peakFromKernel ? Math.max(sampled, procStatus(pid).hwm) : sampled;
      await sleep(SETTLE_MS);
      const settled = procStatus(pid).rss;
      batches.push({ peak, settled, seconds });
      console.log(
        `| ${batch} | ${peak.toFixed(0)} | ${signed(peak, baseline)} | ${settled.toFixed(0)} | ${signed(settled, baseline)} | ` +
          `${seconds.toFixed(2)} s |`,
      );
    }
    return { allocator, startup, baseline, batches, peakFromKernel };
  } finally {
    await stopProcess(child);
    if (configured) await adminQuery(configured, `drop database if exists ${database} with (force)`);
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
};

try {
  console.log(`Server: ${serverEntry}`);
  console.log(
    `Machine: ${os.availableParallelism()} cores, ${(os.totalmem() / 2 ** 30).toFixed(1)} GiB, Node ` +
      `${process.version}, load ${loadAverage()} (1 / 5 / 15 min)`,
  );
  const { jpeg: big, width, height } = await bigJpeg();
  const small = await encodeNoise(800, 600);
  console.log(
    `Image: ${width} x ${height} noise JPEG, ${big.length.toLocaleString('en-US')} bytes; ` +
      `${BATCHES} batches of ${PARALLEL} parallel uploads, settle ${SETTLE_MS} ms`,
  );
  const results: RunResult[] = [];
  for (const [index, allocator] of ALLOCATORS.entries())
    results.push(await runServer(allocator, index, big, small));

  console.log('\nSummary (MiB; deltas from the baseline after warm-up)');
  console.log(
    '| allocator | baseline | highest peak | highest peak − baseline | settled after batch 1 | ' +
      `settled after batch ${BATCHES} | mean batch time |`,
  );
  console.log('| --- | ---: | ---: | ---: | ---: | ---: | ---: |');
  for (const { allocator, baseline, batches, peakFromKernel } of results) {
    const highest = Math.max(...batches.map((batch) => batch.peak));
    const meanSeconds = batches.reduce((sum, batch) => sum + batch.seconds, 0) / batches.length;
    const settled = (batch: BatchResult | undefined) =>
      batch ? `${batch.settled.toFixed(0)} (${signed(batch.settled, baseline)})` : '-';
    console.log(
      `| ${allocator} | ${baseline.toFixed(0)} | ${highest.toFixed(0)} | ` +
        `${signed(highest, baseline)} | ${settled(batches[0])} | ${settled(batches.at(-1))} | ` +
        `${meanSeconds.toFixed(2)} s |`,
    );
    if (!peakFromKernel)
      console.log(`  (${allocator}: VmHWM could not be reset; peaks are 20 ms samples only)`);
  }
  console.log(`\nLoad at the end: ${loadAverage()}; server logs in ${workDir}`);
} catch (error) {
  console.error(error);
  process.exitCode = 1;
} finally {
  await stopAll();
}

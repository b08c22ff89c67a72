// What the server keeps beside its database, read for the verification: the stored objects of the uploads
// (DATA_DIR/uploads, the local store), the mail outbox (DATA_DIR/outbox), the job queue (graphile-worker's
// tables) and the temporary upload directories; and the final sweep of orphaned objects.
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * The PNG every upload sends: 48 x 48 pixels of seeded noise over a gradient (a few KB, so the server's
 * decode and re-encode stay cheap). Made with the API's own sharp, loaded from apps/api.
 */
export const makeTestImage = async (root, random) => {
  const sharp = createRequire(path.join(root, 'apps/api/package.json'))('sharp');
  const size = 48;
  const raw = Buffer.alloc(size * size * 3);
  for (let i = 0; i < raw.length; i++) {
    const pixel = Math.floor(i / 3);
    raw[i] = ((pixel % size) * 5 + Math.floor(pixel / size) * 3 + Math.floor(random() * 64)) & 0xff;
  }
  return sharp(raw, { raw: { width: size, height: size, channels: 3 } })
    .png()
    .toBuffer();
};

/** Every regular file under `dir` as { name (relative, '/'-separated), size }; [] when `dir` is missing. */
const listFiles = (dir, prefix = '') => {
  let entries;
  try {
    entries = fs.readdirSync(dir, { withFileTypes: true });
  } catch (error) {
    if (error.code === 'ENOENT') return [];
    throw error;
  }
  return entries.flatMap((entry) => {
    const name = prefix ? `${prefix}/${entry.name}` : entry.name;
    if (entry.isDirectory()) return listFiles(path.join(dir, entry.name), name);
    if (!entry.isFile()) return [];
    return [{ name, size: fs.statSync(path.join(dir, entry.name)).size }];
  });
};

/** The stored objects of the local store: { name: the storage name (e.g. training-programs/<uuid>.png), size }. */
export const readStorage = (dataDir) => listFiles(path.join(dataDir, 'uploads'));

/** The outbox's files with their text: { name, text } (`.partial` files included; the checks tell them apart). */
export const readOutbox = (dataDir) => {
  const dir = path.join(dataDir, 'outbox');
  return listFiles(dir).map(({ name }) => ({ name, text: fs.readFileSync(path.join(dir, name), 'utf8') }));
};

/**
 * The temporary directories the API receives uploads into (os.tmpdir(), here the run's own TMPDIR): removed
 * when the request ends, so those left over were cut by a kill (nothing removes them later).
 */
export const leftoverUploadDirs = (tmpDir) => {
  try {
    return fs.readdirSync(tmpDir).filter((name) => /^coachboard-(upload|attachments)-/.test(name));
  } catch {
    return [];
  }
};

// graphile-worker 0.17 keeps its jobs in _private_jobs (the public `jobs` view leaves out the payload), the
// task names in _private_tasks; a finished job is deleted, one out of attempts stays with attempts = max_attempts.
const JOBS = `graphile_worker._private_jobs j join graphile_worker._private_tasks t on t.id = j.task_id`;

/** Jobs of a task still to run or failed for good: { id, payload, locked, pending (attempts left) }. */
export const queuedJobs = async (client, task) => {
  const { rows } = await client.query(
    `select j.id, j.payload, j.locked_at is not null as locked, j.attempts < j.max_attempts as pending
     from ${JOBS} where t.identifier = $1`,
    [task],
  );
  return rows;
};

/** Jobs due now that no worker holds: the live instance's worker picks them up within a poll. */
const dueJobs = async (client) => {
  const { rows } = await client.query(
    `select count(*)::int as n from ${JOBS}
     where j.run_at <= now() and j.locked_at is null and j.attempts < j.max_attempts`,
  );
  return rows[0].n;
};

/**
 * Waits (bounded) until the running server has worked off every due job it can take, so the outbox and the
 * stored objects hold still while they are read: what is left are jobs due later (an upload's sweep, an
 * hour after it) and jobs still locked by a killed instance's worker (graphile-worker frees those after
 * 4 hours). Returns the due jobs left (0 unless the wait timed out).
 */
export const waitForDueJobs = async (client, timeoutMs = 30_000) => {
  const deadline = Date.now() + timeoutMs;
  let left = await dueJobs(client);
  while (left > 0 && Date.now() < deadline) {
    await sleep(200);
    left = await dueJobs(client);
  }
  // A job taken just now may still be writing its file: give the last one a moment.
  await sleep(300);
  return left;
};

/**
 * Makes the pending sweep_stored_file jobs of `names` due now and frees the ones a killed worker still holds
 * (what graphile_worker.force_unlock_workers does), then waits (bounded) until the server's worker has removed
 * those objects from `dataDir`/uploads. Returns the jobs touched and the names still present.
 */
export const sweepNow = async (client, dataDir, names, timeoutMs = 20_000) => {
  if (names.length === 0) return { jobs: 0, left: [], ms: 0 };
  const startedAt = performance.now();
  const { rowCount } = await client.query(
    `update graphile_worker._private_jobs j
     set run_at = now(), locked_at = null, locked_by = null
     from graphile_worker._private_tasks t
     where t.id = j.task_id and t.identifier = 'sweep_stored_file' and j.attempts < j.max_attempts
       and j.payload->>'storage_name' = any($1)`,
    [names],
  );
  const uploads = path.join(dataDir, 'uploads');
  // The sweep removes an object together with the `.partial` copy a killed write left beside it.
  const stored = (name) => path.join(uploads, ...name.split('/'));
  const present = () =>
    names.filter((name) => fs.existsSync(stored(name)) || fs.existsSync(`${stored(name)}.partial`));
  const deadline = Date.now() + timeoutMs;
  let left = present();
  while (left.length > 0 && Date.now() < deadline) {
    await sleep(200);
    left = present();
  }
  return { jobs: rowCount, left, ms: performance.now() - startedAt };
};

/** Storage names no files row names (the listing's `.partial` files left out). */
export const unnamedObjects = async (client, listing) => {
  const { rows } = await client.query('select storage_name from files');
  const named = new Set(rows.map((row) => row.storage_name));
  return listing.filter(({ name }) => !name.endsWith('.partial') && !named.has(name)).map(({ name }) => name);
};

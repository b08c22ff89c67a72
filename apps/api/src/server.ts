import fs from 'node:fs';
import path from 'node:path';
import { buildApp } from './app.js';
import { startBanner } from './banner.js';
import { ConfigError, loadConfig, type AppConfig } from './config.js';
import { createDatabase, type DatabaseHandle } from './db/client.js';
import { startDatabaseServer, type DatabaseServer } from './db/start-database.js';
import { defaultWebDistDir } from './paths.js';
import { removeStaleUploadTempDirs } from './lib/receive-upload.js';
import { prepareDatabase } from './prepare-database.js';
import { storageFromConfig } from './storage/index.js';

const SHUTDOWN_TIMEOUT_MS = 30_000;
/** How long requests in flight may run on after a stop begins. */
const DRAIN_MS = 10_000;
/** A shutdown step slower than this is named in the log. */
const SLOW_STEP_MS = 2_000;
const say = (message: string) => console.log(`[coachboard] ${message}`);

const main = async () => {
  const startedAt = performance.now();
  let config: AppConfig;
  try {
    config = loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(`${error.message}\nFix these variables (see .env.example) and start again.`);
      process.exit(1);
    }
    throw error;
  }

  let server: DatabaseServer | undefined;
  let handle: DatabaseHandle | undefined;
  let app: Awaited<ReturnType<typeof buildApp>> | undefined;
  let shuttingDown: Promise<void> | undefined;

  const shutdown = (reason: string, exitCode = 0) => {
    if (shuttingDown) return shuttingDown;
    say(`${reason}: shutting down`);
    const began = performance.now();
    let stage = 'closing the HTTP server and the job worker';
    const timer = setTimeout(() => {
      // What was still pending is the only clue to a slow stop, so it goes in the log before the exit.
      const pending = process.getActiveResourcesInfo().join(', ');
      say(`Shutdown took too long while ${stage}; pending: ${pending}. Stopping the database and exiting`);
      void server?.stop().finally(() => process.exit(1));
    }, SHUTDOWN_TIMEOUT_MS);
    timer.unref();
    const step = async (next: string, run: () => Promise<void> | undefined) => {
      stage = next;
      const stepBegan = performance.now();
      await run()?.catch((error: unknown) => console.error(error));
      const took = performance.now() - stepBegan;
      if (took > SLOW_STEP_MS) say(`${next[0]!.toUpperCase()}${next.slice(1)} took ${Math.round(took)} ms`);
    };
    shuttingDown = (async () => {
      // Requests in flight get DRAIN_MS to finish; a client that stopped reading (a download left half read)
      // would otherwise hold the stop until the deadline.
      const drain = setTimeout(() => {
        say(`Closing the connections still open after ${DRAIN_MS / 1000} s`);
        app?.server.closeAllConnections();
      }, DRAIN_MS);
      drain.unref();
      await step('closing the HTTP server and the job worker', () => app?.close());
      clearTimeout(drain);
      await step('closing the database connections', () => handle?.close());
      await step('stopping PostgreSQL', () => server?.stop());
      say(`Stopped in ${Math.round(performance.now() - began)} ms`);
      process.exit(exitCode);
    })();
    return shuttingDown;
  };

  process.on('SIGTERM', () => void shutdown('SIGTERM'));
  process.on('SIGINT', () => void shutdown('SIGINT'));
  // Started by scripts/start.mjs through an IPC channel: if that parent dies, do not linger.
  if (process.send) process.on('disconnect', () => void shutdown('Parent process gone'));

  try {
    server = await startDatabaseServer(config, say);
    handle = createDatabase(server.url);
    const storage = storageFromConfig(config);
    await removeStaleUploadTempDirs();
    const { admin, seed } = await prepareDatabase(handle, config, storage);
    app = await buildApp({ config, db: handle.db, storage });
    // Before serving: a JWT_SECRET that cannot open the data key stops the start with the reason, and an
    // instance rotating the secret (JWT_SECRET_PREVIOUS set) re-wraps the key now.
    await app.dataKeys.get();
    await app.listen({ port: config.port, host: config.host });
    const panelBuilt = fs.existsSync(path.join(defaultWebDistDir, 'index.html'));
    console.log(
      startBanner({
        config,
        admin,
        seed,
        database: server.description,
        storage: storage.description,
        readyMs: performance.now() - startedAt,
        panelBuilt,
      }),
    );
  } catch (error) {
    console.error(`[coachboard] Start failed: ${error instanceof Error ? error.message : String(error)}`);
    if (process.env.LOG_LEVEL === 'debug' && error instanceof Error) console.error(error.stack);
    await shutdown('Start failed', 1);
  }
};

void main();

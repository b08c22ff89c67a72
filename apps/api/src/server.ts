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
    const timer = setTimeout(() => {
      say('Shutdown took too long; stopping the database and exiting');
      void server?.stop().finally(() => process.exit(1));
    }, SHUTDOWN_TIMEOUT_MS);
    timer.unref();
    shuttingDown = (async () => {
      await app?.close().catch((error: unknown) => console.error(error));
      await handle?.close().catch((error: unknown) => console.error(error));
      await server?.stop().catch((error: unknown) => console.error(error));
      say('Stopped');
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

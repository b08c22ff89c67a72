import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Writable } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import type { TeamRole } from '@coachboard/contract';
import { buildApp } from '../../src/app.js';
import { loadConfig, type AppConfig } from '../../src/config.js';
import { createDatabase, type Database } from '../../src/db/client.js';
import type { MailTransport } from '../../src/mail/mailer.js';
import { migrate } from '../../src/db/migrate.js';
import { createTestDatabase } from './test-database.js';

export interface TestApp {
  app: FastifyInstance;
  db: Database;
  config: AppConfig;
  /** The temporary DATA_DIR (outbox/, uploads/ live here). */
  dataDir: string;
  close: () => Promise<void>;
}

export interface TestAppOptions {
  config?: Partial<AppConfig>;
  /** Built panel to serve; defaults to an empty directory (no panel). */
  webDistDir?: string;
  /** Replaces the outbox transport the mail jobs deliver through. */
  mailTransport?: MailTransport;
  /** Adds test-only routes before the app is readied. */
  register?: (app: FastifyInstance) => void | Promise<void>;
  /** Who may call the test-only admin routes (operationId -> team roles), beside the permission table. */
  extraPermissions?: Readonly<Record<string, readonly TeamRole[]>>;
  /** Receives the app's JSON log lines (set `config.logLevel` too: tests log nothing by default). */
  logStream?: NodeJS.WritableStream;
}

/**
 * With LOG_CAPTURE_FILE set, every test app logs at `trace` (request lines included) into that file, appended
 * line by line with synchronous writes (the test workers share it), so scripts/check-log-secrets.mjs can grep
 * the logs of a whole run.
 */
let capturedLog: Writable | undefined;
const logCapture = () => {
  const file = process.env.LOG_CAPTURE_FILE;
  if (!file) return undefined;
  if (!capturedLog) {
    const fd = fs.openSync(file, 'a');
    capturedLog = new Writable({
      write(chunk: Buffer, _encoding, callback) {
        fs.writeSync(fd, chunk);
        callback();
      },
    });
  }
  return capturedLog;
};

/**
 * A fully built app on a fresh, migrated database with a random name and a temporary DATA_DIR.
 * close() shuts the app, drops the database and removes the directory.
 */
export const createTestApp = async (options: TestAppOptions = {}): Promise<TestApp> => {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'coachboard-test-data-'));
  const database = await createTestDatabase();
  const handle = createDatabase(database.url, { max: 5 });
  await migrate(handle.db);
  const config: AppConfig = {
    ...loadConfig({ DATA_DIR: dataDir, LOG_LEVEL: 'silent', SEED_DEMO: 'false', PORT: '0' }),
    jwtSecret: crypto.randomBytes(32).toString('hex'),
    ...options.config,
  };
  const webDistDir = options.webDistDir ?? path.join(dataDir, 'no-web-dist');
  const captured = options.logStream ? undefined : logCapture();
  const logStream = options.logStream ?? captured;
  // Only this app logs at trace into the capture file: `config` is handed back and may build a second app
  // without the capture stream, which must stay as quiet as it would be without LOG_CAPTURE_FILE.
  const appConfig =
    captured && !options.config?.logLevel ? { ...config, logLevel: 'trace' as const } : config;
  const app = await buildApp({
    config: appConfig,
    db: handle.db,
    webDistDir,
    ...(options.mailTransport ? { mailTransport: options.mailTransport } : {}),
    ...(logStream ? { logStream } : {}),
    ...(options.extraPermissions ? { extraPermissions: options.extraPermissions } : {}),
  });
  await options.register?.(app);
  await app.ready();
  return {
    app,
    db: handle.db,
    config,
    dataDir,
    close: async () => {
      await app.close();
      await handle.close();
      await database.drop();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
};

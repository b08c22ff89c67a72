import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { buildApp } from './app.js';
import { loadConfig } from './config.js';
import { createDatabase } from './db/client.js';

/**
 * The document the API serves at /api/docs/json, without a database or a listener: the app is built on a
 * pool that never connects (pg connects on a first query, and building the app runs none), asked for the
 * document through `inject` and closed. scripts/lint-openapi.mjs lints it.
 */
export const openApiDocument = async (): Promise<unknown> => {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'coachboard-openapi-'));
  const database = createDatabase('postgres://openapi-document.invalid/none', { max: 1 });
  try {
    const config = {
      ...loadConfig({ DATA_DIR: dataDir, LOG_LEVEL: 'silent', SEED_DEMO: 'false', RUN_JOBS: 'false' }),
      jwtSecret: crypto.randomBytes(32).toString('hex'),
    };
    const app = await buildApp({ config, db: database.db, webDistDir: path.join(dataDir, 'no-web-dist') });
    try {
      const response = await app.inject({ method: 'GET', url: '/api/docs/json' });
      if (response.statusCode !== 200) throw new Error(`GET /api/docs/json answered ${response.statusCode}`);
      return response.json();
    } finally {
      await app.close();
    }
  } finally {
    await database.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
};

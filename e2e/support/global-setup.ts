import type { FullConfig } from '@playwright/test';
import { request } from '@playwright/test';
import { runEnvironment } from './run-environment';
import { sweepStaleDatabases, sweepStaleDataDirs } from './stale-runs';

/**
 * Runs after the web server answers /api/health. The web server itself creates the run's data directory and
 * database and removes them when Playwright stops it (after the global teardown); here the leftovers of aborted
 * runs are swept and the admin sign-in is checked once, so a wrong setup fails with one clear message.
 */
export default async function globalSetup(_config: FullConfig) {
  const run = runEnvironment();
  sweepStaleDataDirs(run.dataDir);
  if (run.externalDatabaseUrl) await sweepStaleDatabases(run.externalDatabaseUrl);

  const api = await request.newContext({ baseURL: run.baseURL });
  try {
    const response = await api.post('/api/auth/login', {
      data: { email: run.adminEmail, password: run.adminPassword },
    });
    if (!response.ok()) {
      throw new Error(
        `The e2e admin cannot sign in (POST /api/auth/login -> ${response.status()} ${await response.text()}). ` +
          'The server must create ADMIN_EMAIL/ADMIN_PASSWORD on its first start.',
      );
    }
  } finally {
    await api.dispose();
  }
}

import { defineConfig, devices } from '@playwright/test';
import { prepareRunEnvironment } from './support/run-environment';

const run = prepareRunEnvironment();
const isCI = !!process.env.CI;

/** Flags for a system Chromium in containers and CI: no sandbox as root, no GPU, no background traffic. */
const chromiumArgs = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-dev-shm-usage',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

export default defineConfig({
  testDir: './tests',
  outputDir: './test-results',
  fullyParallel: false,
  forbidOnly: isCI,
  workers: 2,
  retries: isCI ? 1 : 0,
  timeout: 30_000,
  expect: { timeout: 7_000 },
  reporter: [['list'], ['html', { open: 'never', outputFolder: 'playwright-report' }]],
  globalSetup: './support/global-setup.ts',
  use: {
    ...devices['Desktop Chrome'],
    viewport: { width: 1280, height: 800 },
    baseURL: run.baseURL,
    locale: 'en-US',
    timezoneId: 'UTC',
    colorScheme: 'light',
    actionTimeout: 10_000,
    navigationTimeout: 15_000,
    screenshot: 'on',
    trace: 'on-first-retry',
    video: 'off',
    launchOptions: {
      // Never a downloaded browser: scripts/find-chromium.mjs provides CHROMIUM_PATH (npm test sets it).
      executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium',
      args: chromiumArgs,
    },
  },
  projects: [{ name: 'chromium' }],
  webServer: {
    command: 'node support/web-server.mjs',
    url: `${run.baseURL}/api/health`,
    timeout: 120_000,
    reuseExistingServer: false,
    stdout: 'pipe',
    stderr: 'pipe',
    gracefulShutdown: { signal: 'SIGTERM', timeout: 20_000 },
    env: { E2E_ADMIN_EMAIL: run.adminEmail, E2E_ADMIN_PASSWORD: run.adminPassword },
  },
});

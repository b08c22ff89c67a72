#!/usr/bin/env node
// `npm run lighthouse`: Lighthouse (desktop preset, performance only) on the programs list and on a training day
// (the demo seed's first program's first training day) of a signed-in admin,
// against the BUILT app (run `npm run build` first; nothing is built here). It starts the production server
// (apps/api/dist/server.js, which serves the panel) on a free loopback port with a fresh temporary DATA_DIR and,
// when TEST_DATABASE_URL or DATABASE_URL is set, a fresh database on that PostgreSQL server (else the server's
// embedded cluster in DATA_DIR), signs in through the API, stores the session in Chromium's localStorage the way
// the panel's sign-in with 'Remember me' does, and loads each page as a first visit (empty HTTP cache).
//
//   npm run lighthouse -- [--runs 5] [--pages programs,training-day] [--out summary.json] [--chrome <path>]
//                         [--root <checkout>]
//   (Chromium: --chrome, else CHROMIUM_PATH, else /usr/bin/chromium and the other usual paths)
//
// Prints LCP, CLS, TBT (and FCP) and the performance score of each run and their medians; --out writes them as
// JSON. Every process it starts (server, Chromium) is stopped by pid, also on Ctrl-C; the data directory and the
// database are removed.
import crypto from 'node:crypto';
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse, { desktopConfig } from 'lighthouse';
import pg from 'pg';
import puppeteer from 'puppeteer-core';
import { findInstalledChromium } from './find-chromium.mjs';

const ADMIN_EMAIL = 'lighthouse-admin@example.com';
const ADMIN_PASSWORD = 'Lighthouse-Admin-1!';
/** The pages measured: where each is, and how to tell it is on view (not a spinner or an error). */
const PAGES = {
  programs: { path: async () => '/admin/programs', ready: { selector: 'h1, h2', text: 'Training Programs' } },
  'training-day': {
    path: async (origin, token) => firstTrainingDayPath(origin, token),
    ready: { selector: 'h1' },
  },
};
// The panel's storage keys (packages/contract/src/session.ts `storageKeys`, `REMEMBER_ME_FLAG`).
const storageKeys = {
  token: 'auth_token',
  refreshToken: 'refresh_token',
  rememberMe: 'remember_me',
  loginTimestamp: 'login_timestamp',
};
const CHROME_FLAGS = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

const { values: args } = parseArgs({
  options: {
    runs: { type: 'string', default: '1' },
    pages: { type: 'string', default: Object.keys(PAGES).join(',') },
    out: { type: 'string' },
    chrome: { type: 'string' },
    root: { type: 'string' },
    'save-reports': { type: 'string' },
    help: { type: 'boolean', default: false },
  },
});
// --root measures another checkout's build (e.g. a clone of an earlier commit, built there).
const root = path.resolve(args.root ?? path.join(path.dirname(fileURLToPath(import.meta.url)), '..'));
const serverEntry = path.join(root, 'apps/api/dist/server.js');
const panelIndex = path.join(root, 'apps/web/dist/index.html');
if (args.help) {
  console.log(
    'npm run lighthouse -- [--runs <n>] [--pages programs,training-day] [--out <summary.json>] [--chrome <path>] [--root <checkout>]  (after npm run build)',
  );
  process.exit(0);
}
const pageNames = args.pages.split(',').filter(Boolean);
for (const name of pageNames)
  if (!PAGES[name]) throw new Error(`--pages: no page '${name}' (${Object.keys(PAGES)})`);
const runs = Number(args.runs);
if (!Number.isInteger(runs) || runs < 1)
  throw new Error(`--runs must be a positive integer, got ${args.runs}`);

const say = (message) => console.log(`[lighthouse] ${message}`);

const chromePath = args.chrome ?? findInstalledChromium();
if (!chromePath) {
  console.error(
    '[lighthouse] No Chromium found: install one (apt-get install chromium) or pass --chrome <path>.',
  );
  process.exit(1);
}

for (const [file, what] of [
  [serverEntry, 'the API'],
  [panelIndex, 'the panel'],
]) {
  if (!existsSync(file)) {
    console.error(
      `[lighthouse] ${path.relative(root, file)} is missing: build ${what} first (npm run build).`,
    );
    process.exit(1);
  }
}

const freePort = () =>
  new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

// --- everything started here, stopped in `cleanUp` -------------------------------------------------------------
const started = { server: null, chrome: null, browser: null, dataDir: null, database: null };

const databaseServerUrl = process.env.TEST_DATABASE_URL || process.env.DATABASE_URL;
const maintenanceClient = () => {
  const url = new URL(databaseServerUrl);
  url.pathname = '/postgres';
  return new pg.Client({ connectionString: url.toString() });
};
const onMaintenance = async (sql) => {
  const client = maintenanceClient();
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
};

const stopServer = async () => {
  const server = started.server;
  if (!server || server.exitCode !== null || server.signalCode !== null) return;
  const exited = new Promise((resolve) => server.once('exit', resolve));
  server.kill('SIGTERM');
  const killer = setTimeout(() => server.kill('SIGKILL'), 15_000);
  await exited;
  clearTimeout(killer);
};

let cleaning = null;
const cleanUp = () =>
  (cleaning ??= (async () => {
    await started.browser?.disconnect().catch(() => undefined);
    if (started.chrome) {
      try {
        started.chrome.kill();
      } catch {
        // already gone
      }
    }
    await stopServer();
    if (started.database) {
      await onMaintenance(`DROP DATABASE IF EXISTS "${started.database}" WITH (FORCE)`).catch((error) =>
        say(`could not drop database ${started.database}: ${error.message}`),
      );
    }
    if (started.dataDir) rmSync(started.dataDir, { recursive: true, force: true });
  })());

for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => {
    say(`${signal}: stopping`);
    void cleanUp().finally(() => process.exit(130));
  });
}

// --- the server ------------------------------------------------------------------------------------------------
const startServer = async () => {
  const port = await freePort();
  started.dataDir = mkdtempSync(path.join(os.tmpdir(), 'coachboard-lighthouse-'));
  const env = {
    ...process.env,
    NODE_ENV: 'production',
    HOST: '127.0.0.1',
    PORT: String(port),
    DATA_DIR: started.dataDir,
    ADMIN_EMAIL,
    ADMIN_PASSWORD,
    SEED_DEMO: 'true',
    LOG_LEVEL: 'warn',
  };
  for (const name of ['DATABASE_URL', 'SMTP_URL', 'PUBLIC_URL', 'JWT_SECRET']) delete env[name];
  if (databaseServerUrl) {
    started.database = `coachboard_lighthouse_${Date.now()}_${process.pid}`;
    await onMaintenance(`CREATE DATABASE "${started.database}"`);
    const url = new URL(databaseServerUrl);
    url.pathname = `/${started.database}`;
    env.DATABASE_URL = url.toString();
    env.JWT_SECRET = crypto.randomBytes(32).toString('hex'); // required with DATABASE_URL
  }
  started.server = spawn(process.execPath, [serverEntry], {
    cwd: root,
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const keep = (chunk) => {
    output = (output + chunk).slice(-8000);
  };
  started.server.stdout.on('data', keep);
  started.server.stderr.on('data', keep);

  const origin = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 180_000;
  for (;;) {
    if (started.server.exitCode !== null) throw new Error(`The server exited early:\n${output}`);
    try {
      const response = await fetch(`${origin}/api/health`);
      if (response.ok) return origin;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) throw new Error(`The server did not answer /api/health in 180 s:\n${output}`);
    await sleep(250);
  }
};

const signIn = async (origin) => {
  const response = await fetch(`${origin}/api/auth/login`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
    body: JSON.stringify({ email: ADMIN_EMAIL, password: ADMIN_PASSWORD, remember_me: true }),
  });
  const body = await response.json();
  const token = body?.data?.token;
  const refreshToken = body?.data?.refresh_token;
  if (!response.ok || !token || !refreshToken) {
    throw new Error(`Sign-in failed (${response.status}): ${JSON.stringify(body)}`);
  }
  return { token, refreshToken };
};

/** The first training day (not a rest day) of the demo seed's first programs, as the panel addresses it. */
const firstTrainingDayPath = async (origin, token) => {
  const get = async (apiPath) => {
    const response = await fetch(`${origin}/api${apiPath}`, {
      headers: { Authorization: `Bearer ${token}`, Accept: 'application/json' },
    });
    if (!response.ok) throw new Error(`GET ${apiPath}: ${response.status}`);
    return (await response.json()).data;
  };
  const programs = await get('/training-programs?per_page=20');
  for (const program of programs.data ?? programs) {
    for (const week of await get(`/training-programs/${program.id}/training-weeks/all`)) {
      const day = week.training_days.find((candidate) => !candidate.is_rest_day);
      if (day) return `/admin/programs/${program.id}/weeks/${week.id}/days/${day.id}`;
    }
  }
  throw new Error('The demo seed has no training day');
};

// --- one Lighthouse run ----------------------------------------------------------------------------------------
const runOnce = async (origin, pageName) => {
  started.chrome = await chromeLauncher.launch({ chromePath, chromeFlags: CHROME_FLAGS });
  try {
    started.browser = await puppeteer.connect({ browserURL: `http://127.0.0.1:${started.chrome.port}` });
    const page = await started.browser.newPage();
    // A fresh sign-in per run; the session goes where the panel puts a remembered one. The page visited to
    // write it is a JSON answer of the same origin, so no panel file is cached before the measured load.
    const session = await signIn(origin);
    await page.goto(`${origin}/api/health`);
    await page.evaluate(
      (keys, { token, refreshToken }) => {
        localStorage.setItem(keys.rememberMe, 'true');
        localStorage.setItem(keys.token, token);
        localStorage.setItem(keys.refreshToken, refreshToken);
        localStorage.setItem(keys.loginTimestamp, String(Date.now()));
      },
      storageKeys,
      session,
    );
    const cdp = await page.createCDPSession();
    await cdp.send('Network.clearBrowserCache');
    await cdp.detach();

    const landingPath = await PAGES[pageName].path(origin, session.token);
    const url = `${origin}${landingPath}`;
    // disableStorageReset keeps the session; the HTTP cache was emptied above.
    const result = await lighthouse(
      url,
      { disableStorageReset: true, onlyCategories: ['performance'], logLevel: 'error', output: 'json' },
      desktopConfig,
      page,
    );
    const lhr = result?.lhr;
    if (!lhr) throw new Error('Lighthouse returned no result');
    // --save-reports <dir>: each run's full report, for its network waterfall and critical chains.
    if (args['save-reports'])
      writeFileSync(path.join(args['save-reports'], `${pageName}-${Date.now()}.json`), JSON.stringify(lhr));
    if (lhr.runtimeError) throw new Error(`Lighthouse: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`);
    const finalPath = new URL(lhr.finalDisplayedUrl).pathname;
    if (finalPath !== landingPath) {
      throw new Error(`The page ended on ${finalPath}, not ${landingPath}: the session was not taken`);
    }
    // The measured page must be the screen itself (its heading), not a spinner or an error.
    const listOnView = () =>
      page.evaluate(
        ({ selector, text }) =>
          [...globalThis.document.querySelectorAll(selector)].some(
            (heading) => text === undefined || heading.textContent === text,
          ) && !globalThis.document.body.innerText.includes('Something went wrong'),
        PAGES[pageName].ready,
      );
    let listShown = await listOnView();
    for (let attempt = 0; !listShown && attempt < 40; attempt += 1) {
      await sleep(250);
      listShown = await listOnView();
    }
    if (!listShown) {
      const text = await page.evaluate(() => globalThis.document.body?.innerText ?? '');
      throw new Error(`The ${pageName} page is not on view at ${page.url()}: ${text.slice(0, 300)}`);
    }
    const audit = (id) => lhr.audits[id]?.numericValue ?? Number.NaN;
    return {
      page: pageName,
      performanceScore: Math.round((lhr.categories.performance?.score ?? Number.NaN) * 100),
      lcpMs: Math.round(audit('largest-contentful-paint')),
      cls: Number(audit('cumulative-layout-shift').toFixed(4)),
      tbtMs: Math.round(audit('total-blocking-time')),
      fcpMs: Math.round(audit('first-contentful-paint')),
      speedIndexMs: Math.round(audit('speed-index')),
      // Lighthouse 13 names the LCP element in its LCP breakdown insight (a list: the subparts table, then the node).
      lcpElement: lhr.audits['lcp-breakdown-insight']?.details?.items?.find((item) => item.type === 'node')
        ?.snippet,
      lighthouseVersion: lhr.lighthouseVersion,
      userAgent: lhr.environment?.hostUserAgent,
    };
  } finally {
    await started.browser?.disconnect().catch(() => undefined);
    started.browser = null;
    started.chrome.kill();
    started.chrome = null;
  }
};

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
};

const format = (figures) =>
  `performance ${figures.performanceScore}, LCP ${figures.lcpMs} ms, CLS ${figures.cls}, TBT ${figures.tbtMs} ms, ` +
  `FCP ${figures.fcpMs} ms`;

let exitCode = 0;
try {
  const loadBefore = os.loadavg();
  say(`starting the built server (${databaseServerUrl ? 'fresh database' : 'embedded PostgreSQL'})`);
  const origin = await startServer();
  say(`server ready at ${origin}; ${runs} run(s) of Lighthouse (desktop preset) on ${pageNames.join(', ')}`);
  const results = [];
  const medians = {};
  const keys = ['performanceScore', 'lcpMs', 'cls', 'tbtMs', 'fcpMs', 'speedIndexMs'];
  for (const pageName of pageNames) {
    const pageResults = [];
    for (let run = 1; run <= runs; run += 1) {
      const figures = await runOnce(origin, pageName);
      pageResults.push(figures);
      say(`${pageName} run ${run}: ${format(figures)}`);
    }
    results.push(...pageResults);
    medians[pageName] = Object.fromEntries(
      keys.map((key) => [key, median(pageResults.map((result) => result[key]))]),
    );
    say(`${pageName} median of ${runs}: ${format(medians[pageName])}`);
    say(`${pageName} LCP element: ${pageResults.at(-1).lcpElement ?? 'unknown'}`);
  }
  const loadAfter = os.loadavg();
  say(
    `load average before ${loadBefore.map((n) => n.toFixed(2)).join(' ')}, after ${loadAfter.map((n) => n.toFixed(2)).join(' ')}`,
  );
  if (args.out) {
    const summary = {
      date: new Date().toISOString(),
      pages: pageNames,
      root,
      preset: 'desktop',
      lighthouseVersion: results[0].lighthouseVersion,
      userAgent: results[0].userAgent,
      database: databaseServerUrl ? 'external PostgreSQL, fresh database' : 'embedded PostgreSQL',
      loadAverage: { before: loadBefore, after: loadAfter },
      cpus: os.cpus().length,
      runs: results,
      median: medians,
    };
    writeFileSync(args.out, `${JSON.stringify(summary, null, 2)}\n`);
    say(`summary written to ${args.out}`);
  }
} catch (error) {
  console.error(`[lighthouse] ${error instanceof Error ? error.message : error}`);
  exitCode = 1;
} finally {
  await cleanUp();
}
process.exit(exitCode);

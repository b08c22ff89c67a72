#!/usr/bin/env node
// `npm run lighthouse`: Lighthouse (desktop preset, performance only) on the programs list and on a training day
// (the demo seed's first program's first training day) of a signed-in admin,
// against the BUILT app (run `npm run build` first; nothing is built here). It starts the production server on a
// fresh data directory and database (lighthouse/served-app.mjs), signs in through the API, stores the session in
// Chromium's localStorage the way the panel's sign-in with 'Remember me' does, and loads each page as a first
// visit (empty HTTP cache).
//
//   npm run lighthouse -- [--runs 5] [--pages programs,training-day] [--out summary.json] [--chrome <path>]
//                         [--root <checkout>]
//   (Chromium: --chrome, else CHROMIUM_PATH, else /usr/bin/chromium and the other usual paths)
//
// Prints LCP, CLS, TBT (and FCP) and the performance score of each run and their medians; --out writes them as
// JSON. Every process it starts (server, Chromium) is stopped by pid, also on Ctrl-C; the data directory and the
// database are removed.
import { writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse, { desktopConfig } from 'lighthouse';
import puppeteer from 'puppeteer-core';
import { findInstalledChromium } from './find-chromium.mjs';
import { figuresOf, format, medianFigures } from './lighthouse/figures.mjs';
import {
  databaseServerUrl,
  exitUnlessBuilt,
  firstTrainingDayPath,
  signIn,
  startServer,
  stopServedApp,
} from './lighthouse/served-app.mjs';

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

exitUnlessBuilt(root);

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

// --- everything started here, stopped in `cleanUp` (the server's part by stopServedApp) ------------------------
const started = { chrome: null, browser: null };

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
    await stopServedApp(say);
  })());

for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => {
    say(`${signal}: stopping`);
    void cleanUp().finally(() => process.exit(130));
  });
}

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
    return figuresOf(lhr, pageName);
  } finally {
    await started.browser?.disconnect().catch(() => undefined);
    started.browser = null;
    started.chrome.kill();
    started.chrome = null;
  }
};

let exitCode = 0;
try {
  const loadBefore = os.loadavg();
  say(`starting the built server (${databaseServerUrl ? 'fresh database' : 'embedded PostgreSQL'})`);
  const origin = await startServer(root);
  say(`server ready at ${origin}; ${runs} run(s) of Lighthouse (desktop preset) on ${pageNames.join(', ')}`);
  const results = [];
  const medians = {};
  for (const pageName of pageNames) {
    const pageResults = [];
    for (let run = 1; run <= runs; run += 1) {
      const figures = await runOnce(origin, pageName);
      pageResults.push(figures);
      say(`${pageName} run ${run}: ${format(figures)}`);
    }
    results.push(...pageResults);
    medians[pageName] = medianFigures(pageResults);
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

#!/usr/bin/env node
// The whole gate behind `npm test`: lint, typecheck, contract and build (together), API, web, bundle budgets,
// crash test, release artifact, Chromium, browser tests.
// Stops at the first failing step and prints a summary with each step's duration.
//
//   npm test                       every step, in order
//   npm test -- e2e                only the named steps (here: Chromium + browser tests against the last build)
//   npm test -- --only=api,web     the same with a flag
//   npm test -- --skip=lint        every step but these
//   npm test -- --list             the step names
import { rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { findChromium } from './find-chromium.mjs';
import {
  formatDuration,
  parseSelection,
  printSummary,
  runCommand,
  runStep,
  sharedEnv,
  stopChildrenOnSignals,
} from './gate-runner.mjs';

const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';

const steps = [
  // Steps of one `together` group run at the same time (single-threaded tools, so two cores serve them well);
  // their output is held and printed whole when each ends.
  {
    name: 'lint',
    title: 'Lint (eslint, prettier, lint-rule tests, OpenAPI)',
    command: [npm, 'run', 'lint'],
    together: 'checks',
  },
  {
    name: 'typecheck',
    title: 'Typecheck (every workspace)',
    command: [npm, 'run', 'typecheck'],
    together: 'checks',
  },
  {
    name: 'contract',
    title: 'Contract tests',
    command: [npm, 'test', '-w', '@coachboard/contract'],
    together: 'checks',
  },
  // Beside the checks: the build reads only sources, and the bundler's seconds hide under typecheck's minutes.
  { name: 'build', title: 'Build (web + api)', command: [npm, 'run', 'build'], together: 'checks' },
  {
    name: 'api',
    title: 'API tests (their logs grepped for secrets)',
    // Every test app logs at trace into one file; a token, password or reset code in it fails the step.
    run: async () => {
      const logFile = join(tmpdir(), `coachboard-api-test-logs-${process.pid}.jsonl`);
      rmSync(logFile, { force: true });
      try {
        const code = await runCommand([npm, 'test', '-w', '@coachboard/api'], { LOG_CAPTURE_FILE: logFile });
        if (code !== 0) throw new Error(`API tests failed (exit ${code})`);
        const check = await runCommand([process.execPath, 'scripts/check-log-secrets.mjs', logFile]);
        if (check !== 0) throw new Error('The API tests logged a secret-shaped string (lines above)');
      } finally {
        rmSync(logFile, { force: true });
      }
    },
  },
  // Not beside the API tests: the web tests' waits are timed, and two suites on two cores make them flaky.
  { name: 'web', title: 'Web tests', command: [npm, 'test', '-w', '@coachboard/web'] },
  // The first-load budgets of the build just made (scripts/measure-sign-in-bundle.mjs): a chunk that grows past
  // them fails the gate instead of waiting for someone to run `npm run size`.
  { name: 'size', title: 'Bundle budgets (npm run size)', command: [npm, 'run', 'size'] },
  {
    name: 'crash',
    title: 'Crash test (kill -9 under load, quick: 5 kills)',
    command: [process.execPath, 'scripts/crash-test.mjs', '--quick'],
  },
  {
    name: 'release',
    title: 'Release artifact (unpacked, npm ci --omit=dev, run, backup, restore)',
    // Not beside the crash test: a server it stops must stop within the shutdown deadline, which two servers
    // under load on two cores have missed.
    // Assembled from the build step's output when that ran in this gate, instead of building again.
    run: async () => {
      const skipBuild = selected.some((step) => step.name === 'build') ? '1' : '';
      const tests = ['scripts/release/lockfile.test.mjs', 'scripts/release/release.test.mjs'];
      const code = await runCommand([process.execPath, '--test', ...tests], {
        COACHBOARD_RELEASE_SKIP_BUILD: skipBuild,
      });
      if (code !== 0) throw new Error(`The release test failed (exit ${code})`);
    },
  },
  {
    name: 'chromium',
    title: 'Find Chromium',
    run: async () => {
      sharedEnv.CHROMIUM_PATH = findChromium();
      console.log(`Chromium: ${sharedEnv.CHROMIUM_PATH}`);
    },
  },
  {
    name: 'e2e',
    title: 'Browser tests (Playwright)',
    needs: ['chromium'],
    command: [npm, 'test', '-w', '@coachboard/e2e'],
  },
];

stopChildrenOnSignals();
const selected = parseSelection(process.argv.slice(2), steps);
const results = new Map();
const startedAt = Date.now();
let failure = null;

const reportStep = (step, code, ms) => {
  results.set(step.name, { code, ms });
  console.log(
    `${code === 0 ? '✔' : '✘'} ${step.title} ${code === 0 ? 'passed' : 'failed'} in ${formatDuration(ms)}`,
  );
};

/** The selected steps in order, consecutive steps of one `together` group as one batch. */
const batches = [];
for (const step of selected) {
  const last = batches.at(-1);
  if (step.together && last?.[0].together === step.together) last.push(step);
  else batches.push([step]);
}

for (const batch of batches) {
  if (batch.length === 1) {
    const [step] = batch;
    console.log(`\n▶ ${step.title}  [${step.name}]`);
    const stepStartedAt = Date.now();
    reportStep(step, await runStep(step), Date.now() - stepStartedAt);
  } else {
    console.log(`\n▶ ${batch.map((step) => step.name).join(' + ')} at the same time`);
    const batchStartedAt = Date.now();
    await Promise.all(
      batch.map(async (step) => {
        const output = [];
        const code = await runStep(step, output);
        console.log(`\n▶ ${step.title}  [${step.name}]`);
        process.stdout.write(Buffer.concat(output));
        reportStep(step, code, Date.now() - batchStartedAt);
      }),
    );
  }
  const failed = batch.find((step) => results.get(step.name).code !== 0);
  if (failed) {
    failure = { step: failed, code: results.get(failed.name).code };
    break;
  }
}

printSummary(results, selected, Date.now() - startedAt);
if (failure) {
  console.log(
    `\nnpm test failed at "${failure.step.name}". Rerun only that step with: npm test -- ${failure.step.name}`,
  );
  process.exit(failure.code || 1);
}
console.log(`\nnpm test passed (${selected.map((step) => step.name).join(', ')}).`);

// How `npm test` (scripts/test.mjs) runs its steps: the selection from the command line, each step's command
// as a child process (output shown as it comes, or held for a step run beside others), and the summary.
import { spawn } from 'node:child_process';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const repoRoot = resolve(dirname(fileURLToPath(import.meta.url)), '..');

/** Values found by one step and handed to later ones (the Chromium path). */
export const sharedEnv = {};

const usage = (stepNames) =>
  `Usage: npm test [-- <step>... | --only=a,b | --skip=a,b | --list]\nSteps: ${stepNames.join(', ')}`;

export const parseSelection = (args, steps) => {
  const stepNames = steps.map((step) => step.name);
  const wanted = new Set();
  const skipped = new Set();
  for (const arg of args) {
    if (arg === '--list' || arg === '--help' || arg === '-h') {
      console.log(usage(stepNames));
      process.exit(0);
    } else if (arg.startsWith('--only=')) {
      arg
        .slice('--only='.length)
        .split(',')
        .filter(Boolean)
        .forEach((name) => wanted.add(name));
    } else if (arg.startsWith('--skip=')) {
      arg
        .slice('--skip='.length)
        .split(',')
        .filter(Boolean)
        .forEach((name) => skipped.add(name));
    } else if (!arg.startsWith('-')) {
      wanted.add(arg);
    } else {
      console.error(`Unknown option ${arg}\n${usage(stepNames)}`);
      process.exit(2);
    }
  }
  const unknown = [...wanted, ...skipped].filter((name) => !stepNames.includes(name));
  if (unknown.length > 0) {
    console.error(`Unknown step(s): ${unknown.join(', ')}\n${usage(stepNames)}`);
    process.exit(2);
  }
  // A selected step brings the steps it cannot run without (e2e needs the Chromium path).
  for (const step of steps) if (wanted.has(step.name)) step.needs?.forEach((name) => wanted.add(name));
  return steps.filter((step) => (wanted.size === 0 || wanted.has(step.name)) && !skipped.has(step.name));
};

const runningChildren = new Set();

/** Runs a command; with `output` its stdout and stderr are collected there instead of shown as they come. */
export const runCommand = ([command, ...args], env = {}, output = null) =>
  new Promise((resolveExit) => {
    const child = spawn(command, args, {
      cwd: repoRoot,
      stdio: output ? ['ignore', 'pipe', 'pipe'] : 'inherit',
      env: { ...process.env, ...sharedEnv, ...env, FORCE_COLOR: process.env.FORCE_COLOR ?? '1' },
    });
    runningChildren.add(child);
    if (output) {
      child.stdout.on('data', (chunk) => output.push(chunk));
      child.stderr.on('data', (chunk) => output.push(chunk));
    }
    child.on('error', (error) => {
      output?.push(Buffer.from(`${error.message}\n`));
      if (!output) console.error(error.message);
      resolveExit(1);
    });
    child.on('close', (code, signal) => {
      runningChildren.delete(child);
      resolveExit(code ?? (signal ? 128 : 1));
    });
  });

export const runStep = async (step, output = null) => {
  if (step.command) return runCommand(step.command, {}, output);
  try {
    await step.run();
    return 0;
  } catch (error) {
    console.error(error instanceof Error ? error.message : String(error));
    return 1;
  }
};

export const formatDuration = (ms) => {
  const seconds = ms / 1000;
  if (seconds < 60) return `${seconds.toFixed(1)}s`;
  return `${Math.floor(seconds / 60)}m ${String(Math.round(seconds % 60)).padStart(2, '0')}s`;
};

export const printSummary = (results, selected, totalMs) => {
  const width = Math.max(...selected.map((step) => step.title.length));
  console.log('\n── npm test summary ──────────────────────────────');
  for (const step of selected) {
    const result = results.get(step.name);
    const status = !result ? 'skipped' : result.code === 0 ? 'passed' : `FAILED (exit ${result.code})`;
    const time = result ? formatDuration(result.ms) : '';
    console.log(`  ${step.title.padEnd(width)}  ${status.padEnd(18)} ${time}`);
  }
  console.log(`  ${'Total'.padEnd(width)}  ${''.padEnd(18)} ${formatDuration(totalMs)}`);
};

/** Ctrl-C or a kill stops the children too, instead of leaving a server or a browser behind. */
export const stopChildrenOnSignals = () => {
  for (const signal of ['SIGINT', 'SIGTERM']) {
    process.on(signal, () => {
      for (const child of runningChildren) child.kill(signal);
      process.exit(130);
    });
  }
};

// The crash test's command line (scripts/crash-test.mjs).
import crypto from 'node:crypto';

const usage = `Usage: npm run crash-test -- [--quick] [--kills N] [--workers N] [--seed N] [--mode mixed|tree|server]
                                [--min-ms N] [--max-ms N] [--keep]`;

export const parseArgs = (args) => {
  const options = {
    kills: 20,
    workers: 6,
    seed: crypto.randomInt(2 ** 31),
    mode: 'mixed',
    minMs: 500,
    maxMs: 3000,
    keep: false,
  };
  for (let i = 0; i < args.length; i++) {
    const [flag, inline] = args[i].split('=', 2);
    const value = () => inline ?? args[++i];
    const number = () => {
      const parsed = Number(value());
      if (!Number.isInteger(parsed) || parsed < 0) fail(`${flag} needs a whole number`);
      return parsed;
    };
    if (flag === '--quick') Object.assign(options, { kills: 5, workers: 4 });
    else if (flag === '--kills') options.kills = number();
    else if (flag === '--workers') options.workers = Math.max(1, number());
    else if (flag === '--seed') options.seed = number();
    else if (flag === '--min-ms') options.minMs = number();
    else if (flag === '--max-ms') options.maxMs = number();
    else if (flag === '--keep') options.keep = true;
    else if (flag === '--mode') {
      options.mode = value();
      if (!['mixed', 'tree', 'server'].includes(options.mode)) fail('--mode is mixed, tree or server');
    } else if (flag === '--help' || flag === '-h') {
      console.log(usage);
      process.exit(0);
    } else fail(`Unknown option ${args[i]}`);
  }
  if (options.maxMs < options.minMs) fail('--max-ms must not be below --min-ms');
  return options;
};

function fail(message) {
  console.error(`[crash-test] ${message}\n${usage}`);
  process.exit(2);
}

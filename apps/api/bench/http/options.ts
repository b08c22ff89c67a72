import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';

export interface BenchOptions {
  /** The repository whose build is measured (default: this one). */
  root: string;
  build: boolean;
  durationSeconds: number;
  warmupSeconds: number;
  connections: number;
  rounds: number;
  /** Scenario keys to run; empty runs all. */
  only: string[];
  /** Take a CPU profile of the real server on the scenario with the worst ratio. */
  profile: boolean;
  /** The whole run is stopped after this many minutes. */
  timeLimitMinutes: number;
  /** Where the markdown report, logs and profiles go. */
  outDir: string;
}

const usage = `npm run bench:http -- [options]
  --no-build            measure the existing build (apps/api/dist, apps/web/dist)
  --duration <s>        seconds per measured round (default 10, env BENCH_DURATION)
  --warmup <s>          seconds of warm-up per side before the rounds (default 3)
  --connections <n>     concurrent connections (default 20)
  --rounds <n>          rounds per side, alternating A B A B (default 2)
  --only <keys>         comma-separated scenario keys
  --profile             CPU-profile the real server on the worst-ratio scenario
  --root <dir>          repository to measure (default: this checkout)
  --time-limit <min>    stop everything after this long (default 30)
  --out <dir>           report directory (default /tmp/coachboard-bench-http/<timestamp>)`;

const here = path.dirname(fileURLToPath(import.meta.url));

export const parseOptions = (argv: string[]): BenchOptions => {
  const { values } = parseArgs({
    args: argv,
    options: {
      'no-build': { type: 'boolean', default: false },
      duration: { type: 'string', default: process.env.BENCH_DURATION ?? '10' },
      warmup: { type: 'string', default: '3' },
      connections: { type: 'string', default: '20' },
      rounds: { type: 'string', default: '2' },
      only: { type: 'string', default: '' },
      profile: { type: 'boolean', default: false },
      root: { type: 'string', default: path.resolve(here, '../../../..') },
      'time-limit': { type: 'string', default: '30' },
      out: { type: 'string', default: '' },
      help: { type: 'boolean', default: false },
    },
  });
  if (values.help) {
    console.log(usage);
    process.exit(0);
  }
  const positive = (name: string, value: string) => {
    const number = Number(value);
    if (!(number > 0)) throw new Error(`--${name} must be a positive number\n${usage}`);
    return number;
  };
  const stamp = new Date().toISOString().replace(/[:.]/g, '-');
  return {
    root: path.resolve(values.root),
    build: !values['no-build'],
    durationSeconds: positive('duration', values.duration),
    warmupSeconds: Number(values.warmup),
    connections: positive('connections', values.connections),
    rounds: positive('rounds', values.rounds),
    only: values.only ? values.only.split(',').map((key) => key.trim()) : [],
    profile: values.profile,
    timeLimitMinutes: positive('time-limit', values['time-limit']),
    outDir: values.out || path.join('/tmp/coachboard-bench-http', stamp),
  };
};

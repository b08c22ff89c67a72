import { spawn, type ChildProcess, type SpawnOptions } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';

/**
 * Every process the benchmark starts, stopped by its pid (SIGTERM, then SIGKILL) at the end, on Ctrl-C and
 * when the run exceeds its time limit.
 */
const started = new Map<number, { name: string; child: ChildProcess }>();

export const startProcess = (name: string, command: string, args: string[], options: SpawnOptions) => {
  const log = fs.openSync(`${options.env?.BENCH_LOG_DIR ?? '/tmp'}/${name}.log`, 'a');
  const child = spawn(command, args, { ...options, stdio: ['ignore', log, log] });
  fs.closeSync(log);
  if (child.pid === undefined) throw new Error(`${name}: could not start ${command}`);
  const pid = child.pid;
  started.set(pid, { name, child });
  child.on('exit', () => started.delete(pid));
  return child;
};

const exited = (child: ChildProcess, ms: number) =>
  new Promise<boolean>((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) return resolve(true);
    const timer = setTimeout(() => resolve(false), ms);
    child.once('exit', () => {
      clearTimeout(timer);
      resolve(true);
    });
  });

export const stopProcess = async (child: ChildProcess) => {
  if (child.pid === undefined || !started.has(child.pid)) return;
  child.kill('SIGTERM');
  if (!(await exited(child, 15_000))) {
    child.kill('SIGKILL');
    await exited(child, 5_000);
  }
};

export const stopAll = async () => {
  await Promise.all([...started.values()].map(({ child }) => stopProcess(child)));
};

/** Kills what is left, synchronously: for the exit paths where awaiting is no longer possible. */
export const killAllNow = () => {
  for (const pid of started.keys()) {
    try {
      process.kill(pid, 'SIGKILL');
    } catch {
      // already gone
    }
  }
};

export const freePort = () =>
  new Promise<number>((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject()));
    });
  });

/** Polls `url` until it answers at all (any status), or fails after `ms`. */
export const waitForHttp = async (url: string, child: ChildProcess, ms: number, name: string) => {
  const deadline = Date.now() + ms;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`${name} exited with code ${child.exitCode} (see its log)`);
    try {
      await fetch(url, { signal: AbortSignal.timeout(2_000) });
      return;
    } catch {
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
  }
  throw new Error(`${name} did not answer on ${url} within ${ms / 1000} s`);
};

/** USER_HZ: 100 on every Linux build this runs on. */
const CLOCK_TICKS = 100;

/** utime + stime of a process in milliseconds, from /proc (Linux); null elsewhere. */
export const cpuMs = (pid: number | undefined) => {
  try {
    const stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return ((Number(fields[11]) + Number(fields[12])) * 1000) / CLOCK_TICKS;
  } catch {
    return null;
  }
};

import fs from 'node:fs';
import path from 'node:path';

export interface PostmasterPid {
  pid: number;
  port: number | null;
}

/** postmaster.pid: line 1 the pid, line 4 the port (PostgreSQL's lock file layout). */
export const readPostmasterPid = (clusterDir: string): PostmasterPid | null => {
  let text: string;
  try {
    text = fs.readFileSync(path.join(clusterDir, 'postmaster.pid'), 'utf8');
  } catch {
    return null;
  }
  const lines = text.split('\n');
  const pid = Number(lines[0]);
  if (!Number.isInteger(pid) || pid <= 0) return { pid: 0, port: null };
  const port = Number(lines[3]);
  return { pid, port: Number.isInteger(port) && port > 0 ? port : null };
};

/** A zombie (exited, not yet reaped, e.g. under a container init that does not reap) counts as gone. */
const isZombie = (pid: number) => {
  try {
    const stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
    return stat.slice(stat.lastIndexOf(')') + 2).startsWith('Z');
  } catch {
    return false;
  }
};

export const isProcessAlive = (pid: number) => {
  try {
    process.kill(pid, 0);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EPERM') return false;
  }
  return !isZombie(pid);
};

/** Whether `pid` is a PostgreSQL server running on `clusterDir` (Linux /proc; elsewhere: alive is enough). */
export const isPostgresOn = (pid: number, clusterDir: string) => {
  if (!isProcessAlive(pid)) return false;
  try {
    const cmdline = fs.readFileSync(`/proc/${pid}/cmdline`, 'utf8').split('\0');
    return cmdline.some((arg) => arg.endsWith('postgres')) && cmdline.includes(clusterDir);
  } catch {
    return process.platform !== 'linux';
  }
};

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export const waitForExit = async (pid: number, timeoutMs: number) => {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (!isProcessAlive(pid)) return true;
    await sleep(50);
  }
  return !isProcessAlive(pid);
};

/**
 * Stops a server by pid: fast shutdown (SIGINT), then immediate shutdown (SIGQUIT), then SIGKILL. Each step
 * waits a bounded time, so this never hangs.
 */
export const stopPostgresProcess = async (pid: number, log: (message: string) => void) => {
  const steps: [NodeJS.Signals, number][] = [
    ['SIGINT', 20_000],
    ['SIGQUIT', 5_000],
    ['SIGKILL', 5_000],
  ];
  for (const [signal, wait] of steps) {
    try {
      process.kill(pid, signal);
    } catch {
      return;
    }
    if (await waitForExit(pid, wait)) return;
    log(`PostgreSQL (pid ${pid}) did not stop after ${signal}; escalating`);
  }
};

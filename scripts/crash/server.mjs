// The production server under test: started as `npm start` starts it, crashed with SIGKILL, restarted.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

const READY_TIMEOUT_MS = 180_000;
const GONE_TIMEOUT_MS = 15_000;

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/** State and parent of a process from /proc/<pid>/stat, or null when it does not exist. */
const statOf = (pid) => {
  try {
    const stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return { state: fields[0], ppid: Number(fields[1]) };
  } catch {
    return null;
  }
};

/** Gone or a zombie (dead, waiting to be reaped by whoever inherited it): either way it holds nothing. */
export const isGone = (pid) => {
  const stat = statOf(pid);
  return stat === null || stat.state === 'Z' || stat.state === 'X';
};

/** Every live descendant of `pid` (children, their children, ...), found by parent pid in /proc. */
export const descendantsOf = (pid) => {
  const children = new Map();
  for (const entry of fs.readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    const stat = statOf(Number(entry));
    if (!stat || stat.state === 'Z') continue;
    if (!children.has(stat.ppid)) children.set(stat.ppid, []);
    children.get(stat.ppid).push(Number(entry));
  }
  const found = [];
  const queue = [pid];
  while (queue.length > 0) {
    for (const child of children.get(queue.shift()) ?? []) {
      found.push(child);
      queue.push(child);
    }
  }
  return found;
};

const commandOf = (pid) => {
  try {
    return fs.readFileSync(`/proc/${pid}/cmdline`, 'utf8').split('\0').filter(Boolean);
  } catch {
    return [];
  }
};

const signal = (pid, name) => {
  try {
    process.kill(pid, name);
    return true;
  } catch {
    return false;
  }
};

const waitGone = async (pids, timeoutMs = GONE_TIMEOUT_MS) => {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (pids.every(isGone)) return true;
    await sleep(20);
  }
  return pids.every(isGone);
};

export class ServerProcess {
  /**
   * @param {{ root: string, env: Record<string, string>, port: number, logFile: string }} options
   */
  constructor({ root, env, port, logFile }) {
    this.root = root;
    this.env = env;
    this.port = port;
    this.logFile = logFile;
    this.child = null;
    /** Every postmaster pid seen under a server of this run (to make sure none outlives the test). */
    this.postmasters = new Set();
  }

  get baseUrl() {
    return `http://127.0.0.1:${this.port}`;
  }

  logTail(lines = 30) {
    try {
      return fs.readFileSync(this.logFile, 'utf8').trimEnd().split('\n').slice(-lines).join('\n');
    } catch {
      return '';
    }
  }

  /**
   * Starts `node apps/api/dist/server.js` exactly as scripts/start.mjs does once the build is current (same
   * Node, cwd, environment and IPC channel), and waits until /api/health answers 200. Returns the ms it took.
   */
  async start() {
    const startedAt = performance.now();
    const logFd = fs.openSync(this.logFile, 'a');
    try {
      this.child = spawn(process.execPath, [path.join(this.root, 'apps/api/dist/server.js')], {
        cwd: this.root,
        stdio: ['ignore', logFd, logFd, 'ipc'],
        env: this.env,
      });
    } finally {
      fs.closeSync(logFd);
    }
    const child = this.child;
    child.on('error', () => undefined);
    const deadline = Date.now() + READY_TIMEOUT_MS;
    while (Date.now() < deadline) {
      if (child.exitCode !== null || child.signalCode !== null) {
        throw new Error(
          `The server exited during start (${child.exitCode ?? child.signalCode}). Log ${this.logFile}:\n${this.logTail()}`,
        );
      }
      try {
        const response = await fetch(`${this.baseUrl}/api/health`, { signal: AbortSignal.timeout(5000) });
        if (response.status === 200) {
          this.rememberPostmaster();
          return performance.now() - startedAt;
        }
      } catch {
        // not listening yet
      }
      await sleep(50);
    }
    throw new Error(`The server was not ready within ${READY_TIMEOUT_MS / 1000} s. Log:\n${this.logTail()}`);
  }

  rememberPostmaster() {
    if (!this.child?.pid) return;
    for (const pid of descendantsOf(this.child.pid)) {
      if (statOf(pid)?.ppid === this.child.pid && commandOf(pid)[0]?.endsWith('postgres')) {
        this.postmasters.add(pid);
      }
    }
  }

  /**
   * SIGKILL, no warning. `tree`: the node server and every process under it (postmaster, backends, checkpointer,
   * WAL writer...) — first all frozen with SIGSTOP (rescanned until no new process appears, so a backend forked
   * meanwhile is caught too), then all killed: one instant, like a power cut or the OOM killer taking the whole
   * service. `server`: only the node process; its PostgreSQL is left running, orphaned, for the next start to find.
   * Only pids found under the server this script spawned are signalled.
   */
  async crash(mode) {
    const child = this.child;
    if (!child?.pid) throw new Error('No server to crash');
    const root = child.pid;
    let victims = [root];
    if (mode === 'tree') {
      const frozen = new Set();
      for (let round = 0; round < 10; round++) {
        const tree = [root, ...descendantsOf(root)].filter((pid) => !frozen.has(pid));
        if (tree.length === 0) break;
        for (const pid of tree) {
          signal(pid, 'SIGSTOP');
          frozen.add(pid);
        }
      }
      victims = [...frozen];
      for (const pid of victims) signal(pid, 'SIGKILL');
    } else {
      this.rememberPostmaster();
      signal(root, 'SIGKILL');
    }
    const exited = new Promise((resolve) => {
      if (child.exitCode !== null || child.signalCode !== null) resolve();
      else child.once('exit', resolve);
    });
    await exited;
    if (!(await waitGone(victims))) {
      throw new Error(
        `Processes still alive after SIGKILL: ${victims.filter((pid) => !isGone(pid)).join(', ')}`,
      );
    }
    this.child = null;
    return victims;
  }

  /** PostgreSQL servers of earlier runs that are still alive (after a restart there must be none). */
  strayPostmasters() {
    const current = this.child?.pid ? descendantsOf(this.child.pid) : [];
    return [...this.postmasters].filter((pid) => !isGone(pid) && !current.includes(pid));
  }

  /** Orderly stop (SIGTERM: the server closes, then stops its cluster). */
  async stop() {
    const child = this.child;
    if (!child?.pid) return;
    const tree = [child.pid, ...descendantsOf(child.pid)];
    signal(child.pid, 'SIGTERM');
    if (!(await waitGone(tree, 60_000))) {
      for (const pid of tree) signal(pid, 'SIGKILL');
      await waitGone(tree);
    }
    this.child = null;
  }

  /** Last resort on an aborted run: SIGKILL whatever this run started and is still alive. */
  killEverything() {
    const pids = this.child?.pid ? [this.child.pid, ...descendantsOf(this.child.pid)] : [];
    for (const pid of [...pids, ...this.postmasters]) {
      if (!isGone(pid) && (pids.includes(pid) || commandOf(pid)[0]?.endsWith('postgres'))) {
        signal(pid, 'SIGKILL');
      }
    }
  }
}

import fs from 'node:fs';
import path from 'node:path';
import { isProcessAlive } from './postmaster-pid.js';

export const OWNER_LOCK_FILE = 'coachboard.pid';

/** Process start time in clock ticks since boot (/proc/<pid>/stat field 22); null where unknown. */
const startTimeOf = (pid: number): string | null => {
  try {
    const stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
    return stat.slice(stat.lastIndexOf(')') + 2).split(' ')[19] ?? null;
  } catch {
    return null;
  }
};

/**
 * One API process per DATA_DIR: a second one would otherwise take the first one's server for an orphan and
 * stop it. The lock names the owner by pid and start time, so a pid reused after a crash does not count.
 * Returns the release function.
 */
const readOwner = (file: string) => {
  try {
    const [pid, startTime] = fs.readFileSync(file, 'utf8').trim().split(' ');
    return { pid: Number(pid), startTime: startTime ?? '' };
  } catch {
    return null;
  }
};

export const acquireOwnerLock = (dataDir: string): (() => void) => {
  const file = path.join(dataDir, OWNER_LOCK_FILE);
  const owner = readOwner(file);
  const ownerRunning =
    owner !== null &&
    owner.pid > 0 &&
    owner.pid !== process.pid &&
    isProcessAlive(owner.pid) &&
    owner.startTime === (startTimeOf(owner.pid) ?? '');
  if (ownerRunning) {
    throw new Error(
      `Another Coachboard process (pid ${owner.pid}) is using DATA_DIR ${dataDir}. Stop it first or use another ` +
        `DATA_DIR. (If no such process exists, delete ${file}.)`,
    );
  }
  fs.writeFileSync(file, `${process.pid} ${startTimeOf(process.pid) ?? ''}\n`, { mode: 0o644 });
  return () => {
    if (readOwner(file)?.pid === process.pid) fs.rmSync(file, { force: true });
  };
};

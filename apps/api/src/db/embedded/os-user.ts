import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

export interface OsUser {
  uid: number;
  gid: number;
  /** Supplementary groups. */
  groups: number[];
}

export const isRoot = () => process.getuid?.() === 0;

/** The `postgres` OS user that runs the cluster when the API runs as root, or null when absent. */
export const findPostgresUser = (): OsUser | null => {
  try {
    const uid = Number(execFileSync('id', ['-u', 'postgres'], { encoding: 'utf8' }).trim());
    const gid = Number(execFileSync('id', ['-g', 'postgres'], { encoding: 'utf8' }).trim());
    const groups = execFileSync('id', ['-G', 'postgres'], { encoding: 'utf8' })
      .trim()
      .split(/\s+/)
      .map(Number);
    return { uid, gid, groups };
  } catch {
    return null;
  }
};

/**
 * The `postgres` OS user, created as a system account when the API runs as root on a machine without one, so
 * that `npm start` works on a fresh container. Null when it cannot be created (no useradd, or not root).
 */
export const ensurePostgresUser = (log: (message: string) => void): OsUser | null => {
  const existing = findPostgresUser();
  if (existing || !isRoot()) return existing;
  try {
    execFileSync(
      'useradd',
      ['--system', '--user-group', '--no-create-home', '--shell', '/usr/sbin/nologin', 'postgres'],
      {
        stdio: 'ignore',
      },
    );
  } catch {
    return null;
  }
  log(
    "[coachboard] Created the system user 'postgres' to run the embedded PostgreSQL (it refuses to run as root)",
  );
  return findPostgresUser();
};

const canTraverse = (stat: fs.Stats, user: OsUser) => {
  if (stat.uid === user.uid) return (stat.mode & 0o100) !== 0;
  if (user.groups.includes(stat.gid) || stat.gid === user.gid) return (stat.mode & 0o010) !== 0;
  return (stat.mode & 0o001) !== 0;
};

/**
 * The first existing ancestor (or the path itself) that `user` cannot enter, e.g. /root (mode 700), or null
 * when every existing directory on the way is traversable.
 */
export const firstUnreachableDir = (target: string, user: OsUser): string | null => {
  const parts = path.resolve(target).split(path.sep).filter(Boolean);
  let current: string = path.sep;
  for (const part of ['', ...parts]) {
    current = part ? path.join(current, part) : current;
    let stat: fs.Stats;
    try {
      stat = fs.statSync(current);
    } catch {
      return null; // Not created yet: we create it with a traversable mode.
    }
    if (stat.isDirectory() && !canTraverse(stat, user)) return current;
  }
  return null;
};

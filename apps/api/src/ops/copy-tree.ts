import type { Dirent } from 'node:fs';
import fs from 'node:fs/promises';
import path from 'node:path';

export interface CopyStats {
  files: number;
  bytes: number;
  /** Files or directories that disappeared between listing and copying (normal in a live directory). */
  vanished: number;
}

export interface CopyTreeOptions {
  /** Relative path (forward slashes) of an entry: false leaves it out. */
  include?: (relative: string, entry: { isDirectory: boolean }) => boolean;
  /** Relative paths of directories whose contents are left out (the directory itself is kept, empty). */
  emptyDirs?: ReadonlySet<string>;
  /** Relative paths of files copied after everything else (PostgreSQL's global/pg_control). */
  last?: readonly string[];
}

const isGone = (error: unknown) => (error as NodeJS.ErrnoException).code === 'ENOENT';

const PARALLEL_COPIES = 8;

/**
 * Copies a directory that is being written to, the way a file-level base backup must: a file that vanishes
 * while we walk is skipped, one that shrinks or grows is copied as it is when read (WAL replay repairs it), modes
 * are kept. Symbolic links are copied as links. Copies run a few at a time without blocking the event loop.
 */
export const copyLiveTree = async (
  source: string,
  target: string,
  options: CopyTreeOptions = {},
): Promise<CopyStats> => {
  const stats: CopyStats = { files: 0, bytes: 0, vanished: 0 };
  const last = new Set(options.last ?? []);
  const queue: [string, string][] = [];

  const walk = async (relative: string) => {
    const from = path.join(source, relative);
    let entries: Dirent[];
    try {
      entries = await fs.readdir(from, { withFileTypes: true });
    } catch (error) {
      if (isGone(error)) {
        stats.vanished++;
        return;
      }
      throw error;
    }
    const mode = (await fs.stat(from).catch(() => null))?.mode ?? 0o700;
    await fs.mkdir(path.join(target, relative), { recursive: true });
    await fs.chmod(path.join(target, relative), mode & 0o7777);
    if (options.emptyDirs?.has(relative)) return;
    for (const entry of entries) {
      const child = relative ? `${relative}/${entry.name}` : entry.name;
      if (options.include && !options.include(child, { isDirectory: entry.isDirectory() })) continue;
      if (entry.isDirectory()) await walk(child);
      else if (entry.isSymbolicLink()) {
        try {
          await fs.symlink(await fs.readlink(path.join(source, child)), path.join(target, child));
        } catch (error) {
          if (!isGone(error)) throw error;
          stats.vanished++;
        }
      } else if (entry.isFile()) {
        if (last.has(child)) continue;
        queue.push([path.join(source, child), path.join(target, child)]);
      }
      // Sockets, FIFOs and devices are never part of a data directory worth restoring.
    }
  };

  const copyOne = async ([from, to]: [string, string]) => {
    try {
      // copyFile keeps the mode; a file truncated meanwhile is copied at its new length.
      await fs.copyFile(from, to);
      const { size } = await fs.stat(to);
      stats.files++;
      stats.bytes += size;
    } catch (error) {
      if (!isGone(error)) throw error;
      stats.vanished++;
    }
  };

  await walk('');
  for (let start = 0; start < queue.length; start += PARALLEL_COPIES) {
    await Promise.all(queue.slice(start, start + PARALLEL_COPIES).map(copyOne));
  }
  for (const relative of last) await copyOne([path.join(source, relative), path.join(target, relative)]);
  return stats;
};

export type TreeEntryKind = 'directory' | 'file' | 'link';

/**
 * Walks a directory tree bottom-up, calling `visit` on every entry and the root itself. A symbolic link is
 * reported as a link and never followed.
 */
export const walkTree = async (
  root: string,
  visit: (file: string, kind: TreeEntryKind) => Promise<void>,
): Promise<void> => {
  for (const entry of await fs.readdir(root, { withFileTypes: true })) {
    const file = path.join(root, entry.name);
    if (entry.isDirectory()) await walkTree(file, visit);
    else await visit(file, entry.isSymbolicLink() ? 'link' : 'file');
  }
  await visit(root, 'directory');
};

/** Whether `dir` exists and holds at least one entry. */
export const hasEntries = async (dir: string) => {
  try {
    return (await fs.readdir(dir)).length > 0;
  } catch (error) {
    if (isGone(error)) return false;
    throw error;
  }
};

/** Moves a directory, copying across file systems when a rename cannot. */
export const moveDir = async (from: string, to: string) => {
  try {
    await fs.rename(from, to);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EXDEV') throw error;
    await fs.cp(from, to, { recursive: true, preserveTimestamps: true, verbatimSymlinks: true });
    await fs.rm(from, { recursive: true, force: true });
  }
};

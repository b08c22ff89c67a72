import crypto from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import pg from 'pg';
import { copyLiveTree, hasEntries, type CopyStats } from './copy-tree.js';

/** What PostgreSQL told us about a base backup; it goes into the archive's manifest. */
export interface BaseBackupInfo {
  serverVersion: string;
  serverVersionNum: number;
  systemIdentifier: string;
  timeline: number;
  label: string;
  startLsn: string;
  stopLsn: string;
  /** First and last WAL segment copied into the backup's pg_wal (both included). */
  startWalFile: string;
  stopWalFile: string;
  walSegments: number;
  walSegmentSize: number;
  /** The data directory the server reported. */
  sourceDir: string;
  files: number;
  bytes: number;
}

export interface BaseBackupOptions {
  /** Superuser connection to the running server. */
  url: string;
  /** Where the copy goes (created; must not exist or be empty). */
  targetDir: string;
  label: string;
  /** The data directory we expect the server to run on; a different one is refused. */
  expectedDir?: string;
  /** Runs after pg_backup_start and before the files are copied (tests put writes and a checkpoint here). */
  duringBackup?: () => Promise<void>;
  log: (message: string) => void;
}

/**
 * Left out of a base backup, as PostgreSQL's own BASE_BACKUP leaves them out (src/backend/backup/basebackup.c
 * and "Making a Base Backup Using the Low Level API" in the manual): the contents of these directories are
 * rebuilt or meaningless after a restore. pg_wal is filled afterwards with exactly the segments the backup needs.
 */
const EMPTIED_DIRS = new Set([
  'pg_wal',
  'pg_stat_tmp',
  'pg_replslot',
  'pg_dynshmem',
  'pg_notify',
  'pg_serial',
  'pg_snapshots',
  'pg_subtrans',
]);
const EXCLUDED_FILES = new Set([
  'postmaster.pid',
  'postmaster.opts',
  'postgresql.auto.conf.tmp',
  'current_logfiles.tmp',
  'backup_label',
  'tablespace_map',
  'backup_manifest',
]);

const includeInBaseBackup = (relative: string) => {
  const name = relative.slice(relative.lastIndexOf('/') + 1);
  if (name.startsWith('pgsql_tmp') || name.startsWith('pg_internal.init')) return false;
  return !(relative === name && EXCLUDED_FILES.has(name));
};

const WAL_FILE = /^[0-9A-F]{24}$/;

/** WAL segment names from `first` to `last` inclusive (TTTTTTTT + log id + segment within it, in hex). */
export const walSegmentRange = (first: string, last: string, segmentSize: number): string[] => {
  if (!WAL_FILE.test(first) || !WAL_FILE.test(last) || first.slice(0, 8) !== last.slice(0, 8)) {
    throw new Error(`Unexpected WAL file names ${first} .. ${last}`);
  }
  const perLogId = 0x1_0000_0000 / segmentSize;
  const segmentNumber = (name: string) =>
    parseInt(name.slice(8, 16), 16) * perLogId + parseInt(name.slice(16, 24), 16);
  const hex = (value: number) => value.toString(16).toUpperCase().padStart(8, '0');
  const names: string[] = [];
  for (let segment = segmentNumber(first); segment <= segmentNumber(last); segment++) {
    names.push(`${first.slice(0, 8)}${hex(Math.floor(segment / perLogId))}${hex(segment % perLogId)}`);
  }
  return names;
};

const one = async <T extends Record<string, unknown>>(
  client: pg.Client,
  text: string,
  values: unknown[] = [],
) => {
  const result = await client.query<T>(text, values);
  const row = result.rows[0];
  if (!row) throw new Error(`No row from: ${text}`);
  return row;
};

/**
 * A consistent physical copy of a running cluster with nothing but a SQL connection: the low-level backup API
 * (pg_backup_start / copy the files / pg_backup_stop), then the WAL written meanwhile, so that the copy starts
 * on its own (PostgreSQL replays that WAL from backup_label's checkpoint up to the backup's end).
 *
 * A temporary physical replication slot, reserved before the backup starts, keeps the server from recycling
 * the WAL segments we still have to copy, however many checkpoints happen during the copy.
 */
export const takeBaseBackup = async (options: BaseBackupOptions): Promise<BaseBackupInfo> => {
  const { log } = options;
  const client = new pg.Client({ connectionString: options.url, application_name: 'coachboard backup' });
  client.on('error', () => undefined);
  await client.connect();
  try {
    const server = await one<{
      data_directory: string;
      server_version: string;
      server_version_num: string;
      wal_segment_size: string;
      system_identifier: string;
      in_recovery: boolean;
      superuser: string;
    }>(
      client,
      `select current_setting('data_directory') as data_directory,
              current_setting('server_version') as server_version,
              current_setting('server_version_num') as server_version_num,
              (select setting from pg_settings where name = 'wal_segment_size') as wal_segment_size,
              (select system_identifier::text from pg_control_system()) as system_identifier,
              pg_is_in_recovery() as in_recovery,
              current_setting('is_superuser') as superuser`,
    );
    if (server.superuser !== 'on') throw new Error('The backup needs a superuser connection.');
    if (server.in_recovery) throw new Error('The server is in recovery; back up its primary instead.');
    const sourceDir = server.data_directory;
    const realPath = (dir: string) => fs.realpath(dir).catch(() => path.resolve(dir));
    if (options.expectedDir && (await realPath(options.expectedDir)) !== (await realPath(sourceDir))) {
      throw new Error(
        `The server answering runs on ${sourceDir}, not on this DATA_DIR's cluster ${options.expectedDir}.`,
      );
    }
    if (await hasEntries(path.join(sourceDir, 'pg_tblspc'))) {
      throw new Error(
        'The cluster has tablespaces (pg_tblspc is not empty); this backup does not handle them.',
      );
    }
    const segmentSize = Number(server.wal_segment_size);

    const slot = `coachboard_backup_${process.pid}_${crypto.randomBytes(3).toString('hex')}`;
    // temporary => dropped when this session ends, even if we crash; immediately_reserve => holds WAL from now.
    await client.query('select pg_create_physical_replication_slot($1, true, true)', [slot]);
    const started = await one<{ lsn: string; file: string; timeline: number }>(
      client,
      `select lsn::text as lsn, pg_walfile_name(lsn) as file,
              (select timeline_id from pg_control_checkpoint()) as timeline
         from pg_backup_start($1, fast => true) as lsn`,
      [options.label],
    );
    log(`Backup started at WAL ${started.lsn} (checkpoint done); copying ${sourceDir}`);

    await options.duringBackup?.();
    const copied: CopyStats = await copyLiveTree(sourceDir, options.targetDir, {
      include: includeInBaseBackup,
      emptyDirs: EMPTIED_DIRS,
      // As BASE_BACKUP does: the control file last.
      last: ['global/pg_control'],
    });

    // Ends backup mode and switches to a new WAL segment, so the last one we need is complete on disk.
    const stopped = await one<{ lsn: string; file: string; labelfile: string; spcmapfile: string | null }>(
      client,
      `select lsn::text as lsn, pg_walfile_name(lsn) as file, labelfile, spcmapfile
         from pg_backup_stop(wait_for_archive => false)`,
    );
    if (stopped.spcmapfile && stopped.spcmapfile.trim() !== '') {
      throw new Error('The cluster has tablespaces; this backup does not handle them.');
    }
    await fs.writeFile(path.join(options.targetDir, 'backup_label'), stopped.labelfile, { mode: 0o600 });

    const segments = walSegmentRange(started.file, stopped.file, segmentSize);
    const walSource = path.join(sourceDir, 'pg_wal');
    const walTarget = path.join(options.targetDir, 'pg_wal');
    for (const name of segments) {
      try {
        await fs.copyFile(path.join(walSource, name), path.join(walTarget, name));
      } catch (error) {
        throw new Error(`WAL segment ${name} needed by the backup could not be copied`, { cause: error });
      }
    }
    // Timeline history files are tiny; recovery may want the current timeline's.
    for (const name of await fs.readdir(walSource)) {
      if (name.endsWith('.history'))
        await fs.copyFile(path.join(walSource, name), path.join(walTarget, name));
    }
    await client.query('select pg_drop_replication_slot($1)', [slot]);
    log(`Backup stopped at WAL ${stopped.lsn}; ${segments.length} WAL segment(s) copied`);

    return {
      serverVersion: server.server_version,
      serverVersionNum: Number(server.server_version_num),
      systemIdentifier: server.system_identifier,
      timeline: started.timeline,
      label: options.label,
      startLsn: started.lsn,
      stopLsn: stopped.lsn,
      startWalFile: started.file,
      stopWalFile: stopped.file,
      walSegments: segments.length,
      walSegmentSize: segmentSize,
      sourceDir,
      files: copied.files + segments.length,
      bytes: copied.bytes + segments.length * segmentSize,
    };
  } finally {
    // Ending the session also aborts an unfinished backup and drops the temporary slot.
    await client.end().catch(() => undefined);
  }
};

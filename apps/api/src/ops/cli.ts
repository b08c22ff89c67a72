// `npm run backup [-- --out FILE|DIR]` and `npm run restore [--] ARCHIVE [--force]` (run through tsx).
import path from 'node:path';
import { parseArgs } from 'node:util';
import { ConfigError, loadConfig, type AppConfig } from '../config.js';
import { runBackup } from './backup.js';
import { RestoreRefused, runRestore } from './restore.js';

const say = (prefix: string) => (message: string) => console.log(`[${prefix}] ${message}`);
/** Paths typed by the user are relative to where they typed them; npm runs scripts from the root. */
const fromUser = (file: string) => path.resolve(process.env.INIT_CWD ?? process.cwd(), file);
const megabytes = (bytes: number) => `${(bytes / 1_048_576).toFixed(1)} MB`;
const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;

const usage = `Usage:
  npm run backup [-- --out FILE.tar.gz|DIR]
      Backs up DATA_DIR (embedded PostgreSQL and uploads) into one archive, by default
      backups/coachboard-<UTC time>.tar.gz. The server may be running.
  npm run restore [--] ARCHIVE [--force]
      Restores an archive into DATA_DIR, whose server must be stopped. A DATA_DIR that holds data is
      replaced only with --force (write it after \`--\`, or npm takes it for itself).
See docs/backup-and-restore.md.`;

const config = (): AppConfig => {
  try {
    return loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }
};

const backup = async (args: string[]) => {
  const { values } = parseArgs({
    args,
    options: { out: { type: 'string', short: 'o' }, help: { type: 'boolean', short: 'h' } },
  });
  if (values.help) return console.log(usage);
  const log = say('backup');
  const { dataDir, databaseUrl, storage } = config();
  if (databaseUrl) {
    console.error(
      'DATABASE_URL is set, so the database is not the embedded cluster this command backs up. Back it up\n' +
        'with pg_dump of the same major version as the server, or with your provider’s snapshots / point-in-\n' +
        'time recovery; see docs/backup-and-restore.md (the managed-database path).',
    );
    process.exit(1);
  }
  const storageUrl =
    storage.kind === 's3' ? `s3://${storage.bucket}${storage.prefix ? `/${storage.prefix}` : ''}` : undefined;
  const result = await runBackup({
    dataDir,
    ...(values.out ? { out: fromUser(values.out) } : {}),
    ...(storageUrl ? { storageUrl } : {}),
    log,
  });
  const { postgres, uploads } = result.manifest;
  log(
    `Done in ${seconds(result.durationMs)}: ${result.archive} (${megabytes(result.bytes)}; PostgreSQL ` +
      `${postgres.serverVersion}, WAL ${postgres.startLsn}..${postgres.stopLsn}; ` +
      (uploads.included ? `${uploads.files} upload(s))` : 'uploads not included)'),
  );
};

const restore = async (args: string[]) => {
  const { values, positionals } = parseArgs({
    args,
    allowPositionals: true,
    options: { force: { type: 'boolean', short: 'f' }, help: { type: 'boolean', short: 'h' } },
  });
  if (values.help) return console.log(usage);
  if (positionals.length !== 1) {
    console.error(usage);
    process.exit(2);
  }
  const log = say('restore');
  const { dataDir, databaseUrl } = config();
  if (databaseUrl) {
    log('Note: DATABASE_URL is set; the server will use that database, not the cluster restored here.');
  }
  try {
    const result = await runRestore({
      archive: fromUser(positionals[0]!),
      dataDir,
      force: values.force ?? false,
      log,
    });
    log(
      `Done in ${seconds(result.durationMs)}: DATA_DIR ${dataDir} holds the backup of ` +
        `${result.manifest.createdAt} (recovered to WAL ${result.recoveredTo}). Start the server with ` +
        `DATA_DIR=${dataDir} npm start.`,
    );
  } catch (error) {
    if (!(error instanceof RestoreRefused)) throw error;
    console.error(`[restore] ${error.message}`);
    if (!values.force && process.env.npm_config_force === 'true') {
      console.error('[restore] npm took --force for itself: write `npm run restore -- ARCHIVE --force`.');
    }
    process.exit(1);
  }
};

const main = async () => {
  const [command, ...args] = process.argv.slice(2);
  // Exit through process.exit so that the 'exit' hooks remove staging directories and stop a started cluster.
  for (const signal of ['SIGINT', 'SIGTERM'] as const) process.on(signal, () => process.exit(130));
  if (command === 'backup') await backup(args);
  else if (command === 'restore') await restore(args);
  else {
    console.error(usage);
    process.exit(2);
  }
};

main().then(
  () => process.exit(0),
  (error: unknown) => {
    console.error(`Failed: ${error instanceof Error ? error.message : String(error)}`);
    if (error instanceof Error && error.cause) console.error('Cause:', error.cause);
    process.exit(1);
  },
);

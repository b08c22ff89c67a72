// `npm run storage:migrate [-- --remove-local]`: DATA_DIR/uploads into the bucket of STORAGE_URL.
import path from 'node:path';
import { ConfigError, loadConfig } from '../config.js';
import { storageFromConfig } from '../storage/index.js';
import { migrateLocalFilesToStorage } from './storage-migrate.js';

const main = async () => {
  const removeLocal = process.argv.includes('--remove-local');
  const config = loadConfig();
  if (config.storage.kind !== 's3') {
    console.error(
      'storage:migrate copies DATA_DIR/uploads into the bucket of STORAGE_URL; set STORAGE_URL first.',
    );
    process.exit(1);
  }
  const uploadsDir = path.join(config.dataDir, 'uploads');
  const target = storageFromConfig(config);
  console.log(
    `Copying ${uploadsDir} into ${target.description}${removeLocal ? ', removing local copies' : ''}`,
  );
  const report = await migrateLocalFilesToStorage(uploadsDir, target, { removeLocal, log: console.log });
  console.log(
    `Done: ${report.copied} copied (${report.bytes} bytes), ${report.skipped} already there` +
      (removeLocal ? `, ${report.removedLocally} removed locally` : ''),
  );
};

main().catch((error: unknown) => {
  console.error(error instanceof ConfigError ? error.message : error);
  process.exit(1);
});

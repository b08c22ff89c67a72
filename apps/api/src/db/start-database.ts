import fs from 'node:fs';
import path from 'node:path';
import type { AppConfig } from '../config.js';
import { startEmbeddedPostgres, type EmbeddedPostgres } from './embedded/cluster.js';

export const DATABASE_URL_FILE = 'database-url.txt';

export interface DatabaseServer {
  url: string;
  /** 'external' with DATABASE_URL, else the embedded cluster's port. */
  description: string;
  embedded: EmbeddedPostgres | null;
  stop: () => Promise<void>;
}

/**
 * DATABASE_URL when set; otherwise the embedded cluster in DATA_DIR, whose URL is also written to
 * DATA_DIR/database-url.txt (mode 600) for tools such as the e2e fixtures and the benchmark.
 */
export const startDatabaseServer = async (
  config: AppConfig,
  log: (message: string) => void,
): Promise<DatabaseServer> => {
  if (config.databaseUrl) {
    return {
      url: config.databaseUrl,
      description: 'DATABASE_URL',
      embedded: null,
      stop: async () => undefined,
    };
  }
  const embedded = await startEmbeddedPostgres({ dataDir: config.dataDir, log });
  const urlFile = path.join(config.dataDir, DATABASE_URL_FILE);
  fs.writeFileSync(urlFile, `${embedded.url}\n`, { mode: 0o600 });
  fs.chmodSync(urlFile, 0o600);
  return {
    url: embedded.url,
    description: `embedded PostgreSQL on 127.0.0.1:${embedded.port} (${embedded.clusterDir})`,
    embedded,
    stop: async () => {
      await embedded.stop();
      fs.rmSync(urlFile, { force: true });
    },
  };
};

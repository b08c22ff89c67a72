import { execFileSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { tmpdir } from 'node:os';
import path from 'node:path';

/** Every temporary data directory and database of a run carries this prefix, so stale ones can be swept. */
export const RUN_PREFIX = 'coachboard-e2e-';
export const DATABASE_PREFIX = 'coachboard_e2e_';
export const ADMIN_EMAIL = 'admin@example.com';
export const ADMIN_PASSWORD = 'E2e-Admin-Pass1!';

const PREFERRED_PORT = 3130;
const PORT_RANGE = { first: 3120, last: 3139 };

/** Asks a child node for the first free loopback port of the range; the config has to be synchronous. */
const findFreePort = (): number => {
  const candidates = [PREFERRED_PORT];
  for (let port = PORT_RANGE.first; port <= PORT_RANGE.last; port++)
    if (port !== PREFERRED_PORT) candidates.push(port);
  const script = `
    const net = require('node:net');
    const tryPort = (ports) => {
      if (ports.length === 0) process.exit(1);
      const server = net.createServer();
      server.once('error', () => tryPort(ports.slice(1)));
      server.listen(ports[0], '127.0.0.1', () => server.close(() => process.stdout.write(String(ports[0]))));
    };
    tryPort(${JSON.stringify(candidates)});`;
  try {
    return Number(execFileSync(process.execPath, ['-e', script], { encoding: 'utf8' }).trim());
  } catch {
    throw new Error(
      `No free port for the e2e server in ${PORT_RANGE.first}-${PORT_RANGE.last}; set E2E_PORT.`,
    );
  }
};

const withDatabaseName = (serverUrl: string, name: string) => {
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return url.toString();
};

/**
 * Decides once per run (in the runner, which evaluates the config first) where the server listens, where its
 * data lives and which database it uses. The values go into process.env, so Playwright's workers, which inherit
 * the runner's environment and evaluate the config again, see the same run.
 */
export const prepareRunEnvironment = () => {
  const env = process.env;
  if (!env.E2E_RUN_ID) {
    const stamp = Math.floor(Date.now() / 1000);
    env.E2E_RUN_ID = `${stamp}_${randomBytes(4).toString('hex')}`;
    env.E2E_PORT ??= String(findFreePort());
    env.E2E_DATA_DIR ??= path.join(tmpdir(), `${RUN_PREFIX}${env.E2E_RUN_ID}`);
    if (env.TEST_DATABASE_URL && !env.E2E_DATABASE_URL) {
      env.E2E_DATABASE_URL = withDatabaseName(env.TEST_DATABASE_URL, `${DATABASE_PREFIX}${env.E2E_RUN_ID}`);
    }
  }
  return runEnvironment();
};

export interface RunEnvironment {
  port: number;
  baseURL: string;
  dataDir: string;
  /** Set when the run uses an external PostgreSQL (TEST_DATABASE_URL); otherwise read DATA_DIR/database-url.txt. */
  externalDatabaseUrl: string | undefined;
  adminEmail: string;
  adminPassword: string;
}

export const runEnvironment = (): RunEnvironment => {
  const { E2E_PORT, E2E_DATA_DIR, E2E_DATABASE_URL } = process.env;
  if (!E2E_PORT || !E2E_DATA_DIR)
    throw new Error('The e2e run environment is not prepared (run through playwright).');
  const port = Number(E2E_PORT);
  return {
    port,
    baseURL: `http://127.0.0.1:${port}`,
    dataDir: E2E_DATA_DIR,
    externalDatabaseUrl: E2E_DATABASE_URL,
    adminEmail: ADMIN_EMAIL,
    adminPassword: ADMIN_PASSWORD,
  };
};

// Running the unpacked release as an operator would: its npm scripts and `node server.js`, with only the
// variables given (every Coachboard variable of the caller's environment blanked, so none leaks in).
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import { freePort } from '../free-port.mjs';

const READY_TIMEOUT_MS = 180_000;
const STOP_TIMEOUT_MS = 40_000;

// .env.example's variables; an empty value counts as unset.
const CONFIG_VARIABLES = [
  'PORT',
  'HOST',
  'DATA_DIR',
  'DATABASE_URL',
  'ADMIN_EMAIL',
  'ADMIN_PASSWORD',
  'SEED_DEMO',
  'JWT_SECRET',
  'JWT_SECRET_PREVIOUS',
  'SMTP_URL',
  'MAIL_FROM',
  'PUBLIC_URL',
  'LOG_LEVEL',
  'STORAGE_URL',
  'S3_ENDPOINT',
  'S3_REGION',
  'S3_ACCESS_KEY_ID',
  'S3_SECRET_ACCESS_KEY',
  'S3_FORCE_PATH_STYLE',
  'TRUST_PROXY',
  'RUN_JOBS',
  'TRASH_RETENTION_DAYS',
];

export const environment = (variables) => ({
  ...process.env,
  ...Object.fromEntries(CONFIG_VARIABLES.map((name) => [name, ''])),
  LOG_LEVEL: 'warn',
  ...variables,
});

/** Runs a command to its end; resolves with its exit code and output, rejects when it cannot start. */
export const run = (command, args, { cwd, env }) =>
  new Promise((resolve, reject) => {
    const child = spawn(command, args, { cwd, env, stdio: ['ignore', 'pipe', 'pipe'] });
    const output = [];
    child.stdout.on('data', (chunk) => output.push(chunk));
    child.stderr.on('data', (chunk) => output.push(chunk));
    child.on('error', reject);
    child.on('close', (code, signal) =>
      resolve({ code: code ?? (signal ? 128 : 1), output: Buffer.concat(output).toString() }),
    );
  });

/** `node server.js` in `dir`, its output in `logFile`; resolves once /api/health/ready answers 200. */
export const startServer = async ({ dir, variables, logFile }) => {
  const port = await freePort();
  const logFd = fs.openSync(logFile, 'a');
  const child = spawn(process.execPath, ['server.js'], {
    cwd: dir,
    env: environment({ ...variables, PORT: String(port), HOST: '127.0.0.1' }),
    stdio: ['ignore', logFd, logFd],
  });
  fs.closeSync(logFd);
  const exited = new Promise((resolve) => child.on('exit', (code, signal) => resolve({ code, signal })));
  const server = {
    child,
    baseUrl: `http://127.0.0.1:${port}`,
    log: () => fs.readFileSync(logFile, 'utf8'),
    /** SIGTERM, then the exit: `{ code, signal }` (a kill after the timeout counts as a failure there). */
    stop: async () => {
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
      const timer = setTimeout(() => child.kill('SIGKILL'), STOP_TIMEOUT_MS);
      const result = await exited;
      clearTimeout(timer);
      return result;
    },
  };
  const deadline = Date.now() + READY_TIMEOUT_MS;
  while (Date.now() < deadline) {
    if (child.exitCode !== null)
      throw new Error(`node server.js exited (${child.exitCode}):\n${server.log()}`);
    const ready = await fetch(`${server.baseUrl}/api/health/ready`).then(
      (response) => response.status === 200,
      () => false,
    );
    if (ready) return server;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  await server.stop();
  throw new Error(`node server.js was not ready within ${READY_TIMEOUT_MS / 1000} s:\n${server.log()}`);
};

/** A client of the server's API that signs in once and sends its token after. */
export const apiClient = (baseUrl) => {
  let token = null;
  const request = async (method, path, body) => {
    const multipart = body instanceof FormData;
    const response = await fetch(`${baseUrl}/api${path}`, {
      method,
      headers: {
        accept: 'application/json',
        ...(token ? { authorization: `Bearer ${token}` } : {}),
        ...(body !== undefined && !multipart ? { 'content-type': 'application/json' } : {}),
      },
      body: body === undefined || multipart ? body : JSON.stringify(body),
    });
    return { status: response.status, body: await response.json() };
  };
  return {
    get: (path) => request('GET', path),
    post: (path, body) => request('POST', path, body),
    signIn: async ({ email, password }) => {
      const answer = await request('POST', '/auth/login', { email, password, remember_me: false });
      token = answer.body?.data?.token ?? null;
      return answer;
    },
  };
};

/** The administrator the first start generated (DATA_DIR/admin-credentials.txt). */
export const readAdminCredentials = (file) => {
  const text = fs.readFileSync(file, 'utf8');
  return { email: /^email: (.+)$/m.exec(text)?.[1], password: /^password: (.+)$/m.exec(text)?.[1] };
};

#!/usr/bin/env node
// Finds a Chromium for the browser tests and prints its path on stdout.
// Order: CHROMIUM_PATH, the usual system paths, then (root on Debian only) `apt-get install chromium`.
// A browser is never downloaded any other way: no `playwright install`.
import { execFileSync } from 'node:child_process';
import { accessSync, constants, existsSync } from 'node:fs';
import { pathToFileURL } from 'node:url';

export const SYSTEM_CHROMIUM_PATHS = [
  '/usr/bin/chromium',
  '/usr/bin/chromium-browser',
  '/usr/bin/google-chrome',
  '/usr/bin/google-chrome-stable',
  '/snap/bin/chromium',
];

const HOW_TO_GET_ONE =
  'No Chromium found for the browser tests. Install one (Debian/Ubuntu: `sudo apt-get install -y chromium`, ' +
  'or Google Chrome) or set CHROMIUM_PATH to the browser executable.';

const isExecutable = (path) => {
  try {
    accessSync(path, constants.X_OK);
    return true;
  } catch {
    return false;
  }
};

const log = (message) => process.stderr.write(`[find-chromium] ${message}\n`);

export const findInstalledChromium = (env = process.env) => {
  const fromEnv = env.CHROMIUM_PATH?.trim();
  if (fromEnv) {
    if (isExecutable(fromEnv)) return fromEnv;
    throw new Error(`CHROMIUM_PATH is set to "${fromEnv}" but that is not an executable file.`);
  }
  return SYSTEM_CHROMIUM_PATHS.find(isExecutable) ?? null;
};

const canInstallWithApt = () =>
  process.platform === 'linux' && process.getuid?.() === 0 && existsSync('/etc/debian_version');

const installWithApt = () => {
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  log('No Chromium found; installing the Debian "chromium" package with apt-get.');
  // apt's output goes to stderr so that this script's stdout stays the path alone.
  const toStderr = { env, stdio: ['ignore', process.stderr, 'inherit'] };
  execFileSync('apt-get', ['-o', 'DPkg::Lock::Timeout=600', 'update'], toStderr);
  // Another apt run (e.g. a second checkout installing at once) holds the lock: wait for it.
  execFileSync('apt-get', ['-o', 'DPkg::Lock::Timeout=600', 'install', '-y', 'chromium'], toStderr);
};

export const findChromium = () => {
  const installed = findInstalledChromium();
  if (installed) return installed;
  if (!canInstallWithApt()) throw new Error(HOW_TO_GET_ONE);
  installWithApt();
  const afterInstall = findInstalledChromium();
  if (!afterInstall)
    throw new Error(`apt-get installed "chromium" but no executable was found. ${HOW_TO_GET_ONE}`);
  return afterInstall;
};

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  try {
    process.stdout.write(`${findChromium()}\n`);
  } catch (error) {
    log(error instanceof Error ? error.message : String(error));
    process.exit(1);
  }
}

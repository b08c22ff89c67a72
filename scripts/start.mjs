#!/usr/bin/env node
// `npm start`: builds what is missing or out of date (panel, API), then runs the API, which serves the panel.
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { resolveCommit } from './build-info.mjs';
import { loadDotEnv } from './load-env.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const at = (...parts) => path.join(root, ...parts);
const say = (message) => console.log(`[start] ${message}`);
const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';

/** Newest modification time among the files under the given paths (node_modules and dist skipped). */
const newestMtime = (paths) => {
  let newest = 0;
  const visit = (target) => {
    let stat;
    try {
      stat = fs.statSync(target);
    } catch {
      return;
    }
    if (stat.isDirectory()) {
      for (const entry of fs.readdirSync(target)) {
        if (entry === 'node_modules' || entry === 'dist') continue;
        visit(path.join(target, entry));
      }
    } else {
      newest = Math.max(newest, stat.mtimeMs);
    }
  };
  paths.forEach(visit);
  return newest;
};

const mtimeOf = (file) => {
  try {
    return fs.statSync(file).mtimeMs;
  } catch {
    return 0;
  }
};

// The root package.json holds the version both builds write in.
const contractSources = [
  at('packages/contract/src'),
  at('packages/contract/package.json'),
  at('package.json'),
];

const staleReason = (output, sources) => {
  const built = mtimeOf(output);
  if (built === 0) return 'not built yet';
  return newestMtime(sources) > built ? 'sources changed since the last build' : null;
};

const build = (label, workspace) => {
  const started = Date.now();
  const result = spawnSync(npm, ['run', 'build', '-w', workspace], { cwd: root, stdio: 'inherit' });
  if (result.status === 0) say(`${label} built in ${((Date.now() - started) / 1000).toFixed(1)} s`);
  return result.status === 0;
};

const buildPanel = () => {
  if (!fs.existsSync(at('apps/web/src'))) {
    say('apps/web has no sources yet; starting without the panel');
    return;
  }
  const reason = staleReason(at('apps/web/dist/index.html'), [
    at('apps/web/src'),
    at('apps/web/public'),
    at('apps/web/index.html'),
    at('apps/web/vite.config.ts'),
    at('apps/web/package.json'),
    ...contractSources,
  ]);
  if (!reason) return;
  say(`Building the panel (${reason})`);
  if (!build('Panel', '@coachboard/web')) {
    say('WARNING: the panel build failed (see above); the API starts anyway and / explains what is missing');
  }
};

/** The server answers the commit it was built from (GET /api/health): a build from another commit is redone. */
const builtFromAnotherCommit = (serverFile) => {
  const commit = resolveCommit();
  if (commit === 'unknown') return false;
  try {
    return !fs.readFileSync(serverFile, 'utf8').includes(JSON.stringify(commit));
  } catch {
    return false;
  }
};

const buildApi = () => {
  const serverFile = at('apps/api/dist/server.js');
  const reason =
    staleReason(serverFile, [
      at('apps/api/src'),
      at('apps/api/tsup.config.ts'),
      at('apps/api/package.json'),
      ...contractSources,
    ]) ?? (builtFromAnotherCommit(serverFile) ? 'built from another commit' : null);
  if (!reason) return;
  say(`Building the API (${reason})`);
  if (!build('API', '@coachboard/api')) {
    console.error('[start] The API build failed; see the errors above.');
    process.exit(1);
  }
};

// Before anything else, so the builds and the server see the same variables.
const envFile = at('.env');
const dotEnv = loadDotEnv(envFile);
if (dotEnv) {
  const kept = dotEnv.kept.length ? `; the environment's own ${dotEnv.kept.join(', ')} kept` : '';
  say(`Read ${dotEnv.names.length} variables from ${envFile}${kept}`);
}

buildPanel();
buildApi();

// glibc malloc: 2 arenas (not 8 per core) and large buffers always mmapped, so sharp's memory goes back.
const env = {
  ...process.env,
  MALLOC_ARENA_MAX: process.env.MALLOC_ARENA_MAX || '2',
  MALLOC_MMAP_THRESHOLD_: process.env.MALLOC_MMAP_THRESHOLD_ || '131072',
};

// An IPC channel lets the server notice when this process dies and shut down instead of lingering.
const server = spawn(process.execPath, [at('apps/api/dist/server.js')], {
  cwd: root,
  stdio: ['inherit', 'inherit', 'inherit', 'ipc'],
  env,
});

for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP']) {
  process.on(signal, () => {
    if (server.exitCode === null) server.kill(signal === 'SIGHUP' ? 'SIGTERM' : signal);
  });
}

// `npm start` does not always pass a SIGTERM on to its child: when npm is gone (we were re-parented), stop too.
const launcherPid = process.ppid;
setInterval(() => {
  if (process.ppid !== launcherPid && server.exitCode === null) server.kill('SIGTERM');
}, 1000).unref();

server.on('exit', (code, signal) => {
  process.exit(code ?? (signal ? 1 : 0));
});

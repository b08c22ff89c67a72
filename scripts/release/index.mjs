#!/usr/bin/env node
// `npm run release`: builds the panel and the API, then puts the release together in
// release/coachboard-<version>/ and release/coachboard-<version>.tar.gz (docs/DEPLOYMENT.md, "Release artifact").
//
//   npm run release                          build, then assemble into release/
//   npm run release -- --out DIR             assemble into DIR instead
//   npm run release -- --skip-build          use the build already there when it is of the current commit
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { readVersion, resolveCommit } from '../build-info.mjs';
import { assembleArtifact, buildOutputs } from './artifact.mjs';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';
const say = (message) => console.log(`[release] ${message}`);
const fail = (message) => {
  console.error(`[release] ${message}`);
  process.exit(1);
};

const { values } = parseArgs({
  options: { out: { type: 'string' }, 'skip-build': { type: 'boolean', default: false } },
});
const outDir = path.resolve(values.out ?? path.join(repoRoot, 'release'));
const version = readVersion(repoRoot);
const commit = resolveCommit(process.env, repoRoot);

const uncommitted = spawnSync('git', ['status', '--porcelain', '--untracked-files=no'], {
  cwd: repoRoot,
  encoding: 'utf8',
});
if (uncommitted.status === 0 && uncommitted.stdout.trim()) {
  say(`Note: the working tree has uncommitted changes; they are built in, but VERSION names ${commit} only`);
}

/** Why the build in the checkout cannot be used as it is, or null when it can. */
const staleBuild = () => {
  const missing = buildOutputs(repoRoot).filter((file) => !fs.existsSync(file));
  if (missing.length > 0) return `it is missing ${missing.join(', ')}`;
  const server = fs.readFileSync(path.join(repoRoot, 'apps/api/dist/server.js'), 'utf8');
  return server.includes(JSON.stringify(commit)) ? null : `it is not built from ${commit}`;
};

const stale = values['skip-build'] ? staleBuild() : 'a release builds afresh';
if (stale === null) {
  say('Using the existing build');
} else {
  if (values['skip-build']) say(`Not using the existing build: ${stale}`);
  say(`Building ${version} (${commit})`);
  // Both builds (and this script) name the same commit, even if HEAD moves meanwhile.
  const build = spawnSync(npm, ['run', 'build'], {
    cwd: repoRoot,
    stdio: 'inherit',
    env: { ...process.env, COACHBOARD_COMMIT: commit },
  });
  if (build.status !== 0) fail('The build failed (see above)');
}

const name = `coachboard-${version}`;
const dir = path.join(outDir, name);
const archive = `${dir}.tar.gz`;
fs.rmSync(dir, { recursive: true, force: true });
fs.rmSync(archive, { force: true });
fs.mkdirSync(outDir, { recursive: true });
let dependencies;
try {
  ({ dependencies } = assembleArtifact({ repoRoot, dir, version, commit }));
} catch (error) {
  fail(error instanceof Error ? error.message : String(error));
}
const tar = spawnSync('tar', ['-czf', archive, '-C', outDir, name], { stdio: 'inherit' });
if (tar.status !== 0) fail(`tar could not write ${archive}`);

const megabytes = (fs.statSync(archive).size / 1_048_576).toFixed(1);
say(`${dir}/ (${Object.keys(dependencies).length} production dependencies)`);
say(`${archive} (${megabytes} MB)`);
say(`Run it: tar -xzf ${path.basename(archive)} && cd ${name} && npm ci --omit=dev && node server.js`);

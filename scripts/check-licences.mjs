#!/usr/bin/env node
// Fails when a production dependency's licence is not on the allow-list, naming the package. Production: every
// package of package-lock.json not marked `dev: true` (the dependencies of apps/api, apps/web and
// packages/contract, and theirs; `npm ci --omit=dev` installs them). Part of `npm run lint`.
//
//   node scripts/check-licences.mjs     (npm run lint runs it)
import { readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const repoRoot = resolve(dirname(fileURLToPath(import.meta.url)), '..');

/**
 * Licences a production dependency may carry (SPDX identifiers). Permissive ones, and the weak copyleft of
 * MPL-2.0 (file-level: using the files unchanged puts no terms on ours). MIT-0 and Python-2.0 are permissive
 * too: nodemailer is MIT-0 (MIT without the attribution clause), argparse (through js-yaml, through
 * graphile-worker's configuration loader) is the PSF licence of the Python library it ports.
 */
export const ALLOWED = new Set([
  'MIT',
  'MIT-0',
  'ISC',
  'BSD-2-Clause',
  'BSD-3-Clause',
  'Apache-2.0',
  'BlueOak-1.0.0',
  '0BSD',
  'MPL-2.0',
  'Python-2.0',
]);

/**
 * LGPL-3.0-or-later only for sharp's binaries, which hold libvips (a shared library the user may replace):
 * @img/sharp-libvips-* and the packages that bundle it (@img/sharp-win32-*, @img/sharp-wasm32).
 */
export const allowedFor = (name, licence) =>
  ALLOWED.has(licence) || (licence === 'LGPL-3.0-or-later' && name.startsWith('@img/sharp-'));

/** `node_modules/a/node_modules/@s/b` -> `@s/b`. */
export const nameAtPath = (path) => path.slice(path.lastIndexOf('node_modules/') + 'node_modules/'.length);

/** The lock's production packages: [{ path, name, version, license }], workspace folders and links left out. */
export const productionPackages = (lock) =>
  Object.entries(lock.packages ?? {})
    .filter(([path, entry]) => path.includes('node_modules/') && !entry.dev && !entry.link)
    .map(([path, entry]) => ({
      path,
      name: entry.name ?? nameAtPath(path),
      version: entry.version,
      license: entry.license,
    }));

const tokenize = (expression) => expression.match(/\(|\)|[^\s()]+/g) ?? [];

/**
 * Parses an SPDX licence expression (`MIT`, `(MIT OR Apache-2.0)`, `Apache-2.0 AND LGPL-3.0-or-later`,
 * `GPL-2.0-only WITH Classpath-exception-2.0`) into a tree: AND binds tighter than OR; a WITH exception only adds
 * permissions, so it keeps the licence it qualifies. Throws on a malformed expression.
 */
export const parseSpdx = (expression) => {
  const tokens = tokenize(expression);
  let at = 0;
  const peek = () => tokens[at];
  const take = () => tokens[at++];
  const primary = () => {
    const token = take();
    if (token === undefined) throw new Error(`incomplete licence expression '${expression}'`);
    if (token === '(') {
      const inner = orExpression();
      if (take() !== ')') throw new Error(`unbalanced parentheses in '${expression}'`);
      return inner;
    }
    if (token === ')' || /^(AND|OR|WITH)$/i.test(token)) {
      throw new Error(`unexpected '${token}' in licence expression '${expression}'`);
    }
    if (peek()?.toUpperCase() === 'WITH') {
      take();
      const exception = take();
      if (exception === undefined) throw new Error(`WITH without an exception in '${expression}'`);
    }
    return { licence: token };
  };
  const andExpression = () => {
    let left = primary();
    while (peek()?.toUpperCase() === 'AND') {
      take();
      left = { and: [left, primary()] };
    }
    return left;
  };
  const orExpression = () => {
    let left = andExpression();
    while (peek()?.toUpperCase() === 'OR') {
      take();
      left = { or: [left, andExpression()] };
    }
    return left;
  };
  const tree = orExpression();
  if (at !== tokens.length)
    throw new Error(`unexpected '${tokens[at]}' in licence expression '${expression}'`);
  return tree;
};

/** Whether a package may ship under the expression: every part of an AND, at least one side of an OR. */
export const expressionAllowed = (name, expression) => {
  const allowed = (node) => {
    if (node.and) return node.and.every(allowed);
    if (node.or) return node.or.some(allowed);
    return allowedFor(name, node.licence);
  };
  return allowed(parseSpdx(expression));
};

/** The production packages whose licence is missing, malformed or not allowed, each with the reason. */
export const licenceProblems = (lock) =>
  productionPackages(lock).flatMap(({ path, name, version, license }) => {
    const at = `${name}@${version} (${path})`;
    if (typeof license !== 'string' || license.trim() === '') return [`${at}: declares no licence`];
    try {
      return expressionAllowed(name, license) ? [] : [`${at}: licence '${license}' is not on the allow-list`];
    } catch (error) {
      return [`${at}: ${error.message}`];
    }
  });

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const lock = JSON.parse(readFileSync(join(repoRoot, 'package-lock.json'), 'utf8'));
  const problems = licenceProblems(lock);
  const checked = productionPackages(lock).length;
  if (problems.length > 0) {
    console.error(`Licence check: ${problems.length} of ${checked} production packages are not allowed:`);
    for (const problem of problems) console.error(`  ${problem}`);
    console.error(
      'Allowed: ' + [...ALLOWED].join(', ') + ', and LGPL-3.0-or-later for @img/sharp-* (libvips).',
    );
    process.exit(1);
  }
  console.log(`Licence check: ${checked} production packages, every licence allowed`);
}

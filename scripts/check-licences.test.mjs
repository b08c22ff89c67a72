// The licence check of `npm run lint` (scripts/check-licences.mjs), on made-up lockfiles and on the real one.
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { test } from 'node:test';
import { expressionAllowed, licenceProblems, parseSpdx, productionPackages } from './check-licences.mjs';

const lockWith = (packages) => ({
  lockfileVersion: 3,
  packages: {
    '': { name: 'coachboard', workspaces: ['apps/api'] },
    'apps/api': { name: '@coachboard/api', version: '0.1.0' },
    'node_modules/@coachboard/api': { resolved: 'apps/api', link: true },
    ...packages,
  },
});

test('licences: an AGPL production package fails with its name; the same package as a dev dependency passes', () => {
  const problems = licenceProblems(
    lockWith({
      'node_modules/fastify': { version: '5.0.0', license: 'MIT' },
      'node_modules/ua-parser-js': { version: '2.0.10', license: 'AGPL-3.0-or-later' },
    }),
  );
  assert.equal(problems.length, 1);
  assert.match(problems[0], /^ua-parser-js@2\.0\.10 .*'AGPL-3\.0-or-later' is not on the allow-list/);

  const dev = lockWith({
    'node_modules/ua-parser-js': { version: '2.0.10', license: 'AGPL-3.0-or-later', dev: true },
  });
  assert.deepEqual(licenceProblems(dev), []);
});

test('licences: a nested package is named by its own name; no licence at all fails', () => {
  const problems = licenceProblems(
    lockWith({
      'node_modules/a/node_modules/@scope/b': { version: '1.0.0', license: 'GPL-3.0-only' },
      'node_modules/c': { version: '2.0.0' },
    }),
  );
  assert.equal(problems.length, 2);
  assert.match(problems[0], /^@scope\/b@1\.0\.0 /);
  assert.match(problems[1], /^c@2\.0\.0 .*declares no licence/);
});

test('licences: OR needs one allowed side, AND needs every part, parentheses group, WITH keeps its licence', () => {
  assert.equal(expressionAllowed('x', 'MIT OR GPL-3.0-only'), true);
  assert.equal(expressionAllowed('x', '(GPL-2.0-only OR Apache-2.0)'), true);
  assert.equal(expressionAllowed('x', 'MIT AND GPL-3.0-only'), false);
  assert.equal(expressionAllowed('x', 'MIT AND (BSD-3-Clause OR GPL-3.0-only)'), true);
  assert.equal(expressionAllowed('x', '(MIT AND GPL-3.0-only) OR AGPL-3.0-only'), false);
  // AND binds tighter than OR: GPL-3.0-only OR (MIT AND ISC).
  assert.equal(expressionAllowed('x', 'GPL-3.0-only OR MIT AND ISC'), true);
  assert.equal(expressionAllowed('x', 'Apache-2.0 WITH LLVM-exception'), true);
  assert.deepEqual(parseSpdx('(A OR B) AND C'), {
    and: [{ or: [{ licence: 'A' }, { licence: 'B' }] }, { licence: 'C' }],
  });
  assert.throws(() => parseSpdx('(MIT OR ISC'), /unbalanced/);
  assert.throws(() => parseSpdx('MIT AND'), /incomplete/);
  assert.match(
    licenceProblems(lockWith({ 'node_modules/d': { version: '1.0.0', license: 'MIT OR' } }))[0],
    /^d@1\.0\.0/,
  );
});

test("licences: LGPL only for sharp's libvips packages", () => {
  const problems = licenceProblems(
    lockWith({
      'node_modules/@img/sharp-libvips-linux-x64': {
        version: '1.3.4',
        license: 'LGPL-3.0-or-later',
        optional: true,
      },
      'node_modules/@img/sharp-win32-x64': { version: '0.35.5', license: 'Apache-2.0 AND LGPL-3.0-or-later' },
      'node_modules/some-lgpl-lib': { version: '1.0.0', license: 'LGPL-3.0-or-later' },
    }),
  );
  assert.equal(problems.length, 1);
  assert.match(problems[0], /^some-lgpl-lib@1\.0\.0 /);
});

test("licences: the repository's lockfile passes, ua-parser-js 1.x (MIT) among its production packages", () => {
  const lock = JSON.parse(readFileSync(new URL('../package-lock.json', import.meta.url), 'utf8'));
  assert.deepEqual(licenceProblems(lock), []);
  const parser = productionPackages(lock).find((entry) => entry.name === 'ua-parser-js');
  assert.equal(parser?.license, 'MIT');
  assert.ok(
    productionPackages(lock).every((entry) => entry.name !== 'eslint'),
    'dev tools are not production',
  );
});

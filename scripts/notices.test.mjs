// THIRD_PARTY_NOTICES as scripts/notices.mjs writes it, from a made-up lockfile and node_modules.
import assert from 'node:assert/strict';
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { test } from 'node:test';
import { classify, renderNotices } from './notices.mjs';

const lock = {
  lockfileVersion: 3,
  packages: {
    '': { name: 'coachboard', workspaces: ['apps/api'], devDependencies: { linter: '1.0.0' } },
    'apps/api': { name: '@coachboard/api', dependencies: { imagelib: '1.0.0', 'aws-thing': '2.0.0' } },
    'node_modules/@coachboard/api': { resolved: 'apps/api', link: true },
    'node_modules/imagelib': {
      version: '1.0.0',
      license: 'Apache-2.0',
      optionalDependencies: { '@img/imagelib-linux-x64': '1.0.0', '@img/imagelib-win32-x64': '1.0.0' },
    },
    'node_modules/@img/imagelib-linux-x64': {
      version: '1.0.0',
      license: 'Apache-2.0',
      optional: true,
      os: ['linux'],
    },
    'node_modules/@img/imagelib-win32-x64': {
      version: '1.0.0',
      license: 'Apache-2.0 AND LGPL-3.0-or-later',
      optional: true,
      os: ['win32'],
      dependencies: { 'wasm-runtime': '1.0.0' },
    },
    'node_modules/wasm-runtime': { version: '1.0.0', license: 'MIT', optional: true },
    'node_modules/aws-thing': { version: '2.0.0', license: 'Apache-2.0' },
    'node_modules/linter': { version: '1.0.0', license: 'MIT', dev: true },
  },
};

const installed = () => {
  const root = mkdtempSync(join(tmpdir(), 'coachboard-notices-'));
  writeFileSync(join(root, 'package.json'), '{"version":"9.9.9"}');
  const put = (path, files) => {
    mkdirSync(join(root, path), { recursive: true });
    writeFileSync(join(root, path, 'package.json'), '{}');
    for (const [file, text] of Object.entries(files)) writeFileSync(join(root, path, file), text);
  };
  put('node_modules/imagelib', { LICENSE: 'Apache licence of imagelib' });
  put('node_modules/aws-thing', {
    'LICENSE.txt': 'Apache licence of aws-thing',
    NOTICE: 'aws-thing NOTICE text',
  });
  return { root, put };
};

test('notices: platform binaries, and what only they need, are listed under the package they come from', () => {
  const { common, binariesOf, unplaced } = classify(lock);
  assert.deepEqual(common.map((entry) => entry.name).sort(), ['aws-thing', 'imagelib']);
  assert.deepEqual(
    binariesOf
      .get('node_modules/imagelib')
      .map((entry) => entry.name)
      .sort(),
    ['@img/imagelib-linux-x64', '@img/imagelib-win32-x64', 'wasm-runtime'],
  );
  assert.deepEqual(unplaced, []);
});

test('notices: name, version, licence, the licence and NOTICE files; dev packages left out', () => {
  const { root } = installed();
  const text = renderNotices(lock, root);
  assert.match(text, /Coachboard 9\.9\.9 \(MIT, see LICENSE\) uses the 5 third-party packages/);
  assert.match(
    text,
    /aws-thing 2\.0\.0\nLicence: Apache-2\.0\n\nLICENSE\.txt:\n\nApache licence of aws-thing\n\nNOTICE:\n\naws-thing NOTICE text\n/,
  );
  assert.match(text, /imagelib 1\.0\.0\nLicence: Apache-2\.0\n/);
  assert.match(
    text,
    / {2}@img\/imagelib-win32-x64 1\.0\.0, Apache-2\.0 AND LGPL-3\.0-or-later \(Apache-2\.0: the text below; LGPL-3\.0-or-later: see libvips\)/,
  );
  assert.match(text, / {2}wasm-runtime 1\.0\.0, MIT \(MIT: the text in the package\)/);
  assert.match(text, /GNU LESSER GENERAL PUBLIC LICENSE/);
  assert.match(text, /PostgreSQL Global Development Group/);
  assert.doesNotMatch(text, /linter/);
});

test('notices: the same text whichever platform binary is installed; a common package not installed is an error', () => {
  const { root, put } = installed();
  const before = renderNotices(lock, root);
  put('node_modules/@img/imagelib-linux-x64', { LICENSE: 'a text only the Linux machine has' });
  assert.equal(renderNotices(lock, root), before);

  const bare = mkdtempSync(join(tmpdir(), 'coachboard-notices-'));
  writeFileSync(join(bare, 'package.json'), '{"version":"1.0.0"}');
  assert.throws(() => renderNotices(lock, bare), /is not installed: run npm ci first/);
});

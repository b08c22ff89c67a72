import assert from 'node:assert/strict';
import { test } from 'node:test';
import { pruneLockfile } from './lockfile.mjs';

const entry = (version, extra = {}) => ({
  version,
  resolved: `https://registry.example/-/${version}.tgz`,
  integrity: `sha512-${version}`,
  ...extra,
});

const rootLock = (packages) => ({
  lockfileVersion: 3,
  packages: {
    '': { name: 'root', license: 'MIT', workspaces: ['apps/api'] },
    'node_modules/@coachboard/api': { resolved: 'apps/api', link: true },
    'node_modules/@coachboard/contract': { resolved: 'packages/contract', link: true },
    ...packages,
  },
});

const prune = (packages, api) =>
  pruneLockfile({
    rootLock: rootLock({ 'apps/api': { name: '@coachboard/api', ...api }, ...packages }),
    workspace: 'apps/api',
    bundled: ['@coachboard/contract'],
    name: 'coachboard',
    version: '1.0.0',
  });

test('keeps what the workspace needs at run time, flags recomputed, nested versions moved to the top', () => {
  const { dependencies, lockfile } = prune(
    {
      'node_modules/a': entry('1.0.0', { dependencies: { b: '^1' }, optionalDependencies: { native: '1' } }),
      'node_modules/b': entry('1.2.0', { devOptional: true }),
      'node_modules/native': entry('1.0.0', { optional: true, os: ['linux'] }),
      'node_modules/parser': entry('2.0.0'),
      'apps/api/node_modules/parser': entry('1.0.41', { dependencies: { b: '^1' } }),
      'node_modules/vitest': entry('4.0.0', { dev: true }),
    },
    {
      dependencies: { a: '1.0.0', parser: '1.0.41', '@coachboard/contract': '0.1.0' },
      devDependencies: { vitest: '4.0.0' },
    },
  );
  assert.deepEqual(dependencies, { a: '1.0.0', parser: '1.0.41' });
  assert.deepEqual(Object.keys(lockfile.packages).sort(), [
    '',
    'node_modules/a',
    'node_modules/b',
    'node_modules/native',
    'node_modules/parser',
  ]);
  assert.equal(lockfile.packages['node_modules/parser'].version, '1.0.41');
  assert.equal(lockfile.packages['node_modules/b'].devOptional, undefined);
  assert.equal(lockfile.packages['node_modules/native'].optional, true);
  assert.equal(lockfile.packages['node_modules/a'].optional, undefined);
  assert.deepEqual(lockfile.packages[''], {
    name: 'coachboard',
    version: '1.0.0',
    license: 'MIT',
    dependencies: { a: '1.0.0', parser: '1.0.41' },
  });
});

test('refuses to move a nested version onto a hoisted one that is needed too', () => {
  assert.throws(
    () =>
      prune(
        {
          'node_modules/a': entry('1.0.0', { dependencies: { parser: '^2' } }),
          'node_modules/parser': entry('2.0.0'),
          'apps/api/node_modules/parser': entry('1.0.41'),
        },
        { dependencies: { a: '1.0.0', parser: '1.0.41' } },
      ),
    /both need to be node_modules\/parser/,
  );
});

test('a dependency missing from the lockfile stops the release', () => {
  assert.throws(
    () =>
      prune(
        { 'node_modules/a': entry('1.0.0', { dependencies: { gone: '1' } }) },
        { dependencies: { a: '1' } },
      ),
    /node_modules\/a needs gone/,
  );
});

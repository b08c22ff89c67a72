// What a build writes about itself (scripts/build-info.mjs). Run by `npm run lint` next to the lint-rule probes.
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { test } from 'node:test';
import { readVersion, resolveCommit } from './build-info.mjs';

test('build info: the version is the root package.json one, semantic', () => {
  assert.match(readVersion(), /^\d+\.\d+\.\d+(-[0-9A-Za-z.-]+)?$/);
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'coachboard-version-'));
  fs.writeFileSync(path.join(dir, 'package.json'), '{"version":"2.3.4"}');
  assert.equal(readVersion(dir), '2.3.4');
});

test('build info: COACHBOARD_COMMIT wins, then git, then unknown', () => {
  const head = execFileSync('git', ['rev-parse', 'HEAD'], { encoding: 'utf8' }).trim();
  assert.equal(resolveCommit({ COACHBOARD_COMMIT: ' abc123 ' }), 'abc123');
  assert.equal(resolveCommit({}), head);
  assert.match(head, /^[0-9a-f]{40}$/);
  const notACheckout = fs.mkdtempSync(path.join(os.tmpdir(), 'coachboard-commit-'));
  assert.equal(resolveCommit({}, notACheckout), 'unknown');
});

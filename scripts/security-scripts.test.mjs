// Offline checks of scripts/audit.mjs (how a report is judged) and scripts/check-log-secrets.mjs (what counts
// as a leaked secret). Run by `npm run lint` next to the lint-rule probes.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { judge, readAllowlist } from './audit.mjs';
import { findSecrets } from './check-log-secrets.mjs';

const advisory = (name, severity, ghsa) => ({
  source: 1100000 + name.length,
  name,
  dependency: name,
  title: `${name} is vulnerable`,
  url: `https://github.com/advisories/${ghsa}`,
  severity,
  range: '<2.0.0',
});

/** The shape `npm audit --json` prints (auditReportVersion 2). */
const report = (...advisories) => ({
  auditReportVersion: 2,
  vulnerabilities: Object.fromEntries(
    advisories.flatMap((entry) => [
      [entry.name, { name: entry.name, severity: entry.severity, via: [entry], range: entry.range }],
      // A package that is affected only through the vulnerable one: no advisory of its own.
      [`uses-${entry.name}`, { name: `uses-${entry.name}`, severity: entry.severity, via: [entry.name] }],
    ]),
  ),
  metadata: {
    vulnerabilities: { info: 0, low: 0, moderate: 1, high: 1, critical: 1, total: 3 },
    dependencies: { prod: 120 },
  },
});

test('audit: a high or a critical advisory fails, a moderate one does not', () => {
  const verdict = judge(
    report(
      advisory('left-pad', 'moderate', 'GHSA-aaaa-bbbb-cccc'),
      advisory('evil', 'high', 'GHSA-dddd-eeee-ffff'),
      advisory('worse', 'critical', 'GHSA-gggg-hhhh-iiii'),
    ),
    [],
  );
  assert.equal(verdict.status, 'fail');
  assert.deepEqual(verdict.failing.map((entry) => entry.package).sort(), ['evil', 'worse']);
  assert.equal(verdict.advisories.length, 3);
});

test('audit: an allow-listed advisory passes while the entry is current; an expired entry does not', () => {
  const input = report(advisory('evil', 'high', 'GHSA-dddd-eeee-ffff'));
  const allow = (expires) => [
    { id: 'GHSA-dddd-eeee-ffff', package: 'evil', reason: 'server-only path unused', expires },
  ];
  assert.equal(judge(input, allow('2030-01-01'), '2026-11-22').status, 'pass');
  assert.equal(judge(input, allow('2026-01-01'), '2026-11-22').status, 'fail');
  assert.equal(judge(input, [{ id: 'GHSA-dddd-eeee-ffff', package: 'other', reason: 'x' }]).status, 'fail');
});

test('audit: an allow-list entry without a reason is refused', () => {
  assert.throws(() => readAllowlist('{"advisories":[{"id":"GHSA-dddd-eeee-ffff","reason":" "}]}'), /reason/);
  assert.deepEqual(readAllowlist('{"advisories":[]}'), []);
});

test('audit: a registry that cannot answer gives "unavailable", not a pass', () => {
  const verdict = judge(
    { message: '405 Method Not Allowed - POST https://registry.example/-/npm/v1/security/advisories/bulk' },
    [],
  );
  assert.equal(verdict.status, 'unavailable');
  assert.match(verdict.detail, /405/);
});

test('log check: finds JWTs, passwords, codes, bearer tokens; lets redacted values and error codes through', () => {
  const jwt = 'eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiIxIn0.c2lnbmF0dXJlLXNpZ25hdHVyZQ';
  const leaks = [
    `{"msg":"token ${jwt}"}`,
    '{"body":{"password":"Aa1@secret"}}',
    '{"new_password":"Aa1@secret"}',
    '{"code":"123456"}',
    '{"msg":"Your reset code: 123456"}',
    '{"headers":{"authorization":"Bearer abcdefghijklmnopqrstuvwxyz"}}',
    '{"refresh_token":"q1w2e3r4t5y6"}',
  ];
  const clean = [
    '{"headers":{"authorization":"[Redacted]","cookie":"[Redacted]"},"body":{"password":"[Redacted]","code":"[Redacted]"}}',
    '{"err":{"code":"23505","message":"duplicate key"}}',
    '{"event":"auth.sign_in_failed","email":"a@example.test","reason":"wrong_password"}',
    '{"msg":"request completed","responseTime":12.5}',
  ];
  assert.deepEqual([...new Set(findSecrets(leaks).map((hit) => hit.line))], [1, 2, 3, 4, 5, 6, 7]);
  assert.deepEqual(findSecrets(clean), []);
});

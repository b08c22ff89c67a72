#!/usr/bin/env node
// Dependency audit of what ships: `npm audit --omit=dev --json`, judged here.
// Fails (exit 1) on any high or critical advisory that scripts/audit-allowlist.json does not list with a reason.
// When the registry cannot answer the audit (an offline mirror, a proxy without the advisory endpoint) it says
// so and exits 0, or 2 with --strict, so CI on the real registry can insist on an answer.
//
//   npm run audit                      run npm audit and judge it
//   npm run audit -- --strict          an audit that cannot run is a failure
//   npm run audit -- --input=a.json    judge a saved `npm audit --json` report instead of running npm
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const repoRoot = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const defaultAllowlist = resolve(repoRoot, 'scripts/audit-allowlist.json');
const BLOCKING = new Set(['high', 'critical']);
const SEVERITIES = ['info', 'low', 'moderate', 'high', 'critical'];

/** `GHSA-xxxx-xxxx-xxxx` from an advisory URL, else the npm advisory number. */
const advisoryId = (via) => /GHSA-[\w-]+/i.exec(via.url ?? '')?.[0] ?? String(via.source);

/** Every advisory in a report (npm's auditReportVersion 2), once per id and package. */
export const advisoriesIn = (report) => {
  const found = new Map();
  for (const vulnerability of Object.values(report.vulnerabilities ?? {})) {
    for (const via of vulnerability.via ?? []) {
      if (typeof via !== 'object') continue; // "through package x": x carries the advisory itself
      const id = advisoryId(via);
      const name = via.name ?? vulnerability.name;
      found.set(`${id} ${name}`, {
        id,
        package: name,
        severity: via.severity ?? vulnerability.severity,
        title: via.title ?? '',
        url: via.url ?? '',
        range: via.range ?? vulnerability.range ?? '',
      });
    }
  }
  return [...found.values()];
};

/** The allow-list's entries; an entry without a reason is an error (nothing is waved through silently). */
export const readAllowlist = (text) => {
  const parsed = JSON.parse(text);
  const entries = parsed.advisories ?? [];
  const invalid = entries.filter((entry) => !entry.id || !entry.reason || !String(entry.reason).trim());
  if (invalid.length > 0) {
    throw new Error(`Allow-list entries need an id and a reason: ${JSON.stringify(invalid)}`);
  }
  return entries;
};

const allowedBy = (allowlist, advisory, today) =>
  allowlist.find(
    (entry) =>
      entry.id.toLowerCase() === advisory.id.toLowerCase() &&
      (!entry.package || entry.package === advisory.package) &&
      (!entry.expires || entry.expires >= today),
  );

/**
 * The verdict on one `npm audit --json` output. `unavailable` when npm could not get an answer from the
 * registry (the report is an error object instead of a list of vulnerabilities).
 */
export const judge = (report, allowlist, today = new Date().toISOString().slice(0, 10)) => {
  if (!report || typeof report !== 'object' || !('vulnerabilities' in report)) {
    const detail = report?.message ?? report?.error?.summary ?? report?.error?.code ?? 'no report';
    return { status: 'unavailable', detail: String(detail) };
  }
  const advisories = advisoriesIn(report);
  const blocking = advisories.filter((advisory) => BLOCKING.has(advisory.severity));
  const allowed = blocking.filter((advisory) => allowedBy(allowlist, advisory, today));
  const failing = blocking.filter((advisory) => !allowedBy(allowlist, advisory, today));
  const unused = allowlist.filter((entry) => !advisories.some((advisory) => advisory.id === entry.id));
  const counts = Object.fromEntries(
    SEVERITIES.map((severity) => [severity, report.metadata?.vulnerabilities?.[severity] ?? 0]),
  );
  return {
    status: failing.length > 0 ? 'fail' : 'pass',
    counts,
    dependencies: report.metadata?.dependencies?.prod ?? report.metadata?.dependencies?.total,
    advisories,
    allowed,
    failing,
    unused,
  };
};

const runNpmAudit = () => {
  const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';
  const result = spawnSync(npm, ['audit', '--omit=dev', '--json'], {
    cwd: repoRoot,
    encoding: 'utf8',
    maxBuffer: 64 * 1024 * 1024,
  });
  if (result.error) return { message: `npm could not run: ${result.error.message}` };
  try {
    return JSON.parse(result.stdout);
  } catch {
    const firstError = (result.stderr ?? '').split('\n').find((line) => /npm (error|ERR!)/.test(line));
    return { message: firstError ?? `npm audit exited ${result.status} without a JSON report` };
  }
};

const line = (advisory) =>
  `  ${advisory.severity.padEnd(8)} ${advisory.package} ${advisory.range} — ${advisory.title} (${advisory.id})`;

const main = () => {
  const args = process.argv.slice(2);
  const strict = args.includes('--strict');
  const option = (name) => args.find((arg) => arg.startsWith(`--${name}=`))?.slice(name.length + 3);
  const allowlistPath = option('allowlist') ?? defaultAllowlist;
  const input = option('input');

  const allowlist = readAllowlist(readFileSync(allowlistPath, 'utf8'));
  const report = input ? JSON.parse(readFileSync(input, 'utf8')) : runNpmAudit();
  const verdict = judge(report, allowlist);

  if (verdict.status === 'unavailable') {
    console.log(`Audit NOT RUN: the registry did not answer the audit request (${verdict.detail}).`);
    console.log(
      'Nothing is known about advisories. Run `npm run audit -- --strict` against a registry that answers ' +
        'POST /-/npm/v1/security/advisories/bulk (the public npm registry does; mirrors and proxies often not).',
    );
    process.exit(strict ? 2 : 0);
  }

  const { counts } = verdict;
  console.log(
    `npm audit --omit=dev: ${verdict.dependencies ?? '?'} production dependencies; advisories by severity: ` +
      SEVERITIES.map((severity) => `${severity} ${counts[severity]}`).join(', '),
  );
  if (verdict.allowed.length > 0) {
    console.log(`High or critical, allowed by ${allowlistPath}:`);
    verdict.allowed.forEach((advisory) => console.log(line(advisory)));
  }
  if (verdict.unused.length > 0) {
    console.log(
      `Allow-list entries that match no advisory any more (remove them): ${verdict.unused.map((e) => e.id).join(', ')}`,
    );
  }
  if (verdict.failing.length > 0) {
    console.log(
      'High or critical advisories (fix, or list each in scripts/audit-allowlist.json with a reason):',
    );
    verdict.failing.forEach((advisory) => console.log(line(advisory)));
    console.log(`Audit FAILED: ${verdict.failing.length} high or critical advisories.`);
    process.exit(1);
  }
  console.log('Audit passed: no high or critical advisory outside the allow-list.');
};

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) main();

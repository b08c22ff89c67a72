#!/usr/bin/env node
// Lints the API's OpenAPI document with Redocly CLI (the rules in redocly.yaml: `recommended`) and fails on any
// error or warning. The document is the one /api/docs/json serves, built in this process from the routes
// (apps/api/src/openapi-document.ts): no database, no listener, no build needed.
//
//   npm run lint:openapi            (also part of `npm run lint`, hence `npm test`)
//   node scripts/lint-openapi.mjs --keep    also prints where the document was written and keeps it
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { tsImport } from 'tsx/esm/api';

const repoRoot = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const keep = process.argv.includes('--keep');

const { openApiDocument } = await tsImport('../apps/api/src/openapi-document.ts', import.meta.url);
const document = await openApiDocument();

const directory = mkdtempSync(join(tmpdir(), 'coachboard-openapi-lint-'));
const file = join(directory, 'openapi.json');
writeFileSync(file, `${JSON.stringify(document, null, 2)}\n`);

const require = createRequire(import.meta.url);
const redoclyManifest = require.resolve('@redocly/cli/package.json');
const redocly = join(dirname(redoclyManifest), require(redoclyManifest).bin.redocly);

let result;
try {
  result = spawnSync(
    process.execPath,
    [
      redocly,
      'lint',
      file,
      `--config=${join(repoRoot, 'redocly.yaml')}`,
      '--format=json',
      '--max-problems=1000',
    ],
    {
      cwd: repoRoot,
      encoding: 'utf8',
      env: { ...process.env, REDOCLY_TELEMETRY: 'off', REDOCLY_SUPPRESS_UPDATE_NOTICE: 'true' },
    },
  );
} finally {
  if (keep) console.log(`OpenAPI document kept at ${file}`);
  else rmSync(directory, { recursive: true, force: true });
}

let report;
try {
  report = JSON.parse(result.stdout);
} catch {
  console.error(`redocly lint gave no report (exit ${result.status}):\n${result.stdout}${result.stderr}`);
  process.exit(1);
}

const { errors, warnings } = report.totals;
for (const problem of report.problems) {
  const where = problem.location?.map((location) => location.pointer).join(', ') ?? '';
  console.error(`${problem.severity.padEnd(5)} ${problem.ruleId}  ${where}\n      ${problem.message}`);
}
const operations = Object.values(document.paths ?? {}).flatMap((item) => Object.keys(item)).length;
const summary = `OpenAPI lint (redocly ${report.version}, redocly.yaml): ${operations} operations, ${errors} errors, ${warnings} warnings`;
if (errors + warnings > 0 || result.status !== 0) {
  console.error(`${summary}: failed`);
  process.exit(1);
}
console.log(summary);

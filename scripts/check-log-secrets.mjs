#!/usr/bin/env node
// Greps a file of JSON log lines (the API test run with LOG_CAPTURE_FILE set) for secrets that must never be
// logged: JWTs, password fields with a value, reset codes, bearer tokens, unredacted authorization/cookie
// headers and token fields. Exits 1 on any hit, 2 when the file is missing or empty (nothing was proven).
//
//   LOG_CAPTURE_FILE=/tmp/api-logs.jsonl npm test -w @coachboard/api
//   node scripts/check-log-secrets.mjs /tmp/api-logs.jsonl
import { existsSync, readFileSync } from 'node:fs';
import { pathToFileURL } from 'node:url';

const notRedacted = '(?!\\[Redacted\\]")';

export const secretPatterns = [
  { name: 'JWT', pattern: /eyJ[\w-]+\.[\w-]+\.[\w-]+/ },
  { name: 'password field', pattern: new RegExp(`"[\\w-]*password[\\w-]*":"${notRedacted}[^"]`, 'i') },
  { name: 'reset code field', pattern: new RegExp(`"(code|resetCode|reset_code)":"${notRedacted}\\d{6}"`) },
  { name: 'reset code mail text', pattern: /reset code: \d{6}/i },
  { name: 'bearer credential', pattern: /Bearer [\w.~+/-]{16,}/ },
  {
    name: 'authorization or cookie header',
    pattern: new RegExp(`"(authorization|cookie|set-cookie)":"${notRedacted}`, 'i'),
  },
  {
    name: 'token field',
    pattern: new RegExp(`"(token|refresh_token|refreshToken|access_token)":"${notRedacted}[^"]`),
  },
];

/** Every line that matches a pattern, with the pattern's name; values are masked in what is printed. */
export const findSecrets = (lines) => {
  const hits = [];
  lines.forEach((line, index) => {
    for (const { name, pattern } of secretPatterns) {
      if (pattern.test(line)) hits.push({ line: index + 1, name, text: line });
    }
  });
  return hits;
};

const mask = (text) => text.replace(/[A-Za-z0-9_-]{6,}/g, (word) => `${word.slice(0, 3)}…`).slice(0, 200);

const main = () => {
  const file = process.argv[2] ?? process.env.LOG_CAPTURE_FILE;
  if (!file || !existsSync(file)) {
    console.error(`No log file to check (${file ?? 'give a path or set LOG_CAPTURE_FILE'}).`);
    process.exit(2);
  }
  const lines = readFileSync(file, 'utf8').split('\n').filter(Boolean);
  if (lines.length === 0) {
    console.error(`${file} is empty: nothing was logged, nothing is proven.`);
    process.exit(2);
  }
  const hits = findSecrets(lines);
  const requests = lines.filter((line) => line.includes('"msg":"incoming request"')).length;
  console.log(
    `${file}: ${lines.length} log lines, ${requests} requests logged, ${hits.length} secret-shaped hits`,
  );
  if (hits.length > 0) {
    hits.slice(0, 20).forEach((hit) => console.log(`  line ${hit.line}: ${hit.name}: ${mask(hit.text)}`));
    process.exit(1);
  }
};

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) main();

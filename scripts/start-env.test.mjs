// The `.env` file `npm start` reads (scripts/load-env.mjs) and the README's variable table against .env.example.
// Run by `npm run lint` next to the lint-rule probes.
import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { test } from 'node:test';
import { fileURLToPath } from 'node:url';
import { loadDotEnv } from './load-env.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/** Runs `body` with the given variables set (undefined: unset), then puts process.env back as it was. */
const withEnv = (vars, body) => {
  const before = Object.fromEntries(Object.keys(vars).map((name) => [name, process.env[name]]));
  const restore = (values) => {
    for (const [name, value] of Object.entries(values)) {
      if (value === undefined) delete process.env[name];
      else process.env[name] = value;
    }
  };
  restore(vars);
  try {
    return body();
  } finally {
    restore(before);
  }
};

const envFile = (text) => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'coachboard-env-'));
  const file = path.join(dir, '.env');
  fs.writeFileSync(file, text);
  return file;
};

test('start: the .env file sets what the environment lacks; the real environment wins, an empty value too', () => {
  const file = envFile(
    [
      '# a comment',
      'CB_TEST_FROM_FILE=file value',
      'CB_TEST_SET_OUTSIDE=from the file',
      'CB_TEST_EMPTY_OUTSIDE=from the file',
      'CB_TEST_QUOTED="a # b"',
    ].join('\n'),
  );
  const seen = withEnv(
    {
      CB_TEST_FROM_FILE: undefined,
      CB_TEST_SET_OUTSIDE: 'from the environment',
      CB_TEST_EMPTY_OUTSIDE: '',
      CB_TEST_QUOTED: undefined,
    },
    () => {
      const result = loadDotEnv(file);
      return {
        result,
        values: {
          fromFile: process.env.CB_TEST_FROM_FILE,
          setOutside: process.env.CB_TEST_SET_OUTSIDE,
          emptyOutside: process.env.CB_TEST_EMPTY_OUTSIDE,
          quoted: process.env.CB_TEST_QUOTED,
        },
      };
    },
  );
  assert.deepEqual(seen.values, {
    fromFile: 'file value',
    setOutside: 'from the environment',
    emptyOutside: '',
    quoted: 'a # b',
  });
  assert.deepEqual(seen.result.names.toSorted(), [
    'CB_TEST_EMPTY_OUTSIDE',
    'CB_TEST_FROM_FILE',
    'CB_TEST_QUOTED',
    'CB_TEST_SET_OUTSIDE',
  ]);
  assert.deepEqual(seen.result.kept.toSorted(), ['CB_TEST_EMPTY_OUTSIDE', 'CB_TEST_SET_OUTSIDE']);
  assert.equal(process.env.CB_TEST_FROM_FILE, undefined, 'the test put the environment back');
});

test('start: no .env file is no error and changes nothing', () => {
  const missing = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'coachboard-env-')), '.env');
  const keys = Object.keys(process.env).length;
  assert.equal(loadDotEnv(missing), null);
  assert.equal(Object.keys(process.env).length, keys);
});

test('start: .env.example copied to .env loads, every variable it names included', () => {
  const example = fs.readFileSync(path.join(root, '.env.example'), 'utf8');
  const names = [...example.matchAll(/^([A-Z][A-Z0-9_]*)=/gm)].map((match) => match[1]);
  const unset = Object.fromEntries(names.map((name) => [name, undefined]));
  const loaded = withEnv(unset, () => {
    loadDotEnv(envFile(example));
    return Object.fromEntries(names.map((name) => [name, process.env[name]]));
  });
  assert.equal(loaded.PORT, '3000');
  assert.equal(loaded.DATABASE_URL, '');
  assert.equal(Object.keys(loaded).length, names.length);
});

test("README's variable table lists every variable of .env.example, and no other", () => {
  const example = fs.readFileSync(path.join(root, '.env.example'), 'utf8');
  const readme = fs.readFileSync(path.join(root, 'README.md'), 'utf8');
  const inExample = [...example.matchAll(/^([A-Z][A-Z0-9_]*)=/gm)].map((match) => match[1]).sort();
  const inTable = [...readme.matchAll(/^\| `([A-Z][A-Z0-9_]*)` \|/gm)].map((match) => match[1]).sort();
  assert.ok(inExample.length > 10, '.env.example was read');
  assert.deepEqual(inTable, inExample);
});

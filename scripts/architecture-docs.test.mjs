// The docs name the API's modules as the code has them: docs/ARCHITECTURE.md's module table lists every folder of
// apps/api/src/modules with what its public.ts exports, docs/CODE_STYLE.md names every module, and the add-an-area
// checklist names the permission table the app refuses to start without. A doc that drifts fails here, saying
// what to add or remove.
import assert from 'node:assert/strict';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { describe, test } from 'node:test';
import { fileURLToPath } from 'node:url';

const repoRoot = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const modulesDir = join(repoRoot, 'apps/api/src/modules');
const read = (path) => readFileSync(join(repoRoot, path), 'utf8');
const architecture = read('docs/ARCHITECTURE.md');
const codeStyle = read('docs/CODE_STYLE.md');

const moduleFolders = readdirSync(modulesDir, { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name)
  .sort();

/** `training-days` -> `trainingDaysModule`, the entry every module's public.ts exports. */
const entryOf = (name) => `${name.replace(/-(\w)/g, (_, letter) => letter.toUpperCase())}Module`;

const withoutComments = (code) => code.replace(/\/\*[\s\S]*?\*\//g, '').replace(/\/\/.*$/gm, '');

/** The names a TypeScript file exports, split into values and types; `export *` is followed. */
const exportsOf = (file) => {
  const code = withoutComments(readFileSync(file, 'utf8'));
  const values = new Set();
  const types = new Set();
  for (const [, typeOnly, list] of code.matchAll(/export\s+(type\s+)?\{([^}]*)\}/g)) {
    for (const item of list
      .split(',')
      .map((part) => part.trim())
      .filter(Boolean)) {
      const isType = Boolean(typeOnly) || item.startsWith('type ');
      const name = item
        .replace(/^type\s+/, '')
        .split(/\s+as\s+/)
        .pop()
        .trim();
      (isType ? types : values).add(name);
    }
  }
  for (const [, kind, name] of code.matchAll(
    /export\s+(?:declare\s+)?(?:async\s+)?(const|let|function\*?|class|type|interface|enum)\s+([\w$]+)/g,
  )) {
    (kind === 'type' || kind === 'interface' ? types : values).add(name);
  }
  for (const [, namespace] of code.matchAll(/export\s+\*\s+as\s+([\w$]+)\s+from/g)) values.add(namespace);
  for (const [, specifier] of code.matchAll(/export\s+\*\s+from\s+['"]([^'"]+)['"]/g)) {
    const inner = exportsOf(join(dirname(file), specifier.replace(/\.js$/, '.ts')));
    inner.values.forEach((name) => values.add(name));
    inner.types.forEach((name) => types.add(name));
  }
  return { values, types };
};

const tableHeader = '| module | serves | its public.ts offers |';

/** The module table's rows: the module's name and the backticked names of its 'offers' column. */
const moduleTable = () => {
  const lines = architecture.split('\n');
  const start = lines.findIndex((line) => line.trim() === tableHeader);
  assert.ok(start >= 0, `docs/ARCHITECTURE.md has no module table (a line '${tableHeader}')`);
  const rows = [];
  for (const line of lines.slice(start + 2)) {
    if (!line.startsWith('|')) break;
    const cells = line.split(/(?<!\\)\|/).slice(1, -1);
    const name = cells[0].trim().replace(/`/g, '');
    const offers = cells.at(-1);
    const named = [...offers.matchAll(/`([^`]+)`/g)]
      .map(([, token]) => token)
      .filter((token) => /^[\w$]+$/.test(token));
    rows.push({ name, named, namesEntry: /\bthe entry\b/.test(offers) });
  }
  return rows;
};

describe("docs/ARCHITECTURE.md's module table", () => {
  const rows = moduleTable();
  const tabled = rows.map((row) => row.name);

  test('has a row for every module folder', () => {
    const missing = moduleFolders.filter((name) => !tabled.includes(name));
    assert.deepEqual(
      missing,
      [],
      `add a row for ${missing.map((name) => `\`${name}\``).join(', ')} to the module table in docs/ARCHITECTURE.md ` +
        `(| \`<module>\` | what it serves | what its public.ts exports |), in its apiModules place`,
    );
  });

  test('names no module that is not there', () => {
    const gone = tabled.filter((name) => !moduleFolders.includes(name));
    assert.deepEqual(
      gone,
      [],
      `docs/ARCHITECTURE.md's module table names modules with no folder: ${gone.join(', ')}`,
    );
  });

  test('every module has a public.ts exporting its entry', () => {
    for (const name of moduleFolders) {
      const file = join(modulesDir, name, 'public.ts');
      assert.ok(
        existsSync(file),
        `apps/api/src/modules/${name} has no public.ts (its door: export ${entryOf(name)})`,
      );
      assert.ok(
        exportsOf(file).values.has(entryOf(name)),
        `apps/api/src/modules/${name}/public.ts does not export its entry ${entryOf(name)}`,
      );
    }
  });

  for (const row of rows.filter((candidate) => moduleFolders.includes(candidate.name))) {
    test(`\`${row.name}\`: the row names exactly what its public.ts exports`, (context) => {
      const file = join(modulesDir, row.name, 'public.ts');
      if (!existsSync(file)) return context.skip(`modules/${row.name} has no public.ts yet`);
      const { values, types } = exportsOf(file);
      const notExported = row.named.filter((name) => !values.has(name) && !types.has(name));
      assert.deepEqual(
        notExported,
        [],
        `docs/ARCHITECTURE.md's \`${row.name}\` row names what modules/${row.name}/public.ts does not export: ` +
          `${notExported.join(', ')} (remove or rename them)`,
      );
      const entry = entryOf(row.name);
      const unnamed = [...values].filter(
        (name) => !row.named.includes(name) && !(name === entry && row.namesEntry),
      );
      assert.deepEqual(
        unnamed,
        [],
        `modules/${row.name}/public.ts exports ${unnamed.join(', ')}, which the \`${row.name}\` row of ` +
          `docs/ARCHITECTURE.md's module table does not name: add them to its 'its public.ts offers' column` +
          ` (the entry ${entry} may be written 'the entry')`,
      );
    });
  }
});

describe('docs/CODE_STYLE.md names every module', () => {
  const sentence = /`apps\/api\/src\/modules\/<module>\/` holds one resource the API serves \(([^)]*)\)/.exec(
    codeStyle,
  );

  test('in the layout section, and none that is not there', () => {
    assert.ok(sentence, "docs/CODE_STYLE.md's layout section lost its list of API modules");
    const named = [...sentence[1].matchAll(/`([a-z][a-z-]*)`/g)].map(([, name]) => name);
    const missing = moduleFolders.filter((name) => !named.includes(name));
    const gone = named.filter((name) => !moduleFolders.includes(name));
    assert.deepEqual(missing, [], `name ${missing.join(', ')} in docs/CODE_STYLE.md's list of API modules`);
    assert.deepEqual(
      gone,
      [],
      `docs/CODE_STYLE.md's list of API modules names ${gone.join(', ')}, not there`,
    );
  });
});

describe('the add-an-area checklist names the permission table', () => {
  test('by its name, which the contract exports', () => {
    const checklist = architecture.slice(architecture.indexOf('## How to add an area'));
    assert.ok(
      checklist.startsWith('## How to add an area'),
      'docs/ARCHITECTURE.md has no "How to add an area"',
    );
    const checklistEnd = checklist.indexOf('\n## ', 1);
    const steps = checklistEnd > 0 ? checklist.slice(0, checklistEnd) : checklist;
    assert.match(steps, /`routePermissions`/, 'the add-an-area checklist must name `routePermissions`');
    assert.match(steps, /packages\/contract\/src\/permissions\.ts/);
    assert.ok(
      exportsOf(join(repoRoot, 'packages/contract/src/permissions.ts')).values.has('routePermissions'),
    );
  });
});

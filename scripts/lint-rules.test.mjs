// Shows that each architecture rule of eslint.config.js reports a violation and lets the allowed import through.
// Probe files are linted as text at paths inside the real layout (nothing is written); they import real files
// found at run time, so the checks follow the code as it moves. Cycles need files on disk: scripts/lint-fixtures.
import assert from 'node:assert/strict';
import { readdirSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { describe, test } from 'node:test';
import { fileURLToPath } from 'node:url';
import { ESLint } from 'eslint';
import { findImportCycles, sourceRoots } from './import-cycles.mjs';

const repoRoot = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const eslint = new ESLint({ cwd: repoRoot, ignore: false });

const architectureRules = new Set([
  'import-x/no-restricted-paths',
  'import-x/no-cycle',
  'no-restricted-imports',
  'check-file/filename-naming-convention',
  'no-restricted-syntax',
  'no-restricted-globals',
]);

/** The architecture rules reported for `code` saved at `filePath` (relative to the repository root). */
const reportedRules = async (filePath, code) => {
  const [result] = await eslint.lintText(code, { filePath: join(repoRoot, filePath) });
  const fatal = result.messages.filter((message) => message.fatal);
  assert.deepEqual(fatal, [], `${filePath} did not parse`);
  return [...new Set(result.messages.map((message) => message.ruleId))].filter((rule) =>
    architectureRules.has(rule),
  );
};

const sourceFiles = (dir) =>
  readdirSync(join(repoRoot, dir), { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name))
    .map((entry) => relative(repoRoot, join(entry.parentPath, entry.name)))
    .sort();

/** A real source file under `dir`, so a probe's import resolves whatever the folder holds today. */
const someSourceFile = (dir) => {
  const [first] = sourceFiles(dir);
  assert.ok(first, `no source file under ${dir}`);
  return first;
};

/** `from` importing `to` by a relative specifier, as the API writes it (`.js`) or the panel does (none). */
const relativeSpecifier = (from, to, extension = '') => {
  const path = relative(dirname(from), to).replace(/\.tsx?$/, extension);
  return path.startsWith('.') ? path : `./${path}`;
};
const webAlias = (to) => to.replace(/^apps\/web\/src\//, '@/').replace(/\.tsx?$/, '');

const web = 'apps/web/src';
const api = 'apps/api/src';
const featuresWithCode = readdirSync(join(repoRoot, web, 'features')).filter(
  (feature) => sourceFiles(`${web}/features/${feature}`).length > 0,
);

describe('features never import each other', () => {
  const [home, other] = featuresWithCode;
  const probe = `${web}/features/${home}/components/lint-probe.tsx`;
  const otherFile = someSourceFile(`${web}/features/${other}`);

  test(`by alias (${home} -> ${other})`, async () => {
    assert.deepEqual(await reportedRules(probe, `import '${webAlias(otherFile)}';\n`), [
      'import-x/no-restricted-paths',
    ]);
  });

  test('by relative path', async () => {
    assert.deepEqual(await reportedRules(probe, `import '${relativeSpecifier(probe, otherFile)}';\n`), [
      'import-x/no-restricted-paths',
    ]);
  });

  test('a file of the same feature, shared components and lib are allowed', async () => {
    const code = [someSourceFile(`${web}/features/${home}`), someSourceFile(`${web}/components`)]
      .map((file) => `import '${relativeSpecifier(probe, file)}';\n`)
      .concat(`import '${webAlias(someSourceFile(`${web}/lib`))}';\n`)
      .join('');
    assert.deepEqual(await reportedRules(probe, code), []);
  });
});

describe('lib/ and components/ never import features/ or app/', () => {
  const featureFile = someSourceFile(`${web}/features/${featuresWithCode[0]}`);
  const appFile = someSourceFile(`${web}/app`);

  for (const probe of [`${web}/lib/lint-probe.ts`, `${web}/components/ui/lint-probe.tsx`]) {
    test(`${probe} importing a feature or app/`, async () => {
      assert.deepEqual(await reportedRules(probe, `import '${webAlias(featureFile)}';\n`), [
        'import-x/no-restricted-paths',
      ]);
      assert.deepEqual(await reportedRules(probe, `import '${relativeSpecifier(probe, appFile)}';\n`), [
        'import-x/no-restricted-paths',
      ]);
    });
  }

  test('components/ importing lib/ and the contract is allowed', async () => {
    const probe = `${web}/components/ui/lint-probe.tsx`;
    const code = `import '${webAlias(`${web}/lib/cn.ts`)}';\nimport '@coachboard/contract';\n`;
    assert.deepEqual(await reportedRules(probe, code), []);
  });
});

describe('components/ui/ makes no request', () => {
  const probe = `${web}/components/ui/lint-probe.tsx`;
  const networkFiles = [
    `${web}/lib/api-client.ts`,
    `${web}/lib/xhr-upload.ts`,
    someSourceFile(`${web}/components/feedback`),
    someSourceFile(`${web}/components/bulk-delete`),
    ...sourceFiles(`${web}/lib`).filter((file) => file.endsWith('-api.ts')),
    // The client's parts (its addresses, answers, refresh, early GET) are refused like the client.
    ...sourceFiles(`${web}/lib`).filter((file) => /\/api-client-[a-z-]+\.ts$/.test(file)),
  ];

  for (const file of networkFiles) {
    test(`importing ${file} (by alias and relative path) is reported`, async () => {
      for (const code of [`import '${webAlias(file)}';\n`, `import '${relativeSpecifier(probe, file)}';\n`])
        assert.deepEqual(await reportedRules(probe, code), ['import-x/no-restricted-paths'], code);
    });
  }

  test('the query library, even for a type, and fetch or XMLHttpRequest are reported', async () => {
    const query = "import type { QueryKey } from '@tanstack/react-query';\nexport type K = QueryKey;\n";
    assert.deepEqual(await reportedRules(probe, query), ['no-restricted-imports']);
    for (const call of ["fetch('/api/v1/me');\n", 'new XMLHttpRequest();\n'])
      assert.deepEqual(await reportedRules(probe, call), ['no-restricted-globals'], call);
  });

  test('the components beside ui/ may call the API and use ui/', async () => {
    const code = [`${web}/lib/api-client.ts`, `${web}/components/ui/button.tsx`]
      .map((file) => `import '${webAlias(file)}';\n`)
      .concat("import '@tanstack/react-query';\nfetch('/api/v1/me');\n")
      .join('');
    for (const beside of ['feedback', 'bulk-delete'])
      assert.deepEqual(await reportedRules(`${web}/components/${beside}/lint-probe.tsx`, code), []);
  });
});

describe('domain/ never imports features/ or app/, and features use it', () => {
  const probe = `${web}/domain/lint-probe.ts`;

  test(`${probe} importing a feature or app/`, async () => {
    const featureFile = someSourceFile(`${web}/features/${featuresWithCode[0]}`);
    assert.deepEqual(await reportedRules(probe, `import '${webAlias(featureFile)}';\n`), [
      'import-x/no-restricted-paths',
    ]);
    const appFile = someSourceFile(`${web}/app`);
    assert.deepEqual(await reportedRules(probe, `import '${relativeSpecifier(probe, appFile)}';\n`), [
      'import-x/no-restricted-paths',
    ]);
  });

  test('a feature importing @/domain/* and domain/ importing the contract are allowed', async () => {
    const featureProbe = `${web}/features/${featuresWithCode[0]}/components/lint-probe.tsx`;
    const domainFile = someSourceFile(`${web}/domain`);
    assert.deepEqual(await reportedRules(featureProbe, `import '${webAlias(domainFile)}';\n`), []);
    assert.deepEqual(await reportedRules(probe, "import '@coachboard/contract';\n"), []);
  });
});

describe('API routes never import the ORM, the driver or the tables', () => {
  const schemaFile = someSourceFile(`${api}/db/schema`);
  const probes = [
    `${api}/modules/lint-probe/lint-probe-routes.ts`,
    `${api}/modules/lint-probe/route-schemas.ts`,
  ];

  for (const probe of probes) {
    test(probe, async () => {
      for (const code of ["import 'drizzle-orm';\n", "import 'drizzle-orm/pg-core';\n", "import 'pg';\n"]) {
        assert.deepEqual(await reportedRules(probe, code), ['no-restricted-imports'], code);
      }
      const schemaImport = `import '${relativeSpecifier(probe, schemaFile, '.js')}';\n`;
      assert.deepEqual(await reportedRules(probe, schemaImport), ['import-x/no-restricted-paths']);
    });
  }

  test('Fastify and the shared kit are allowed in a route', async () => {
    const probe = probes[0];
    const code = `import 'fastify';\nimport '${relativeSpecifier(probe, someSourceFile(`${api}/lib`), '.js')}';\n`;
    assert.deepEqual(await reportedRules(probe, code), []);
  });
});

describe('API repositories never import Fastify or a plugin', () => {
  const pluginFile = someSourceFile(`${api}/plugins`);
  const probes = [`${api}/modules/lint-probe/lint-probe-repository.ts`];

  for (const probe of probes) {
    test(probe, async () => {
      for (const code of ["import 'fastify';\n", "import 'fastify-type-provider-zod';\n"]) {
        assert.deepEqual(await reportedRules(probe, code), ['no-restricted-imports'], code);
      }
      const pluginImport = `import '${relativeSpecifier(probe, pluginFile, '.js')}';\n`;
      assert.deepEqual(await reportedRules(probe, pluginImport), ['import-x/no-restricted-paths']);
    });
  }

  test('the ORM and the tables are allowed in a repository', async () => {
    const probe = probes[0];
    const schemaImport = relativeSpecifier(probe, someSourceFile(`${api}/db/schema`), '.js');
    assert.deepEqual(await reportedRules(probe, `import 'drizzle-orm';\nimport '${schemaImport}';\n`), []);
  });
});

describe('API modules meet only through their public files, one way', () => {
  const privateFileOf = (name) =>
    sourceFiles(`${api}/modules/${name}`).find((file) => !file.endsWith('/public.ts')) ?? assert.fail(name);
  const publicFileOf = (name) => `${api}/modules/${name}/public.ts`;
  const importOf = (probe, file) => `import '${relativeSpecifier(probe, file, '.js')}';\n`;

  test("a module importing another module's private file is reported; its public file is allowed", async () => {
    const probe = `${api}/modules/users/use-cases/lint-probe.ts`;
    assert.deepEqual(await reportedRules(probe, importOf(probe, privateFileOf('programs'))), [
      'import-x/no-restricted-paths',
    ]);
    assert.deepEqual(await reportedRules(probe, importOf(probe, publicFileOf('programs'))), []);
  });

  test('a module importing a module listed after it (even its public file) is reported', async () => {
    const probe = `${api}/modules/exercises/lint-probe.ts`;
    assert.deepEqual(await reportedRules(probe, importOf(probe, publicFileOf('programs'))), [
      'import-x/no-restricted-paths',
    ]);
  });

  test('outside modules/ only public files are reached; lib/ reaches none', async () => {
    for (const probe of [`${api}/seed/lint-probe.ts`, `${api}/app-probe.ts`]) {
      assert.deepEqual(await reportedRules(probe, importOf(probe, privateFileOf('auth'))), [
        'import-x/no-restricted-paths',
      ]);
      assert.deepEqual(await reportedRules(probe, importOf(probe, publicFileOf('auth'))), []);
    }
    const kitProbe = `${api}/lib/lint-probe.ts`;
    assert.deepEqual(await reportedRules(kitProbe, importOf(kitProbe, publicFileOf('auth'))), [
      'import-x/no-restricted-paths',
    ]);
  });
});

describe('no import cycles', () => {
  const lintFixture = async (name) => {
    const [result] = await eslint.lintFiles([join(repoRoot, 'scripts/lint-fixtures/cycle', name)]);
    return result.messages.map((message) => message.ruleId);
  };

  test('both modules of a value cycle are reported', async () => {
    assert.deepEqual(await lintFixture('first-module.ts'), ['import-x/no-cycle']);
    assert.deepEqual(await lintFixture('second-module.ts'), ['import-x/no-cycle']);
  });

  test('importing a module that sits in a cycle, or a type-only import back, is not a cycle', async () => {
    assert.deepEqual(await lintFixture('acyclic-module.ts'), []);
    assert.deepEqual(await lintFixture('type-only-module.ts'), []);
    assert.deepEqual(await lintFixture('type-only-peer.ts'), []);
  });
});

describe('file names are kebab-case', () => {
  const code = 'export const probe = 1;\n';

  test('PascalCase, camelCase and snake_case file names are reported', async () => {
    for (const probe of [
      `${web}/components/ui/DatePicker.tsx`,
      `${api}/lib/dateUtils.ts`,
      `${api}/lib/date_utils.ts`,
      'scripts/startServer.mjs',
    ]) {
      assert.deepEqual(await reportedRules(probe, code), ['check-file/filename-naming-convention'], probe);
    }
  });

  test('kebab-case names with middle extensions (tests, config files) are allowed', async () => {
    for (const probe of [
      `${web}/components/ui/date-picker.test.tsx`,
      'apps/web/vite.config.ts',
      'e2e/playwright.config.ts',
      `${api}/modules/lint-probe/use-cases/store-image2.ts`,
    ]) {
      assert.deepEqual(await reportedRules(probe, code), [], probe);
    }
  });
});

describe("comments and test titles carry no 'issue N' tag", () => {
  /** The messages of coachboard/no-issue-tags for `code` saved at `filePath`. */
  const issueTags = async (filePath, code) => {
    const [result] = await eslint.lintText(code, { filePath: join(repoRoot, filePath) });
    return result.messages.filter((message) => message.ruleId === 'coachboard/no-issue-tags');
  };

  test('a tag in a line comment, a block comment or a test title is reported', async () => {
    for (const code of [
      '// A deactivated member (issue 24) is told so.\nexport const probe = 1;\n',
      '/** Issue 21: supersets and circuits. */\nexport const probe = 1;\n',
      "import { it } from 'vitest';\nit('lists the copies (issue 22)', () => {});\n",
      "import { describe } from 'vitest';\ndescribe.skip(`bulk assignment, issues 22`, () => {});\n",
    ]) {
      const messages = await issueTags(`${api}/lib/lint-probe.ts`, code);
      assert.equal(messages.length, 1, code);
      assert.match(messages[0].message, /Say why, not when/);
    }
  });

  test('the reason alone, and issue numbers outside comments and titles, are allowed', async () => {
    const code = [
      '// A deactivated member is told so with 403 rather than a wrong-password answer.',
      "export const label = 'issue 3';",
      "import { it } from 'vitest';",
      "it('lists the copies', () => {});",
      '',
    ].join('\n');
    assert.deepEqual(await issueTags(`${web}/lib/lint-probe.ts`, code), []);
  });
});

describe('API layers: plugins above modules, lib/ and types.ts below them', () => {
  const importOf = (probe, file) => `import '${relativeSpecifier(probe, file, '.js')}';\n`;

  test('a module importing a plugin is reported; the record kit in lib/records is allowed', async () => {
    const probe = `${api}/modules/recipes/lint-probe-routes.ts`;
    assert.deepEqual(await reportedRules(probe, importOf(probe, someSourceFile(`${api}/plugins`))), [
      'import-x/no-restricted-paths',
    ]);
    assert.deepEqual(await reportedRules(probe, importOf(probe, `${api}/lib/records/index.ts`)), []);
  });

  test('a plugin importing a module (even its public file) is reported; lib/ and the contract are allowed', async () => {
    const probe = `${api}/plugins/lint-probe.ts`;
    for (const module of [`${api}/modules/auth/public.ts`, someSourceFile(`${api}/modules/auth`)]) {
      assert.deepEqual(
        await reportedRules(probe, importOf(probe, module)),
        ['import-x/no-restricted-paths'],
        module,
      );
    }
    assert.deepEqual(await reportedRules(probe, importOf(probe, `${api}/lib/errors.ts`)), []);
    assert.deepEqual(await reportedRules(probe, "import '@coachboard/contract';\n"), []);
  });

  test('types.ts importing a module (even its public file) is reported', async () => {
    const probe = `${api}/types.ts`;
    assert.deepEqual(await reportedRules(probe, importOf(probe, `${api}/modules/auth/public.ts`)), [
      'import-x/no-restricted-paths',
    ]);
  });
});

describe('a `_with_trash` table is named only by the record declarations and the trash engine', () => {
  const code = [
    "const sql = (parts: TemplateStringsArray) => parts.join('');",
    "export const plain = 'select 1 from posts_with_trash';",
    'export const templated = sql`update recipes_with_trash set deleted_at = now()`;',
    '',
  ].join('\n');

  test('a repository, a use-case or the seed writing it is reported', async () => {
    for (const probe of [
      `${api}/modules/recipes/lint-probe-repository.ts`,
      `${api}/modules/programs/use-cases/lint-probe.ts`,
      `${api}/seed/lint-probe.ts`,
    ]) {
      assert.deepEqual(await reportedRules(probe, code), ['no-restricted-syntax'], probe);
    }
  });

  test('a record declaration, the trash engine and the schema may write it', async () => {
    for (const probe of [
      `${api}/modules/recipes/lint-probe-record.ts`,
      `${api}/lib/trash.ts`,
      `${api}/db/schema/lint-probe.ts`,
    ]) {
      assert.deepEqual(await reportedRules(probe, code), [], probe);
    }
  });
});

describe('no import circle, type-only imports included (scripts/import-cycles.mjs)', () => {
  test('a circle closed by a type-only import is found, as is a value circle', () => {
    const cycles = findImportCycles([{ dir: 'scripts/lint-fixtures/cycle' }]).sort();
    assert.deepEqual(cycles, [
      ['scripts/lint-fixtures/cycle/first-module.ts', 'scripts/lint-fixtures/cycle/second-module.ts'],
      ['scripts/lint-fixtures/cycle/type-only-module.ts', 'scripts/lint-fixtures/cycle/type-only-peer.ts'],
    ]);
  });

  test('the API, the panel and the contract hold none', () => {
    assert.deepEqual(findImportCycles(sourceRoots), []);
  });
});

describe("API modules name their own tables only (another module's through its public.ts)", () => {
  const ownTables = 'coachboard-tables/own-tables-only';
  const reportedTables = async (filePath, code) => {
    const [result] = await eslint.lintText(code, { filePath: join(repoRoot, filePath) });
    return result.messages.filter((message) => message.ruleId === ownTables).length;
  };
  const probe = `${api}/modules/recipes/lint-probe-repository.ts`;
  const schema = (file) => relativeSpecifier(probe, `${api}/db/schema/${file}.ts`, '.js');

  test("another module's table, through index.ts or its own file, is reported", async () => {
    assert.equal(await reportedTables(probe, `import { trainingDays } from '${schema('index')}';\n`), 1);
    assert.equal(await reportedTables(probe, `import type { PostRow } from '${schema('index')}';\n`), 1);
    assert.equal(
      await reportedTables(probe, `import { trainingDays } from '${schema('training-days')}';\n`),
      1,
    );
  });

  test("the module's own tables and the shared ones are allowed; so is a listed place", async () => {
    const own = `import { recipes, users, files } from '${schema('index')}';\nimport '${schema('recipes')}';\n`;
    assert.equal(await reportedTables(probe, own), 0);
    const listed = `${api}/modules/exercises/exercise-places-repository.ts`;
    assert.equal(
      await reportedTables(listed, `import { trainingDays } from '../../db/schema/index.js';\n`),
      0,
    );
  });
});

import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import importX from 'eslint-plugin-import-x';
import checkFile from 'eslint-plugin-check-file';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import globals from 'globals';
import { tablesPlugin } from './scripts/eslint-rules/own-tables-only.mjs';
import { coachboardPlugin } from './scripts/eslint-rules/no-issue-tags.mjs';

const root = import.meta.dirname;
const web = 'apps/web/src';
const api = 'apps/api/src';

// Read on every run, so a new feature folder is fenced off from the others without touching this file.
const features = readdirSync(join(root, web, 'features'), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

const apiRouteFiles = [`${api}/modules/*/**/*-routes.ts`, `${api}/modules/*/**/route-schemas.ts`];
const apiRepositoryFiles = [`${api}/modules/*/**/*-repository.ts`];
// The files that may write a `_with_trash` table's name: the schema, the trash engine and the record declarations.
const withTrashAllowed = [
  `${api}/db/**`,
  `${api}/lib/trash.ts`,
  `${api}/lib/records/**`,
  `${api}/modules/*/**/*-record.ts`,
];

// The API's modules in dependency order: a module may use the public file (`public.ts`) of a module listed before
// it, and nothing of a module listed after it, so modules never form a loop. A new module must be placed here.
const apiModules = [
  'health',
  'files',
  'auth',
  'exercises',
  'recipes',
  'community',
  'training-days',
  'programs',
  'assignments',
  'users',
  'nutrition',
  'meal-plans',
  'team',
  'trash',
  'audit',
  'dashboard',
  'search',
  'member',
  'coaching',
];
const apiModuleFolders = readdirSync(join(root, api, 'modules'), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);
const unorderedModules = apiModuleFolders.filter((name) => !apiModules.includes(name));
if (unorderedModules.length > 0) {
  throw new Error(`eslint.config.js: place the API module(s) ${unorderedModules.join(', ')} in apiModules`);
}
// Exceptions of a glob zone are matched against the absolute path of the imported file.
const publicFileOf = (name) => `**/${api}/modules/${name}/public.ts`;
const moduleFences = apiModules.flatMap((name, index) => {
  const before = apiModules.slice(0, index);
  const after = apiModules.slice(index + 1);
  return [
    ...(before.length > 0
      ? [
          {
            target: `${api}/modules/${name}`,
            from: before.map((other) => `${api}/modules/${other}/**`),
            except: before.map(publicFileOf),
            message: `A module uses another only through its public.ts (modules/<name>/public.ts).`,
          },
        ]
      : []),
    ...(after.length > 0
      ? [
          {
            target: `${api}/modules/${name}`,
            from: after.map((other) => `${api}/modules/${other}/**`),
            message: `Modules depend one way (apiModules in eslint.config.js): ${name} uses no module listed after it.`,
          },
        ]
      : []),
  ];
});

const ormOutOfTheBrowser = {
  name: 'drizzle-orm',
  message: 'The ORM stays out of the contract and the browser.',
};

// components/ui/ draws; what calls the API (a query, a mutation, an upload) lives in features/, lib/ or the
// components beside ui/ (feedback/, bulk-delete/), which hand ui/ the data and the callbacks.
const uiMakesNoRequest =
  'components/ui/ makes no request: take the data and callbacks as props, or move the component out of ui/.';

// The panel runs React Router in declarative mode (ADR 0005: the data router weighs 16 KiB gzip on the first load);
// these need a data router and would throw at run time.
const dataRouterOnly = {
  name: 'react-router',
  importNames: [
    'createBrowserRouter',
    'createHashRouter',
    'RouterProvider',
    'useBlocker',
    'useMatches',
    'useRouteError',
    'useLoaderData',
    'useActionData',
    'useNavigation',
    'useRevalidator',
    'useFetcher',
    'useFetchers',
    'useSubmit',
    'unstable_usePrompt',
    'ScrollRestoration',
  ],
  message:
    'The panel uses declarative routing (app/router.tsx, ADR 0005): useNavigationBlocker instead of useBlocker, matchRoutes instead of useMatches.',
};

export default tseslint.config(
  {
    ignores: [
      '**/dist/**',
      '**/node_modules/**',
      'data/**',
      'backups/**',
      'release/**',
      '**/test-results/**',
      '**/playwright-report/**',
      // Deliberate violations, linted only by scripts/lint-rules.test.mjs.
      '**/lint-fixtures/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
    },
  },
  {
    files: ['apps/web/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: { 'react-hooks/rules-of-hooks': 'error', 'react-hooks/exhaustive-deps': 'error' },
  },
  {
    files: ['**/*.{ts,tsx}'],
    plugins: { 'import-x': importX },
    settings: {
      'import-x/extensions': ['.ts', '.tsx'],
      // Packages are never read for cycles (cheaper than the rule's ignoreExternal, which looks up package.json
      // files); the workspace's own packages resolve to their source outside node_modules and are followed.
      'import-x/ignore': ['/node_modules/'],
      // Each workspace's tsconfig: `@/` in the panel, `.js` specifiers for `.ts` files in the API, and
      // `@coachboard/contract` through the workspace link to its source.
      'import-x/resolver-next': [
        createTypeScriptImportResolver({
          project: ['apps/*/tsconfig.json', 'packages/*/tsconfig.json', 'e2e/tsconfig.json'].map((path) =>
            join(root, path),
          ),
          noWarnOnMultipleProjects: true,
        }),
      ],
    },
    rules: {
      // Type-only imports are erased at build time and do not count as a cycle.
      'import-x/no-cycle': 'error',
      // Paths are resolved first, so `@/features/x`, `../../x` and `../db/schema/index.js` are caught alike.
      'import-x/no-restricted-paths': [
        'error',
        {
          basePath: root,
          zones: [
            ...features.map((feature) => ({
              target: `${web}/features/${feature}`,
              from: `${web}/features`,
              except: [`./${feature}`],
              message:
                'Features never import each other; move shared code down to components/, lib/, domain/ or the contract.',
            })),
            {
              target: [`${web}/lib`, `${web}/components`],
              from: [`${web}/features`, `${web}/app`],
              message: 'lib/ and components/ are shared by every feature and never import features/ or app/.',
            },
            {
              target: `${web}/components/ui`,
              from: [
                `${web}/lib/{api-client,api-client-*,xhr-upload,*-api}.ts`,
                `${web}/components/!(ui)/**`,
              ],
              message: uiMakesNoRequest,
            },
            {
              target: `${web}/domain`,
              from: [`${web}/features`, `${web}/app`],
              message:
                'domain/ holds the panel rules every feature may use (@/domain/*); it never imports features/ or app/.',
            },
            ...moduleFences,
            {
              target: [`${api}/!(modules)/**`, `${api}/*.ts`],
              from: [`${api}/modules/**`],
              except: apiModules.map(publicFileOf),
              message: 'Outside modules/, a module is reached only through its public.ts.',
            },
            {
              target: [`${api}/lib`, `${api}/types.ts`],
              from: `${api}/modules`,
              message: 'lib/ and types.ts are the kit every module uses; they import no module.',
            },
            {
              target: `${api}/modules`,
              from: `${api}/plugins`,
              message:
                'Plugins are a layer above the modules: a module imports no plugin (route helpers live in lib/records).',
            },
            {
              target: `${api}/plugins`,
              from: `${api}/modules`,
              message:
                'Plugins import no module, not even its public.ts: app.ts hands a plugin what it needs from a module.',
            },
            {
              target: apiRouteFiles,
              from: `${api}/db/schema`,
              message: 'Routes never touch tables; call a repository or a use-case.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['**/*.{ts,tsx,js,mjs,cjs}'],
    plugins: { coachboard: coachboardPlugin },
    rules: { 'coachboard/no-issue-tags': 'error' },
  },
  {
    // A module names its own tables and the shared ones; another module's come through its public.ts.
    files: [`${api}/modules/**/*.ts`],
    plugins: { 'coachboard-tables': tablesPlugin },
    rules: { 'coachboard-tables/own-tables-only': 'error' },
  },
  {
    files: ['**/*.{ts,tsx,js,mjs,cjs}'],
    plugins: { 'check-file': checkFile },
    rules: {
      'check-file/filename-naming-convention': [
        'error',
        { '**/*.{ts,tsx,js,mjs,cjs}': 'KEBAB_CASE' },
        // `vite.config.ts`, `x.test.tsx`: only the part before the first dot must be kebab-case.
        { ignoreMiddleExtensions: true },
      ],
    },
  },
  {
    files: ['packages/contract/**/*.ts', 'apps/web/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [ormOutOfTheBrowser, dataRouterOnly],
          patterns: [{ group: ['drizzle-orm/*'], message: ormOutOfTheBrowser.message }],
        },
      ],
    },
  },
  {
    // Replaces the panel's entry above for these files, so it repeats its paths.
    files: [`${web}/components/ui/**/*.{ts,tsx}`],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [
            ormOutOfTheBrowser,
            dataRouterOnly,
            { name: '@tanstack/react-query', message: uiMakesNoRequest },
          ],
          patterns: [{ group: ['drizzle-orm/*'], message: ormOutOfTheBrowser.message }],
        },
      ],
      'no-restricted-globals': [
        'error',
        { name: 'fetch', message: uiMakesNoRequest },
        { name: 'XMLHttpRequest', message: uiMakesNoRequest },
      ],
    },
  },
  {
    files: apiRouteFiles,
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: ['drizzle-orm', 'pg'].map((name) => ({
            name,
            message: 'Routes never import the ORM or the driver; call a repository or a use-case.',
          })),
          patterns: [
            {
              group: ['drizzle-orm/*', 'pg/*'],
              message: 'Routes never import the ORM or the driver; call a repository or a use-case.',
            },
          ],
        },
      ],
    },
  },
  {
    // A trashable table's `_with_trash` half holds the rows in the trash too; only the record declarations (and
    // the trash engine and schema) name it, everything else reads the live view or the schema's table objects.
    files: [`${api}/**/*.ts`],
    ignores: withTrashAllowed,
    rules: {
      'no-restricted-syntax': [
        'error',
        ...[`Literal[value=/_with_trash/]`, `TemplateElement[value.raw=/_with_trash/]`].map((selector) => ({
          selector,
          message:
            "Name a trashable table through its record declaration or the schema's `…WithTrash` table object, not as text.",
        })),
      ],
    },
  },
  {
    files: apiRepositoryFiles,
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [{ name: 'fastify', message: 'Repositories know nothing of Fastify; return data or null.' }],
          patterns: [
            {
              group: ['fastify/*', 'fastify-*', '@fastify/*'],
              message: 'Repositories know nothing of Fastify; return data or null.',
            },
          ],
        },
      ],
    },
  },
);

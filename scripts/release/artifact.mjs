// Puts the release directory together from a finished build: the compiled commands, the panel, the migrations,
// a package.json and lockfile of production dependencies only, and the licence texts.
import fs from 'node:fs';
import path from 'node:path';
import { foreignImports } from './imports.mjs';
import { pruneLockfile } from './lockfile.mjs';
import { operatorReadme } from './operator-readme.mjs';

/** The compiled entries (apps/api/tsup.config.ts) the artifact runs; each with its source map. */
export const COMMANDS = ['server.js', 'ops.js', 'storage-migrate.js'];

/** Workspaces compiled into the commands rather than installed. */
const BUNDLED = ['@coachboard/contract'];

// `--env-file-if-exists`: the artifact reads a .env beside it, as `npm start` does in a checkout.
const node = 'node --env-file-if-exists=.env';

const readJson = (file) => JSON.parse(fs.readFileSync(file, 'utf8'));
const writeJson = (file, value) => fs.writeFileSync(file, `${JSON.stringify(value, null, 2)}\n`);

/** What `npm run build` must have left for a release; missing pieces stop it with the file named. */
export const buildOutputs = (repoRoot) => [
  ...COMMANDS.map((file) => path.join(repoRoot, 'apps/api/dist', file)),
  path.join(repoRoot, 'apps/web/dist/index.html'),
];

/** The artifact's package.json: production dependencies only, and the operator commands as npm scripts. */
const packageJson = ({ rootPackage, dependencies, lockfile }) => ({
  name: rootPackage.name,
  version: rootPackage.version,
  description: 'Coachboard release: the compiled API and panel, production dependencies only',
  license: rootPackage.license,
  private: true,
  type: 'module',
  engines: rootPackage.engines,
  scripts: {
    start: `${node} server.js`,
    backup: `${node} ops.js backup`,
    restore: `${node} ops.js restore`,
    'storage:migrate': `${node} storage-migrate.js`,
  },
  dependencies,
  ...(rootPackage.allowScripts
    ? {
        allowScripts: Object.fromEntries(
          Object.entries(rootPackage.allowScripts).filter(
            ([name]) => `node_modules/${name}` in lockfile.packages,
          ),
        ),
      }
    : {}),
});

/**
 * Fills `dir` (created, must not exist) with the release of the build in `repoRoot`. Throws when a compiled
 * file imports a package that is not a production dependency.
 */
export const assembleArtifact = ({ repoRoot, dir, version, commit }) => {
  const from = (...parts) => path.join(repoRoot, ...parts);
  const to = (...parts) => path.join(dir, ...parts);
  const missing = buildOutputs(repoRoot).filter((file) => !fs.existsSync(file));
  if (missing.length > 0) throw new Error(`The build is incomplete, missing: ${missing.join(', ')}`);
  fs.mkdirSync(dir, { recursive: true });

  for (const file of COMMANDS) {
    fs.copyFileSync(from('apps/api/dist', file), to(file));
    if (fs.existsSync(from('apps/api/dist', `${file}.map`))) {
      fs.copyFileSync(from('apps/api/dist', `${file}.map`), to(`${file}.map`));
    }
  }
  // apps/api/src/paths.ts finds the panel in web/ beside server.js; db/migrate.ts finds drizzle/ above it.
  fs.cpSync(from('apps/web/dist'), to('web'), { recursive: true });
  fs.cpSync(from('apps/api/drizzle'), to('drizzle'), { recursive: true });
  for (const file of ['LICENSE', 'THIRD_PARTY_NOTICES']) fs.copyFileSync(from(file), to(file));

  const rootPackage = readJson(from('package.json'));
  const { dependencies, lockfile } = pruneLockfile({
    rootLock: readJson(from('package-lock.json')),
    workspace: 'apps/api',
    bundled: BUNDLED,
    name: rootPackage.name,
    version,
  });
  const foreign = foreignImports(
    COMMANDS.map((file) => to(file)),
    dependencies,
  );
  if (foreign.length > 0) {
    const list = foreign.map((hit) => `${path.basename(hit.file)} imports ${hit.package}`).join('; ');
    throw new Error(`Compiled code imports packages that are not production dependencies: ${list}`);
  }
  writeJson(to('package.json'), packageJson({ rootPackage, dependencies, lockfile }));
  writeJson(to('package-lock.json'), lockfile);
  fs.writeFileSync(to('VERSION'), `${version}\ncommit ${commit}\n`);
  fs.writeFileSync(to('README.md'), operatorReadme({ version, commit }));
  return { dependencies };
};

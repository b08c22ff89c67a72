// Which module owns which tables, read from the layout of apps/api/src/db/schema: `<module>.ts` holds the tables
// of modules/<module>, and that module alone names them; another module asks the owner's public.ts. The rule
// `coachboard-tables/own-tables-only` holds the imports (a table object or row type from another owner's file, or
// from index.ts); apps/api/test/architecture/table-owners.test.ts holds the SQL strings, which lint cannot read.
import { readdirSync, readFileSync } from 'node:fs';
import { basename, dirname, join, relative, resolve } from 'node:path';

const repoRoot = resolve(import.meta.dirname, '../..');
export const schemaDir = join(repoRoot, 'apps/api/src/db/schema');
const modulesDir = join(repoRoot, 'apps/api/src/modules');

/**
 * Schema files every module may name: accounts (every record names its author or owner; auth signs them in,
 * users and team manage them), uploads (lib/store-image.ts writes them for every module's images), the seed state
 * and kept row counts (lib/), the shared columns, and the index that re-exports all.
 */
export const sharedSchemaFiles = ['users', 'files', 'meta', 'columns', 'index'];

/** Schema files not named after their module. */
const ownerByFile = { workouts: 'member', 'check-ins': 'users' };

/**
 * The places that still read another module's tables, and whose tables they read: a file (relative to
 * apps/api/src/modules) or, where a module's code is being moved now, the whole module. A file here comes before
 * the owner in the dependency order (eslint.config.js's apiModules), so it cannot ask the owner's public.ts, or
 * it reads the owner's tables inside a statement of its own. The test fails an entry no longer needed, so the
 * list only shrinks: move a read behind the owner's public.ts and remove its entry.
 */
export const foreignTableReads = {
  // Where an exercise is used (its places on days, the programs it is assigned to, the unassign check):
  // exercises comes before training-days and programs, which hold those places.
  'exercises/exercise-places-repository.ts': ['programs', 'training-days'],
  'exercises/exercises-repository.ts': ['programs', 'training-days'],
  'exercises/program-exercises-repository.ts': ['programs', 'training-days'],
  // Whether a file is still held by a post, a program, a recipe or a check-in before it is deleted: files comes first.
  'files/use-cases/delete-file.ts': ['community', 'programs', 'recipes', 'users'],
  // The team's "require two-factor" setting, read in the sign-in statement: auth comes before team.
  'auth/accounts-repository.ts': ['team'],
  // Whether a reverted record is in the trash, inside the revert's statement (trash's module is being reworked).
  'audit/audit-repository.ts': ['trash'],
  // The users list's attention filters and the dashboard's user cards read assignments, and whether a user has
  // nutrition targets, in one statement (nutrition comes after users: it reads their schedule).
  'users/user-attention.ts': ['assignments', 'nutrition'],
  'users/user-attention-facts.ts': ['assignments', 'programs'],
  // What a user's purge takes with them (posts, comments): the record declarations, being reworked now.
  'users/user-record.ts': ['community'],
  // The program tree (weeks, days, day exercises, groups, the exercises on them) is being moved behind one
  // writer in training-days now.
  programs: ['exercises', 'training-days'],
  'training-days': ['audit', 'exercises', 'programs', 'assignments'],
  // A program's detail and its audit record count its assigned users in their own statements: programs comes
  // before assignments, which builds on it.
  'programs/programs-repository.ts': ['assignments'],
  'programs/program-record.ts': ['assignments'],
  // Moved out of programs with their statements: a user's schedule over the program's weeks and days, the
  // copies' fingerprints, personal copies written with their plans, and the template sync's reads of both trees.
  assignments: ['exercises', 'programs', 'training-days'],
  // The member's own views, being built now.
  member: ['exercises', 'training-days'],
};

/** The module owning schema file `file` (its base name without .ts), or null for a shared one. */
export const schemaFileOwner = (file) => {
  if (sharedSchemaFiles.includes(file)) return null;
  return ownerByFile[file] ?? file;
};

/** The module a source file belongs to (its folder under modules/), or null outside modules/. */
export const moduleOfFile = (filename) => {
  const path = relative(modulesDir, filename);
  if (path.startsWith('..') || path === filename) return null;
  return path.split(/[\\/]/)[0] ?? null;
};

/** The owners `filename` may read besides its own module's tables and the shared ones (its entry or its module's). */
export const allowedForeignOwners = (filename) => {
  const path = relative(modulesDir, filename).split('\\').join('/');
  return [...(foreignTableReads[path] ?? []), ...(foreignTableReads[path.split('/')[0]] ?? [])];
};

let exportsCache;
/** Every name a schema file exports (tables, row types, helpers), with the file it comes from. */
export const schemaExports = () => {
  if (exportsCache) return exportsCache;
  exportsCache = new Map();
  for (const entry of readdirSync(schemaDir)) {
    if (!entry.endsWith('.ts') || entry === 'index.ts') continue;
    const file = basename(entry, '.ts');
    const text = readFileSync(join(schemaDir, entry), 'utf8');
    for (const [, names] of text.matchAll(/^export (?:const|type|interface|function) \[?([\w, ]+)\]?/gm)) {
      for (const name of names.split(',').map((part) => part.trim())) if (name) exportsCache.set(name, file);
    }
  }
  return exportsCache;
};

/** The schema file (base name) a specifier imported by `filename` names, or null when it is no schema file. */
export const schemaFileOf = (filename, specifier) => {
  if (!specifier.startsWith('.')) return null;
  const target = resolve(dirname(filename), specifier).replace(/\.[cm]?[jt]s$/, '');
  if (dirname(target) !== schemaDir) return null;
  return basename(target);
};

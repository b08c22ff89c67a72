// Finds import circles among the workspaces' own source files, type-only imports included. ESLint's
// import-x/no-cycle leaves type-only imports out (they are erased at build time), but a circle of types still
// ties layers together: lib/ and plugins/ must not lean on a module even for a type. Usage: node
// scripts/import-cycles.mjs (exits 1 and prints each circle when there is one).
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';

const repoRoot = resolve(dirname(fileURLToPath(import.meta.url)), '..');

/** The source roots checked, each with the alias its files may use for it (the panel's `@/`). */
export const sourceRoots = [
  { dir: 'apps/api/src' },
  { dir: 'apps/web/src', alias: '@/' },
  { dir: 'packages/contract/src' },
];

const isSource = (name) => /\.tsx?$/.test(name) && !/\.test\.tsx?$/.test(name) && !name.endsWith('.d.ts');

const sourceFiles = (dir) =>
  readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && isSource(entry.name))
    .map((entry) => join(entry.parentPath, entry.name));

const candidates = (base) => {
  const stem = base.replace(/\.(m?js|jsx)$/, '');
  return [base, `${stem}.ts`, `${stem}.tsx`, join(base, 'index.ts'), join(base, 'index.tsx')];
};

const resolveSpecifier = (from, specifier, root) => {
  let base;
  if (specifier.startsWith('.')) base = resolve(dirname(from), specifier);
  else if (root.alias && specifier.startsWith(root.alias))
    base = join(root.absolute, specifier.slice(root.alias.length));
  else return null;
  return (
    candidates(base).find((path) => existsSync(path) && statSync(path).isFile() && isSource(path)) ?? null
  );
};

/** Every import and re-export of a file (`import type` and `export type … from` included). */
const importsOf = (path) =>
  ts.preProcessFile(readFileSync(path, 'utf8'), true, true).importedFiles.map((file) => file.fileName);

/** The circles (strongly connected groups of files, or a file importing itself) under the given roots. */
export const findImportCycles = (roots = sourceRoots, base = repoRoot) => {
  const graph = new Map();
  for (const root of roots) {
    const absolute = resolve(base, root.dir);
    const withPath = { ...root, absolute };
    for (const file of sourceFiles(absolute)) {
      const targets = importsOf(file)
        .map((specifier) => resolveSpecifier(file, specifier, withPath))
        .filter((target) => target !== null);
      graph.set(file, [...new Set(targets)]);
    }
  }
  // Tarjan's strongly connected components, iterative so a deep chain cannot overflow the stack.
  const index = new Map();
  const low = new Map();
  const onStack = new Set();
  const stack = [];
  const cycles = [];
  let counter = 0;
  for (const start of graph.keys()) {
    if (index.has(start)) continue;
    const work = [[start, 0]];
    index.set(start, counter);
    low.set(start, counter++);
    stack.push(start);
    onStack.add(start);
    while (work.length > 0) {
      const frame = work[work.length - 1];
      const [node, next] = frame;
      const edges = graph.get(node) ?? [];
      if (next < edges.length) {
        frame[1] += 1;
        const target = edges[next];
        if (!graph.has(target)) continue;
        if (!index.has(target)) {
          index.set(target, counter);
          low.set(target, counter++);
          stack.push(target);
          onStack.add(target);
          work.push([target, 0]);
        } else if (onStack.has(target)) {
          low.set(node, Math.min(low.get(node), index.get(target)));
        }
        continue;
      }
      work.pop();
      if (work.length > 0) {
        const parent = work[work.length - 1][0];
        low.set(parent, Math.min(low.get(parent), low.get(node)));
      }
      if (low.get(node) !== index.get(node)) continue;
      const component = [];
      let member;
      do {
        member = stack.pop();
        onStack.delete(member);
        component.push(member);
      } while (member !== node);
      if (component.length > 1 || (graph.get(node) ?? []).includes(node)) {
        cycles.push(component.map((file) => relative(base, file)).sort());
      }
    }
  }
  return cycles;
};

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const cycles = findImportCycles();
  for (const cycle of cycles)
    console.error(`Import circle (type-only imports included):\n  ${cycle.join('\n  ')}`);
  if (cycles.length > 0) process.exit(1);
  console.log('No import circle, type-only imports included.');
}

#!/usr/bin/env node
// Gzip size of the JavaScript a first visit loads, after `npm run build`, against the budgets:
// - the sign-in page: the entry chunk, the sign-in route chunk and every chunk they import statically;
// - the signed-in shell: the admin layout's chunk and its static imports beyond the sign-in page;
// - the chunks two or more area routes share, as much of them as one route loads;
// - each area route: its route chunk and the chunks it imports statically that the signed-in shell (the
//   sign-in set plus the admin layout's) has not loaded already and no other route shares.
// Exits 1 when a budget is exceeded.
import { readFileSync, readdirSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';

const KIB = 1024;
// React DOM alone is about 66 KiB and React Router's declarative mode about 14 KiB more (its data router would
// add 16 KiB): TanStack Query, the data router, zod and Radix stay out of the first load (ADR 0005).
// The entry also holds the route table, whose every screen brings its lazy loader and the list of chunks to
// preload with it (about 0.15 KiB a screen): 100 KiB until the check-ins, nutrition templates, meal plans and
// shopping list screens took it to 100.1 KiB (ADR 0005).
const SIGN_IN_BUDGET = 102 * KIB;
const ROUTE_BUDGET = 50 * KIB;
// zod and the contract's schemas (about half of it), the form library and the dialog kit.
const SHARED_BUDGET = 110 * KIB;

const dist = process.env.WEB_DIST ?? resolve(dirname(fileURLToPath(import.meta.url)), '../apps/web/dist');
const assets = join(dist, 'assets');
const names = readdirSync(assets);
const html = readFileSync(join(dist, 'index.html'), 'utf8');
const entries = [...html.matchAll(/<script[^>]+src="\/assets\/([^"]+\.js)"/g)].map((match) => match[1]);
const chunkNamed = (prefix) => names.find((name) => name.startsWith(`${prefix}-`) && name.endsWith('.js'));

const gzipSizes = new Map();
const gzipSize = (name) => {
  if (!gzipSizes.has(name))
    gzipSizes.set(name, gzipSync(readFileSync(join(assets, name)), { level: 9 }).length);
  return gzipSizes.get(name);
};

/** The chunk and every chunk it imports statically (dynamic import() chunks load later). */
const closure = (roots) => {
  const seen = new Set();
  const visit = (name) => {
    if (seen.has(name)) return;
    seen.add(name);
    const code = readFileSync(join(assets, name), 'utf8');
    for (const match of code.matchAll(/(?:^|[;\s}])import\s*(?:[^'"();]*?from\s*)?["']\.\/([^"']+\.js)["']/g))
      visit(match[1]);
  };
  roots.forEach(visit);
  return seen;
};
const total = (chunks) => [...chunks].reduce((sum, name) => sum + gzipSize(name), 0);
const format = (bytes) => `${(bytes / KIB).toFixed(1)} KiB gzip`;

const signInChunk = chunkNamed('sign-in-route');
const adminLayoutChunk = chunkNamed('admin-layout');
if (!signInChunk || !adminLayoutChunk)
  throw new Error('No sign-in route or admin layout chunk: run `npm run build` first');

let failed = false;
const report = (label, bytes, budget) => {
  const over = bytes > budget;
  failed ||= over;
  console.log(
    `${over ? '✘' : '✔'} ${label.padEnd(34)} ${format(bytes).padStart(16)}  (budget ${format(budget)})`,
  );
};

const signIn = closure([...entries, signInChunk]);
report('sign-in page', total(signIn), SIGN_IN_BUDGET);

const shell = closure([...signIn, adminLayoutChunk]);
report('signed-in shell (admin layout)', total(shell) - total(signIn), ROUTE_BUDGET);

// What the shell starts loading once its first screen is on view (the search, the top-bar menus): not before, so
// no budget, but printed so that it stays in sight. The two-factor guard loads only for a member it concerns. The
// shell's modules share a chunk (vite.config.ts), so its dynamic imports are read from every chunk it loads.
const afterPaint = closure(
  [...shell]
    .filter((name) => !signIn.has(name))
    .flatMap((name) => [
      ...readFileSync(join(assets, name), 'utf8').matchAll(/import\(\s*[`'"]\.\/([^`'"]+\.js)[`'"]\s*\)/g),
    ])
    .map((match) => match[1])
    .filter((name) => !name.startsWith('two-factor-setup-guard-')),
);
const afterPaintOnly = [...afterPaint].filter((name) => !shell.has(name));
console.log(
  `  (loaded by the shell after its first screen: ${format(total(afterPaintOnly))}, ${afterPaintOnly.length} files)`,
);

// Chunks that two or more area routes import (the contract's schemas, form and dialog kits) load once, with the
// first route that needs each; they are measured apart from each route's own. The budget holds what one first
// visit loads of them (the route that loads the most): summing every shared chunk counted together chunks that no
// visit loads together (a form only the recipe list and the recipe page share, and one only the community's
// two pages share), and grew with each chunk two pages of one area split off.
const routeChunks = names.filter((name) => /-route-[\w-]+\.js$/.test(name) && name !== signInChunk).sort();
const routeClosures = new Map(
  routeChunks.map((name) => [name, [...closure([name])].filter((chunk) => !shell.has(chunk))]),
);
const users = new Map();
for (const chunks of routeClosures.values())
  for (const chunk of chunks) users.set(chunk, (users.get(chunk) ?? 0) + 1);
const shared = new Set(
  [...users].filter(([chunk, count]) => count > 1 && !routeClosures.has(chunk)).map(([chunk]) => chunk),
);
const [largestSharedRoute, largestShared] = [...routeClosures]
  .map(([routeChunk, chunks]) => [routeChunk, total(chunks.filter((chunk) => shared.has(chunk)))])
  .reduce((largest, entry) => (entry[1] > largest[1] ? entry : largest), ['', 0]);
report(`shared, loaded by ${largestSharedRoute.replace(/-[\w-]{8}\.js$/, '')}`, largestShared, SHARED_BUDGET);
console.log(`  (every shared chunk together: ${format(total(shared))}, ${shared.size} files)`);
for (const [routeChunk, chunks] of routeClosures) {
  const own = chunks.filter((chunk) => !shared.has(chunk));
  report(routeChunk.replace(/-[\w-]{8}\.js$/, ''), total(own), ROUTE_BUDGET);
}
process.exit(failed ? 1 : 0);

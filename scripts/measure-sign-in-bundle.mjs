#!/usr/bin/env node
// Gzip size of the JavaScript the sign-in page loads: the entry chunk, the sign-in route chunk and every chunk
// they import statically. Run after `npm run build`.
import { readFileSync, readdirSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';

const dist = resolve(dirname(fileURLToPath(import.meta.url)), '../apps/web/dist');
const assets = join(dist, 'assets');
const html = readFileSync(join(dist, 'index.html'), 'utf8');
const entries = [...html.matchAll(/<script[^>]+src="\/assets\/([^"]+\.js)"/g)].map((match) => match[1]);
const signInChunk = readdirSync(assets).find((name) => /^sign-in-route-.*\.js$/.test(name));
if (!signInChunk) throw new Error('No sign-in route chunk: run `npm run build` first');

const seen = new Set();
const visit = (name) => {
  if (seen.has(name)) return;
  seen.add(name);
  const code = readFileSync(join(assets, name), 'utf8');
  // Static imports only (`import{..}from"./x.js"` or `import"./x.js"`); dynamic import() chunks load later.
  for (const match of code.matchAll(/(?:^|[;\s}])import\s*(?:[^'"();]*?from\s*)?["']\.\/([^"']+\.js)["']/g))
    visit(match[1]);
};
[...entries, signInChunk].forEach(visit);

let raw = 0;
let gzip = 0;
for (const name of seen) {
  const code = readFileSync(join(assets, name));
  raw += code.length;
  gzip += gzipSync(code, { level: 9 }).length;
}
console.log(`${seen.size} chunks: ${(raw / 1024).toFixed(1)} KiB raw, ${(gzip / 1024).toFixed(1)} KiB gzip`);
console.log([...seen].sort().join('\n'));

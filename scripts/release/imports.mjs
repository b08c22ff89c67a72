// What the compiled files of the artifact import: every bare specifier must be a production dependency, since
// the artifact is installed with `npm ci --omit=dev` and anything else would be missing at run time.
import fs from 'node:fs';
import { isBuiltin } from 'node:module';

const patterns = [
  // import x from 'p'; import { a } from 'p'; import 'p'; export { a } from 'p'
  /(?:^|[\n;])\s*(?:import|export)\s*(?:[\w$*{}\s,]+\s*from\s*)?["']([^"'\n]+)["']/g,
  // import('p'), require('p'), __require('p')
  /\b(?:import|require|__require)\(\s*["']([^"'\n]+)["']\s*\)/g,
];

/** The package a bare specifier names ('@scope/name/sub' → '@scope/name'), or null for builtins and paths. */
export const packageOf = (specifier) => {
  if (specifier.startsWith('.') || specifier.startsWith('/') || isBuiltin(specifier)) return null;
  const parts = specifier.split('/');
  return specifier.startsWith('@') ? parts.slice(0, 2).join('/') : parts[0];
};

/** The packages `source` (compiled JavaScript) imports, sorted. */
export const importedPackages = (source) => {
  const found = new Set();
  for (const pattern of patterns) {
    for (const match of source.matchAll(pattern)) {
      const name = packageOf(match[1]);
      if (name) found.add(name);
    }
  }
  return [...found].sort();
};

/** `{ file, package }` for every import in `files` of a package not in `dependencies`. */
export const foreignImports = (files, dependencies) =>
  files.flatMap((file) =>
    importedPackages(fs.readFileSync(file, 'utf8'))
      .filter((name) => !Object.hasOwn(dependencies, name))
      .map((name) => ({ file, package: name })),
  );

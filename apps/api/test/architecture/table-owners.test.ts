import { readdirSync, readFileSync } from 'node:fs';
import { basename, join, relative } from 'node:path';
import { getTableName, is } from 'drizzle-orm';
import { PgTable } from 'drizzle-orm/pg-core';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import {
  allowedForeignOwners,
  foreignTableReads,
  schemaDir,
  schemaExports,
  schemaFileOf,
  schemaFileOwner,
} from '../../../../scripts/eslint-rules/table-owners.mjs';

// What lint cannot see: a table named in an SQL string. Each module's SQL names its own tables and the shared
// ones; the places left reading another module's tables are listed in table-owners.mjs (`foreignTableReads`),
// and a listed place that no longer reads them fails too, so the list only shrinks.

const modulesDir = join(import.meta.dirname, '../../src/modules');

/** Every SQL table name with the module owning it (shared tables are left out). */
const tableOwners = async () => {
  const owners = new Map<string, string>();
  for (const entry of readdirSync(schemaDir)) {
    const owner = schemaFileOwner(basename(entry, '.ts'));
    if (!entry.endsWith('.ts') || owner === null) continue;
    const tables: Record<string, unknown> = await import(join(schemaDir, entry));
    for (const value of Object.values(tables)) if (is(value, PgTable)) owners.set(getTableName(value), owner);
  }
  return owners;
};

const sourceFiles = (dir: string): string[] =>
  readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && entry.name.endsWith('.ts'))
    .map((entry) => join(entry.parentPath, entry.name));

/**
 * The SQL a file writes as text: the literal parts of sql`...` templates and of sql.raw(...) arguments, and the
 * string arguments of calls, read as a table name (a view handed to a statement builder: byId('recipes')).
 */
const sqlTexts = (file: string) => {
  const source = ts.createSourceFile(file, readFileSync(file, 'utf8'), ts.ScriptTarget.Latest, true);
  const texts: string[] = [];
  const literalParts = (node: ts.Node) => {
    if (ts.isNoSubstitutionTemplateLiteral(node) || ts.isStringLiteral(node)) texts.push(node.text);
    else if (ts.isTemplateExpression(node)) {
      texts.push(node.head.text, ...node.templateSpans.map((span) => span.literal.text));
    }
  };
  const visit = (node: ts.Node) => {
    if (ts.isTaggedTemplateExpression(node) && node.tag.getText(source) === 'sql')
      literalParts(node.template);
    if (ts.isCallExpression(node) && node.expression.getText(source) === 'sql.raw') {
      node.arguments.forEach(literalParts);
    }
    if (ts.isCallExpression(node)) {
      for (const argument of node.arguments)
        if (ts.isStringLiteral(argument)) texts.push(`from ${argument.text}`);
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return texts;
};

/** The tables an SQL text reads or writes: the names after from, join, into, update and `table`. */
const tablesIn = (text: string) =>
  [...text.matchAll(/\b(?:from|join|into|update|table)\s+(?:only\s+)?"?([a-z_][a-z0-9_]*)"?/gi)].map(
    (match) => match[1]!.toLowerCase(),
  );

/** The owners whose tables a file names in SQL or imports from db/schema, besides its own module. */
const foreignOwnersOf = (file: string, module: string, owners: Map<string, string>) => {
  const found = new Map<string, Set<string>>();
  const add = (owner: string | null | undefined, what: string) => {
    if (!owner || owner === module) return;
    found.set(owner, (found.get(owner) ?? new Set()).add(what));
  };
  for (const text of sqlTexts(file)) for (const table of tablesIn(text)) add(owners.get(table), table);
  const imports = readFileSync(file, 'utf8').matchAll(/import (?:type )?\{([^}]*)\} from '([^']+)'/g);
  for (const [, names, specifier] of imports) {
    const schemaFile = schemaFileOf(file, specifier!);
    if (schemaFile === null) continue;
    for (const name of names!.split(',').map((part) => part.replace(/^\s*type\s+/, '').trim())) {
      const from = schemaFile === 'index' ? schemaExports().get(name) : schemaFile;
      if (from) add(schemaFileOwner(from), name);
    }
  }
  return found;
};

describe("a module names only its own tables (another module's through its public.ts)", () => {
  it('finds the SQL of a file and the tables in it', () => {
    expect(
      tablesIn('select id from training_programs p left join users o on o.id = p.owner_user_id'),
    ).toEqual(['training_programs', 'users']);
    expect(tablesIn('insert into "posts" (id) values (1); update only recipes set x = 1')).toEqual([
      'posts',
      'recipes',
    ]);
  });

  it('holds for every module but the listed places, and every listed place still needs its entry', async () => {
    const owners = await tableOwners();
    expect(owners.get('training_days')).toBe('training-days');
    expect(owners.get('posts_with_trash')).toBe('community');
    expect(owners.has('users')).toBe(false);

    const unlisted: string[] = [];
    const needed = new Map<string, Set<string>>();
    for (const file of sourceFiles(modulesDir)) {
      const path = relative(modulesDir, file).split('\\').join('/');
      const module = path.split('/')[0]!;
      const allowed = allowedForeignOwners(file);
      for (const [owner, names] of foreignOwnersOf(file, module, owners)) {
        if (!allowed.includes(owner)) unlisted.push(`${path} names ${owner}'s ${[...names].join(', ')}`);
        for (const key of [path, module]) needed.set(key, (needed.get(key) ?? new Set()).add(owner));
      }
    }
    const stale = Object.entries(foreignTableReads).flatMap(([key, listed]) =>
      listed.filter((owner) => !needed.get(key)?.has(owner)).map((owner) => `${key}: ${owner}`),
    );
    expect(unlisted, 'ask the owning module through its public.ts').toEqual([]);
    expect(stale, "remove these entries from table-owners.mjs's foreignTableReads").toEqual([]);
  });
});

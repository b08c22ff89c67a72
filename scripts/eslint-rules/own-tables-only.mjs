// A module names its own tables only (and the shared ones): another module's table object or row type comes
// from that module's schema file, so importing it, by its file or through db/schema/index.ts, is reported.
// Ownership and the remaining exceptions: table-owners.mjs.
import {
  allowedForeignOwners,
  moduleOfFile,
  schemaExports,
  schemaFileOf,
  schemaFileOwner,
} from './table-owners.mjs';

const message =
  "{{module}} names {{what}} of the {{owner}} module's tables: ask modules/{{owner}}/public.ts for it " +
  '(a module reads another one only through its functions; table-owners.mjs says who owns what).';

export const ownTablesOnly = {
  meta: {
    type: 'problem',
    docs: { description: "Reports a module importing another module's tables from db/schema" },
    schema: [],
    messages: { foreignTable: message },
  },
  create(context) {
    const filename = context.filename;
    const module = moduleOfFile(filename);
    if (!module) return {};
    const allowed = new Set([module, ...allowedForeignOwners(filename)]);
    const reportOwner = (node, owner, what) => {
      if (owner && !allowed.has(owner)) {
        context.report({ node, messageId: 'foreignTable', data: { module, owner, what } });
      }
    };
    return {
      ImportDeclaration(node) {
        const file = schemaFileOf(filename, String(node.source.value));
        if (file === null) return;
        if (file !== 'index') {
          reportOwner(node.source, schemaFileOwner(file), `the file ${file}.ts`);
          return;
        }
        const exported = schemaExports();
        for (const specifier of node.specifiers) {
          if (specifier.type !== 'ImportSpecifier') {
            reportOwner(specifier, 'every', 'all');
            continue;
          }
          const name = specifier.imported.name ?? specifier.imported.value;
          const from = exported.get(name);
          if (from) reportOwner(specifier, schemaFileOwner(from), `'${name}', one`);
        }
      },
    };
  },
};

/** `coachboard-tables/own-tables-only`. */
export const tablesPlugin = { rules: { 'own-tables-only': ownTablesOnly } };

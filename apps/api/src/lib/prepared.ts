import { withCompiledRows } from './compiled-rows.js';
import type { Queryable } from './db-types.js';

/**
 * Statements whose shape depends on a few variants (which of a list's filters are set): each variant's SQL text
 * is built once per database handle, on first use, instead of on every request. `variant` must come from a small
 * fixed set (a key per filter combination), never from user text. Its rows are mapped by a loop compiled from its
 * columns (lib/compiled-rows.ts).
 */
export const preparedStatementFamily = <Variant extends string, Statement>(
  build: (db: Queryable, variant: Variant) => Statement,
) => {
  const built = new WeakMap<Queryable, Map<Variant, Statement>>();
  return (db: Queryable, variant: Variant): Statement => {
    let family = built.get(db);
    if (!family) {
      family = new Map();
      built.set(db, family);
    }
    let statement = family.get(variant);
    if (!statement) {
      statement = withCompiledRows(build(db, variant));
      family.set(variant, statement);
    }
    return statement;
  };
};

/**
 * A statement of fixed shape built once per database handle and run as a named prepared statement, so neither
 * its SQL text (Drizzle) nor its plan (PostgreSQL) is rebuilt on every request. Only for statements whose shape
 * never varies: searches stay unnamed so PostgreSQL plans each term on its own.
 */
export const preparedStatement = <Statement>(build: (db: Queryable) => Statement) => {
  const family = preparedStatementFamily((db: Queryable, _variant: 'fixed') => build(db));
  return (db: Queryable): Statement => family(db, 'fixed');
};

/**
 * The statement name for a text search: none. Drizzle types a prepared statement's name as required, but without
 * one pg sends an unnamed statement, which PostgreSQL plans with each run's own values. A named one switches to a
 * generic plan after five runs, and a trigram search planned without its term is a hundred times slower.
 */
const UNNAMED_STATEMENT = undefined as unknown as string;

/** The name of a statement built once: named (a generic plan is fine) unless it searches text. */
export const statementName = (name: string, searchesText: boolean) =>
  searchesText ? UNNAMED_STATEMENT : name;

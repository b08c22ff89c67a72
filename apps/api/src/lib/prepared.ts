import type { Queryable } from './db-types.js';

/**
 * A statement of fixed shape built once per database handle and run as a named prepared statement, so neither
 * its SQL text (Drizzle) nor its plan (PostgreSQL) is rebuilt on every request. Only for statements whose shape
 * never varies: searches stay unnamed so PostgreSQL plans each term on its own.
 */
export const preparedStatement = <Statement>(build: (db: Queryable) => Statement) => {
  const built = new WeakMap<Queryable, Statement>();
  return (db: Queryable): Statement => {
    let statement = built.get(db);
    if (!statement) {
      statement = build(db);
      built.set(db, statement);
    }
    return statement;
  };
};

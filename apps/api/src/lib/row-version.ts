import { and, eq, sql, type AnyColumn, type SQL } from 'drizzle-orm';

/**
 * `updated_at` is the version an editor's save is checked against (`expected_updated_at`). The API sends it
 * in milliseconds (`toISOString()`), so every write stores a millisecond value later than the one before,
 * even two writes in the same millisecond or a transaction whose now() is older than the stored value.
 */
export const nextUpdatedAt = (updatedAt: AnyColumn): SQL =>
  sql`greatest(date_trunc('milliseconds', now()), date_trunc('milliseconds', ${updatedAt}) + interval '1 millisecond')`;

/**
 * The row condition of an update: this id and, when the client sent the `updated_at` it loaded, still that
 * version. Put in the update's own `where`, the check and the write are one statement, so two saves of the
 * same version cannot both pass. Compared as whole epoch milliseconds so no client text is parsed by SQL.
 */
export const isRowVersion = (
  id: AnyColumn,
  idValue: number,
  updatedAt: AnyColumn,
  expectedUpdatedAt: string | undefined,
): SQL | undefined => {
  if (expectedUpdatedAt === undefined) return eq(id, idValue);
  const epochMilliseconds = Date.parse(expectedUpdatedAt);
  return and(eq(id, idValue), sql`floor(extract(epoch from ${updatedAt}) * 1000) = ${epochMilliseconds}`);
};

/**
 * Whether a row already read (and locked) is the version the client sent, compared as `isRowVersion` does: whole
 * epoch milliseconds (a Date holds no finer), true when the client sent none.
 */
export const isSameRowVersion = (updatedAt: Date, expectedUpdatedAt: string | undefined) =>
  expectedUpdatedAt === undefined || updatedAt.getTime() === Date.parse(expectedUpdatedAt);

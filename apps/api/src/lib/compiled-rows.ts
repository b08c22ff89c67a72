import {
  Column,
  DrizzleQueryError,
  fillPlaceholders,
  is,
  NoopLogger,
  SQL,
  Subquery,
  type DriverValueDecoder,
} from 'drizzle-orm';
import { NoopCache } from 'drizzle-orm/cache/core';

/*
 * Drizzle maps every row of a result through `mapResultRow`: for each column it asks `is()` what kind of field
 * it is, walks the field's path and tracks which joined tables came back all null. On a 30-row page that is a
 * tenth of the request's CPU, all of it answering the same questions for every row. A statement built once
 * (lib/prepared.ts) can answer them once: its columns' names and decoders are fixed, so its rows are mapped by a
 * plain loop. Only flat selections are compiled (a nested one has drizzle's null-the-joined-object rule), and
 * only when drizzle would send the statement straight to pg (no logger, no query cache): anything else keeps
 * drizzle's own execute, so the rows are the same either way.
 */

interface SelectedField {
  path: string[];
  field: unknown;
}

/** The parts of drizzle-orm's node-postgres prepared query this reads (drizzle-orm 0.45). */
interface NodePgPrepared {
  fields?: SelectedField[];
  customResultMapper?: unknown;
  logger?: unknown;
  cache?: unknown;
  params: unknown[];
  queryConfig: { text: string };
  client: { query: (config: object, values: unknown[]) => Promise<{ rows: unknown[][] }> };
  execute: (values?: Record<string, unknown>) => Promise<unknown[]>;
}

type Decoder = DriverValueDecoder<unknown, unknown>;
/** drizzle keeps an SQL expression's decoder (`mapWith`) as an internal field, as `mapResultRow` reads it. */
const sqlDecoder = (expression: SQL) => (expression as unknown as { decoder: Decoder }).decoder;

const decoderOf = (field: unknown): Decoder => {
  if (is(field, Column)) return field;
  if (is(field, SQL)) return sqlDecoder(field);
  if (is(field, Subquery)) return sqlDecoder(field._.sql);
  return sqlDecoder((field as SQL.Aliased).sql);
};

const compiledMapper = (fields: SelectedField[]) => {
  const names = fields.map(({ path }) => path[0]!);
  const decoders = fields.map(({ field }) => decoderOf(field));
  const width = names.length;
  return (row: unknown[]) => {
    const result: Record<string, unknown> = {};
    for (let index = 0; index < width; index += 1) {
      const raw = row[index];
      result[names[index]!] = raw === null ? null : decoders[index]!.mapFromDriverValue(raw);
    }
    return result;
  };
};

const isCompilable = (statement: Partial<NodePgPrepared>): statement is NodePgPrepared =>
  Array.isArray(statement.fields) &&
  statement.fields.every(({ path }) => path.length === 1) &&
  statement.customResultMapper === undefined &&
  statement.queryConfig !== undefined &&
  typeof statement.client?.query === 'function' &&
  is(statement.logger, NoopLogger) &&
  (statement.cache === undefined || is(statement.cache, NoopCache));

/**
 * The statement with its rows mapped by a loop compiled from its columns (when drizzle would do no more than
 * send it and map the rows; otherwise the statement unchanged). Errors are wrapped as drizzle wraps them.
 */
export const withCompiledRows = <Statement>(statement: Statement): Statement => {
  const prepared = statement as Partial<NodePgPrepared>;
  if (!isCompilable(prepared)) return statement;
  const mapRow = compiledMapper(prepared.fields!);
  const { client, queryConfig } = prepared;
  prepared.execute = async (values = {}) => {
    const params = fillPlaceholders(prepared.params, values);
    let result;
    try {
      result = await client.query(queryConfig, params);
    } catch (error) {
      throw new DrizzleQueryError(queryConfig.text, params, error as Error);
    }
    return result.rows.map(mapRow);
  };
  return statement;
};

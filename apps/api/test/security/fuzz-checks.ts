import { sql } from 'drizzle-orm';
import { z } from 'zod';
import type { Database } from '../../src/db/client.js';

/** The documented error envelope, strictly: no other keys (no `stack`, `code`, `statusCode`, `error`). */
const errorEnvelope = z
  .object({
    success: z.literal(false),
    message: z.string().min(1),
    errors: z.record(z.string(), z.array(z.string())).optional(),
  })
  .strict();

/** What a body must never show: stack frames, source paths, SQL and PostgreSQL's own words, JS error names. */
const LEAKS: [name: string, pattern: RegExp][] = [
  ['stack frame', /\bat [^\s(]+ \(|\n\s+at \S/],
  ['source path', /\/src\/|node_modules|\.ts:\d+|\.js:\d+/],
  // SQL-shaped only: the spec's own messages say "select" ("Please select at least one muscle group").
  ['SQL select', /\bselect\s+(?:\*|"|distinct\b|count\(|[\w."]+\s*,)[\s\S]*?\bfrom\b/i],
  ['query failure', /failed query/i],
  ['SQL insert', /insert\s+into/i],
  ['SQL delete', /delete\s+from/i],
  ['SQL update', /\bupdate\s+"?\w+"?\s+set\b/i],
  ['constraint violation', /violates/i],
  ['SQL syntax error', /syntax error/i],
  ['PostgreSQL name', /\bpg_/i],
  ['PostgreSQL relation', /relation "/i],
  ['PostgreSQL duplicate key', /duplicate key value/i],
  ['PostgreSQL input syntax', /invalid input syntax/i],
  ['PostgreSQL range', /out of range for type/i],
  ['JS error name', /\b(TypeError|RangeError|ReferenceError|SyntaxError|AggregateError)\b/],
];

/** Every string (keys included) in a JSON text; none when it is not JSON. */
const jsonStrings = (text: string): string[] => {
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    return [];
  }
  const out: string[] = [];
  const pending: unknown[] = [parsed];
  while (pending.length > 0) {
    const current = pending.pop();
    if (typeof current === 'string') out.push(current);
    else if (typeof current === 'object' && current !== null) {
      for (const [key, entry] of Object.entries(current)) {
        out.push(key);
        pending.push(entry);
      }
    }
  }
  return out;
};

const safeDecode = (text: string) => {
  try {
    return decodeURIComponent(text.replace(/\+/g, ' '));
  } catch {
    return text;
  }
};

/** Problems with one answer: 5xx, an error outside the envelope, internal text the request did not contain. */
export const answerProblems = (
  status: number,
  contentType: string | undefined,
  body: string,
  requestText: string,
): string[] => {
  const problems: string[] = [];
  if (status >= 500) problems.push(`status ${status}`);
  if (status >= 400) {
    if (!contentType?.startsWith('application/json')) problems.push(`error content type ${contentType}`);
    let parsed: unknown;
    try {
      parsed = JSON.parse(body);
    } catch {
      problems.push('error body is not JSON');
    }
    if (parsed !== undefined) {
      const result = errorEnvelope.safeParse(parsed);
      if (!result.success) {
        const issues = result.error.issues.map(
          (issue) => `${issue.path.join('.') || 'body'}: ${issue.message}`,
        );
        problems.push(`error body outside the envelope (${issues.join('; ')})`);
      }
    }
  }
  const sent = safeDecode(requestText);
  // The body as sent and its JSON strings decoded (so `\"id\"` reads `"id"`).
  const shown = `${body}\n${jsonStrings(body).join('\n')}`;
  for (const [name, pattern] of LEAKS) {
    if (pattern.test(shown) && !pattern.test(sent) && !pattern.test(requestText)) {
      problems.push(`${name} in body: ${shown.match(pattern)?.[0].slice(0, 120)}`);
    }
  }
  return problems;
};

/**
 * Tables whose rows change on refused requests by design: rate_limit_counters counts refused sign-ins and
 * reset attempts (that is the brute-force protection), audit_entries notes refusals; and one that changes on
 * its own: job_workers, where the job worker beats every 30 s (a run slower than that sees a beat between two
 * fingerprints).
 */
const CHANGED_BY_REFUSALS = new Set(['rate_limit_counters', 'audit_entries', 'job_workers']);

/** Every application table in the public schema (new tables join without editing this file). */
export const appTables = async (db: Database): Promise<string[]> => {
  const result = await db.execute<{ name: string }>(sql`
    select table_name as name from information_schema.tables
    where table_schema = 'public' and table_type = 'BASE TABLE' order by table_name`);
  return result.rows.map((row) => row.name).filter((name) => !CHANGED_BY_REFUSALS.has(name));
};

/** Row count and an md5 over every row's text, per table: equal fingerprints mean unchanged data. */
export const fingerprint = async (db: Database, tables: string[]): Promise<Map<string, string>> => {
  const query = tables
    .map(
      (table) =>
        `select '${table}' as name, count(*) || ':' || md5(coalesce(string_agg(t::text, '|' order by t::text), '')) as print from "${table}" t`,
    )
    .join(' union all ');
  const result = await db.execute<{ name: string; print: string }>(sql.raw(query));
  return new Map(result.rows.map((row) => [row.name, row.print]));
};

export const changedTables = (before: Map<string, string>, after: Map<string, string>) =>
  [...after.keys()].filter((table) => before.get(table) !== after.get(table));

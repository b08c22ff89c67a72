import { AUDIT_RECORD_ACTIONS, AUDIT_RECORD_CONTENT_TYPES } from '@coachboard/contract';
import type { BenchHandle } from './harness.js';
import { encodeAuditCursor } from '../src/modules/audit/audit-repository.js';
import { AUDIT_ADMIN_EMAIL, AUDIT_RECORD_COUNTS } from './seed-audit-volume.js';

/** One GET /api/audit filter set: the URL the app is asked, and the same query as bare SQL. */
interface AuditQuery {
  url: string;
  sql: { text: string; values: unknown[] };
}

export interface AuditBenchScenario {
  name: string;
  /** Requests and baselines rotate through these. */
  queries: AuditQuery[];
  /** Counted toward the p95 < 50 ms target (page 1 and filtered pages at 10 million entries). */
  target: boolean;
  /** Asked by a coach, who reads the changes to records only (`visibleEntries`), not by the bench owner. */
  asCoach: boolean;
  countRows: (body: { data: unknown }) => number;
}

const PER_PAGE = 50;
const COLUMNS =
  'id, at, actor_id, actor_name, actor_email, action, record_type, record_id, record_name, changes, details, ' +
  'reverts_entry_id, batch_id, request_id, address, user_agent';

interface Filters {
  type?: string;
  id?: number;
  actor?: number;
  action?: string;
  /** A date (YYYY-MM-DD): from its first millisecond, or to its last, as the route reads a date alone. */
  from?: string;
  to?: string;
  cursor?: { at: Date; id: number };
  /** As a coach: the conditions `visibleEntries` adds for a role that may not read the team's activity. */
  asCoach?: boolean;
}

/** `visibleEntries` of src/modules/audit/audit-visibility.ts as bare SQL (the record lists are parameters). */
const coachConditions = (
  filters: Filters,
  add: (condition: (n: string) => string, value: unknown) => void,
  conditions: string[],
) => {
  // A type or an action filtered by makes its list redundant; the route leaves it out too.
  if (!filters.action) add((n) => `action = any(${n}::text[])`, [...AUDIT_RECORD_ACTIONS]);
  if (!filters.type) add((n) => `record_type = any(${n}::text[])`, [...AUDIT_RECORD_CONTENT_TYPES]);
  conditions.push(
    `not exists (select 1 from users panel where panel.id = case record_type when 'user' then record_id ` +
      `when 'file' then case when details #>> '{owner,type}' = 'user' and details #>> '{owner,id}' ~ '^[0-9]{1,18}$' ` +
      `then (details #>> '{owner,id}')::bigint end end and panel.role <> 'user')`,
  );
};

/**
 * The URL, and the statement `listAuditEntries` sends for it (drizzle's: the filters in this order, the keyset
 * condition last, newest first, per_page + 1 rows), with its parameters.
 */
const auditQuery = (filters: Filters): AuditQuery => {
  const params = new URLSearchParams();
  const conditions: string[] = [];
  const values: unknown[] = [];
  const add = (condition: (n: string) => string, value: unknown) => {
    values.push(value);
    conditions.push(condition(`$${values.length}`));
  };
  if (filters.type) {
    params.set('type', filters.type);
    add((n) => `record_type = ${n}`, filters.type);
  }
  if (filters.id !== undefined) {
    params.set('id', String(filters.id));
    add((n) => `record_id = ${n}`, filters.id);
  }
  if (filters.actor !== undefined) {
    params.set('actor', String(filters.actor));
    add((n) => `actor_id = ${n}`, filters.actor);
  }
  if (filters.action) {
    params.set('action', filters.action);
    add((n) => `action = ${n}`, filters.action);
  }
  if (filters.from) {
    params.set('from', filters.from);
    add((n) => `at >= ${n}`, `${filters.from}T00:00:00.000Z`);
  }
  if (filters.to) {
    params.set('to', filters.to);
    add((n) => `at <= ${n}`, `${filters.to}T23:59:59.999Z`);
  }
  if (filters.asCoach) coachConditions(filters, add, conditions);
  if (filters.cursor) {
    params.set('cursor', encodeAuditCursor(filters.cursor));
    values.push(filters.cursor.at.toISOString(), filters.cursor.id);
    conditions.push(`(at, id) < ($${values.length - 1}::timestamptz, $${values.length})`);
  }
  values.push(PER_PAGE + 1);
  const where = conditions.length ? ` where ${conditions.join(' and ')}` : '';
  params.set('per_page', String(PER_PAGE));
  return {
    url: `/api/audit?${params.toString()}`,
    sql: {
      text: `select ${COLUMNS} from audit_entries${where} order by at desc, id desc limit $${values.length}`,
      values,
    },
  };
};

const itemRows = (body: { data: unknown }) => (body.data as { items: unknown[] }).items.length;

/** The scenarios of trash-undo-audit section 6, on the seeded volume: ids, dates and cursors read from it. */
export const auditScenarios = async ({ pool }: BenchHandle): Promise<AuditBenchScenario[]> => {
  // Admin n = 1 is the busiest (about 4 % of all entries), n = 50 the quietest (about 0.05 %).
  const { rows: admins } = await pool.query<{ id: string; email: string }>(
    `select id, email from users where email = any($1::text[]) order by id`,
    [[1, 2, 10, 25, 50].map(AUDIT_ADMIN_EMAIL)],
  );
  const actors = admins.map((admin) => Number(admin.id));
  // Records named by entries spread over the three years (each has about 50 entries).
  const { rows: records } = await pool.query<{ record_type: string; record_id: string }>(
    `select record_type, record_id from audit_entries
     where id in (select 1 + k * (select max(id) / 20 from audit_entries) from generate_series(0, 19) k)
       and record_type = any($1::text[]) and record_id is not null`,
    [Object.keys(AUDIT_RECORD_COUNTS)],
  );
  const { rows: days } = await pool.query<{ day: string }>(
    `select to_char((now() - interval '2 years')::date, 'YYYY-MM-DD') as day`,
  );
  const twoYearsAgo = days[0]!.day;
  // Deep cursors: the last entry of a page 2.5 years back (about 1.7 million entries from the oldest).
  const { rows: deep } = await pool.query<{ at: Date; id: string }>(
    `select at, id from audit_entries where at < now() - interval '30 months' order by at desc, id desc limit 1`,
  );
  const deepCursor = { at: deep[0]!.at, id: Number(deep[0]!.id) };

  const scenario = (name: string, filters: Filters[], target = true): AuditBenchScenario => ({
    name,
    queries: filters.map(auditQuery),
    target,
    asCoach: filters.some((filter) => filter.asCoach),
    countRows: itemRows,
  });
  const asCoach = (filters: Filters[]) => filters.map((filter) => ({ ...filter, asCoach: true }));
  return [
    scenario('page 1 (no filter)', [{}]),
    scenario(
      'by actor (5 admins, busiest to quietest)',
      actors.map((actor) => ({ actor })),
    ),
    scenario(
      `by record (type + id, ${records.length} records)`,
      records.map((record) => ({ type: record.record_type, id: Number(record.record_id) })),
    ),
    scenario(
      'by type (the five types in turn)',
      Object.keys(AUDIT_RECORD_COUNTS).map((type) => ({ type })),
    ),
    scenario('rare action (session-revoked: 0.005 %)', [{ action: 'session-revoked' }]),
    scenario('common action (update: 45 %)', [{ action: 'update' }]),
    scenario(`a day two years ago (from = to = ${twoYearsAgo})`, [{ from: twoYearsAgo, to: twoYearsAgo }]),
    scenario(
      'actor + action (5 admins, delete: 5 %)',
      actors.map((actor) => ({ actor, action: 'delete' })),
    ),
    scenario(
      'actor + rare action (5 admins, revert: 0.1 %)',
      actors.map((actor) => ({ actor, action: 'revert' })),
    ),
    scenario(`deep cursor (page after ${deepCursor.at.toISOString()})`, [{ cursor: deepCursor }]),
    scenario(
      'deep cursor + actor (5 admins)',
      actors.map((actor) => ({ actor, cursor: deepCursor })),
    ),
    scenario(
      'type + a day two years ago',
      Object.keys(AUDIT_RECORD_COUNTS).map((type) => ({ type, from: twoYearsAgo, to: twoYearsAgo })),
    ),
    // A coach reads the changes to records only: the same statement with the visibility conditions.
    scenario('as a coach: page 1 (no filter)', asCoach([{}])),
    scenario(
      'as a coach: by actor (5 admins, busiest to quietest)',
      asCoach(actors.map((actor) => ({ actor }))),
    ),
    scenario(
      'as a coach: by type (the five types in turn)',
      asCoach(Object.keys(AUDIT_RECORD_COUNTS).map((type) => ({ type }))),
    ),
    scenario('as a coach: rare action (revert: 0.1 %)', asCoach([{ action: 'revert' }])),
    scenario(
      `as a coach: deep cursor (page after ${deepCursor.at.toISOString()})`,
      asCoach([{ cursor: deepCursor }]),
    ),
    scenario(
      'as a coach: actor + action (5 admins, delete: 5 %)',
      asCoach(actors.map((actor) => ({ actor, action: 'delete' }))),
    ),
  ];
};

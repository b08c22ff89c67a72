import { sql } from 'drizzle-orm';
import type { TrashEntry, TrashType } from '@coachboard/contract';
import { createAuditRecorder, systemAuditRecorder, type AuditActor } from '../../src/lib/audit.js';
import type { Transaction } from '../../src/lib/db-types.js';
import type { RecordTypes } from '../../src/lib/records/index.js';
import type { TestApp } from '../helpers/test-app.js';

export type AuthHeader = Record<string, string>;

/** Runs `work` in a transaction with a trash context: the app's record types (or others) and a recorder. */
export const inTrashTransaction = <T>(
  ctx: TestApp,
  work: (
    tx: Transaction,
    context: { recordTypes: RecordTypes; audit: ReturnType<typeof systemAuditRecorder> },
  ) => Promise<T>,
  {
    recordTypes = ctx.app.recordTypes,
    actor = null,
  }: { recordTypes?: RecordTypes; actor?: AuditActor | null } = {},
) =>
  ctx.db.transaction((tx) =>
    work(tx, {
      recordTypes,
      audit: actor
        ? createAuditRecorder(tx, actor, { requestId: 'test', address: null, userAgent: null })
        : systemAuditRecorder(tx),
    }),
  );

export const trashPage = async (ctx: TestApp, auth: AuthHeader, query = '') => {
  const response = await ctx.app.inject({ method: 'GET', url: `/api/trash${query}`, headers: auth });
  if (response.statusCode !== 200)
    throw new Error(`GET /api/trash${query}: ${response.statusCode} ${response.body}`);
  return response.json<{ data: { data: TrashEntry[]; total: number } }>().data;
};

export const entryRows = async (ctx: TestApp, type: TrashType) => {
  const result = await ctx.db.execute<{ record_id: string; batch_id: string; retained_since: Date }>(
    sql`select record_id, batch_id, retained_since from trash_entries where record_type = ${type} order by record_id`,
  );
  return result.rows.map((row) => ({ ...row, record_id: Number(row.record_id) }));
};

export const auditRows = async (ctx: TestApp, action: string, type: string) => {
  const result = await ctx.db.execute<{
    record_id: string;
    actor_id: string | null;
    batch_id: string | null;
    details: Record<string, unknown> | null;
    record_name: string | null;
  }>(sql`
    select record_id, actor_id, batch_id, details, record_name from audit_entries
    where action = ${action} and record_type = ${type} order by id`);
  return result.rows.map((row) => ({ ...row, record_id: Number(row.record_id) }));
};

export const keptProgramCount = async (ctx: TestApp) => {
  const result = await ctx.db.execute<{ row_count: string }>(
    sql`select row_count from table_row_counts where table_name = 'training_programs'`,
  );
  return Number(result.rows[0]!.row_count);
};

export const liveCount = async (ctx: TestApp, view: string) => {
  const result = await ctx.db.execute<{ n: string }>(sql`select count(*) as n from ${sql.identifier(view)}`);
  return Number(result.rows[0]!.n);
};

import { sql } from 'drizzle-orm';
import { expect } from 'vitest';
import type { Database } from '../../src/db/client.js';

export type AuditEntryOfTest = {
  action: string;
  record_type: string | null;
  record_id: number | null;
  record_name: string | null;
  changes: Record<string, unknown> | null;
  details: Record<string, unknown> | null;
  batch_id: string | null;
  actor_email: string | null;
};

/** The audit entries an answer's request wrote (its x-request-id), in order. */
export const entriesOfAnswer = async (
  db: Database,
  answer: { headers: Record<string, unknown> },
): Promise<AuditEntryOfTest[]> => {
  const requestId = answer.headers['x-request-id'];
  expect(requestId, 'the answer carries x-request-id').toBeTruthy();
  const result = await db.execute<AuditEntryOfTest & { record_id: string | null }>(sql`
    select action, record_type, record_id, record_name, changes, details, batch_id::text, actor_email
    from audit_entries where request_id = ${String(requestId)} order by id
  `);
  return result.rows.map((row) => ({
    ...row,
    record_id: row.record_id === null ? null : Number(row.record_id),
  }));
};

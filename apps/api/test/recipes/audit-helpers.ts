import { sql } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { expect } from 'vitest';
import type { Database } from '../../src/db/client.js';

export type AuditEntryRow = {
  action: string;
  actor_id: number | null;
  record_type: string | null;
  record_id: number | null;
  record_name: string | null;
  changes: Record<string, unknown> | null;
  details: Record<string, unknown> | null;
  batch_id: string | null;
};

/** The audit entries a request wrote, found by the x-request-id header of its answer, in order. */
export const auditEntriesOf = async (db: Database, response: LightMyRequestResponse) => {
  const requestId = response.headers['x-request-id'];
  expect(requestId, 'the answer carries its request id').toBeTruthy();
  const result = await db.execute<AuditEntryRow>(sql`
    SELECT action, actor_id::int AS actor_id, record_type, record_id::int AS record_id, record_name, changes,
      details, batch_id::text AS batch_id
    FROM audit_entries WHERE request_id = ${String(requestId)} ORDER BY id`);
  return result.rows;
};

/** The one entry a request wrote. */
export const onlyAuditEntryOf = async (db: Database, response: LightMyRequestResponse) => {
  const entries = await auditEntriesOf(db, response);
  expect(entries, `entries of ${response.headers['x-request-id']}`).toHaveLength(1);
  return entries[0]!;
};

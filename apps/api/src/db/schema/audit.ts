import { sql } from 'drizzle-orm';
import { bigint, index, inet, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import type { AuditChange } from '@coachboard/contract';

/**
 * The audit log (migration 0018): one row per change, sign-in event or minute of refusals. Written in
 * the transaction of the change it records; the API never updates or deletes a row. Actor and record names are
 * copied, so an entry still reads right after its admin or record is gone. Every filter of GET /audit has an
 * index leading with it and ending with (at, id), the keyset order.
 */
export const auditEntries = pgTable(
  'audit_entries',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    at: timestamp('at', { withTimezone: true, precision: 3 })
      .notNull()
      .default(sql`date_trunc('milliseconds', now())`),
    actorId: bigint('actor_id', { mode: 'number' }),
    actorName: text('actor_name'),
    actorEmail: text('actor_email'),
    action: text('action').notNull(),
    recordType: text('record_type'),
    recordId: bigint('record_id', { mode: 'number' }),
    recordName: text('record_name'),
    changes: jsonb('changes').$type<Record<string, AuditChange>>(),
    details: jsonb('details').$type<Record<string, unknown>>(),
    revertsEntryId: bigint('reverts_entry_id', { mode: 'number' }),
    batchId: uuid('batch_id'),
    requestId: text('request_id'),
    address: inet('address'),
    userAgent: text('user_agent'),
  },
  (table) => [
    index('audit_entries_at_idx').on(table.at.desc(), table.id.desc()),
    index('audit_entries_record_idx').on(table.recordType, table.recordId, table.at.desc(), table.id.desc()),
    index('audit_entries_type_idx').on(table.recordType, table.at.desc(), table.id.desc()),
    index('audit_entries_actor_idx')
      .on(table.actorId, table.at.desc(), table.id.desc())
      .where(sql`${table.actorId} IS NOT NULL`),
    index('audit_entries_action_idx').on(table.action, table.at.desc(), table.id.desc()),
    index('audit_entries_actor_action_idx')
      .on(table.actorId, table.action, table.at.desc(), table.id.desc())
      .where(sql`${table.actorId} IS NOT NULL`),
    index('audit_entries_request_idx').on(table.requestId),
  ],
);
export type AuditEntryRow = typeof auditEntries.$inferSelect;

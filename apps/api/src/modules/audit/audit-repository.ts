import { and, desc, eq, gt, gte, lte, sql, type SQL } from 'drizzle-orm';
import type { AuditAttention, AuditEntry, AuditRecordType } from '@coachboard/contract';
import { auditEntries, type AuditEntryRow } from '../../db/schema/index.js';
import type { Queryable } from '../../lib/db-types.js';
import { showsClient, visibleEntries, type AuditReader } from './audit-visibility.js';
import { failedSignIns } from './failed-sign-ins.js';

/** Where a page starts: after the entry at (at, id) in the newest-first order. */
export interface AuditCursor {
  at: Date;
  id: number;
}

export interface AuditFilters {
  type?: AuditRecordType;
  id?: number;
  actor?: number;
  action?: string;
  from?: Date;
  to?: Date;
  attention?: AuditAttention;
}

/** The cursor as the client sees it: opaque base64url of `[epoch ms, id]`. */
export const encodeAuditCursor = (cursor: AuditCursor) =>
  Buffer.from(JSON.stringify([cursor.at.getTime(), cursor.id])).toString('base64url');

/** Null when the text is not a cursor this API wrote. */
export const decodeAuditCursor = (text: string): AuditCursor | null => {
  try {
    const value: unknown = JSON.parse(Buffer.from(text, 'base64url').toString('utf8'));
    if (!Array.isArray(value) || value.length !== 2) return null;
    const [ms, id] = value as unknown[];
    if (!Number.isSafeInteger(ms) || !Number.isSafeInteger(id) || (id as number) < 1) return null;
    const at = new Date(ms as number);
    return Number.isNaN(at.getTime()) ? null : { at, id: id as number };
  } catch {
    return null;
  }
};

/**
 * One page, newest first: each filter is an equality or a range on an index that ends with (at, id), so a page
 * reads per_page + 1 index entries however many millions precede it. No total: counting is what a page of a
 * ten-million-row log must not do. A reader who may not read the team's activity gets the same statement with
 * the entries hidden from them filtered out (`visibleEntries`).
 */
export const listAuditEntries = async (
  db: Queryable,
  filters: AuditFilters,
  cursor: AuditCursor | null,
  perPage: number,
  reader: AuditReader,
): Promise<{ rows: AuditEntryRow[]; next: AuditCursor | null }> => {
  const conditions: (SQL | undefined)[] = [
    filters.type ? eq(auditEntries.recordType, filters.type) : undefined,
    filters.id !== undefined ? eq(auditEntries.recordId, filters.id) : undefined,
    filters.actor !== undefined ? eq(auditEntries.actorId, filters.actor) : undefined,
    filters.action ? eq(auditEntries.action, filters.action) : undefined,
    filters.from ? gte(auditEntries.at, filters.from) : undefined,
    filters.to ? lte(auditEntries.at, filters.to) : undefined,
    filters.attention === 'failed_sign_ins' ? failedSignIns.where : undefined,
    visibleEntries(reader, filters),
    cursor
      ? sql`(${auditEntries.at}, ${auditEntries.id}) < (${cursor.at.toISOString()}::timestamptz, ${cursor.id})`
      : undefined,
  ];
  const rows = await db
    .select()
    .from(auditEntries)
    .where(and(...conditions))
    .orderBy(desc(auditEntries.at), desc(auditEntries.id))
    .limit(perPage + 1);
  const page = rows.slice(0, perPage);
  const last = page.at(-1);
  return { rows: page, next: rows.length > perPage && last ? { at: last.at, id: last.id } : null };
};

/** One entry, or null when there is none or the reader may not see it (a hidden entry reads as missing). */
export const findAuditEntry = async (db: Queryable, id: number, reader: AuditReader) => {
  const [row] = await db
    .select()
    .from(auditEntries)
    .where(and(eq(auditEntries.id, id), visibleEntries(reader)));
  return row ?? null;
};

/** The newest entry of a record after `afterId` that changed one of `fields`, if any. */
export const laterChangeOf = async (db: Queryable, entry: AuditEntryRow, fields: string[]) => {
  const [row] = await db
    .select()
    .from(auditEntries)
    .where(
      and(
        eq(auditEntries.recordType, entry.recordType!),
        eq(auditEntries.recordId, entry.recordId!),
        gt(auditEntries.id, entry.id),
        sql`${auditEntries.changes} ?| array[${sql.join(
          fields.map((field) => sql`${field}`),
          sql`, `,
        )}]::text[]`,
      ),
    )
    .orderBy(desc(auditEntries.at), desc(auditEntries.id))
    .limit(1);
  return row ?? null;
};

export const isInTrash = async (db: Queryable, type: string, id: number) => {
  const result = await db.execute(
    sql`SELECT 1 FROM trash_entries WHERE record_type = ${type} AND record_id = ${id} LIMIT 1`,
  );
  return result.rows.length > 0;
};

export const toAuditEntry = (row: AuditEntryRow, revertable: boolean, reader: AuditReader): AuditEntry => ({
  id: row.id,
  at: row.at.toISOString(),
  actor:
    row.actorName || row.actorEmail
      ? { id: row.actorId, name: row.actorName ?? '', email: row.actorEmail ?? '' }
      : null,
  action: row.action,
  record: row.recordType ? { type: row.recordType, id: row.recordId, name: row.recordName } : null,
  changes: row.changes ?? null,
  details: row.details ?? null,
  address: showsClient(reader, row) ? (row.address ?? null) : null,
  user_agent: showsClient(reader, row) ? (row.userAgent ?? null) : null,
  reverts_entry_id: row.revertsEntryId ?? null,
  batch_id: row.batchId ?? null,
  revertable,
});

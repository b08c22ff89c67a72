import { Readable, pipeline } from 'node:stream';
import { stringify } from 'csv-stringify';
import { userExportColumns, userStatusLabel } from '@coachboard/contract';
import type { FastifyBaseLogger } from 'fastify';
import type { Queryable } from '../../../lib/db-types.js';
import { readExportPage, type ExportCursor, type ExportRow } from '../user-export-repository.js';
import type { UserListFilters } from '../user-list-repository.js';

/** Rows read per query; memory stays at one page however many users match. */
export const EXPORT_PAGE_SIZE = 1000;

const toRecord = (row: ExportRow) => ({
  id: row.id,
  email: row.email,
  first_name: row.firstName ?? '',
  last_name: row.lastName ?? '',
  gender: row.gender ?? '',
  date_of_birth: row.dateOfBirth ?? '',
  height: row.height ?? '',
  role: row.role,
  status: userStatusLabel({ deleted_at: row.deletedAt?.toISOString() ?? null }),
  created_at: row.createdAt.toISOString(),
  deleted_at: row.deletedAt?.toISOString() ?? '',
});

async function* exportRecords(db: Queryable, filters: UserListFilters, pageSize: number) {
  let cursor: ExportCursor | null = null;
  for (;;) {
    const rows = await readExportPage(db, filters, cursor, pageSize);
    for (const row of rows) yield toRecord(row);
    const last = rows.at(-1);
    if (!last || rows.length < pageSize) return;
    cursor = { createdAt: last.cursor, id: last.id };
  }
}

/**
 * The filtered users as a CSV stream (header row first), read in keyset pages as the client consumes it.
 * Values starting with = + - @ tab or CR get a leading ' (csv-stringify's escape_formulas), so a
 * spreadsheet shows them as text instead of running them as formulas.
 */
export const exportUsersCsv = (
  db: Queryable,
  filters: UserListFilters,
  log: FastifyBaseLogger,
  pageSize = EXPORT_PAGE_SIZE,
) =>
  pipeline(
    Readable.from(exportRecords(db, filters, pageSize)),
    stringify({ header: true, columns: [...userExportColumns], escape_formulas: true }),
    (error) => {
      if (error) log.error({ err: error }, 'User export stopped');
    },
  );

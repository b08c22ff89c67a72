import { sql } from 'drizzle-orm';
import { describeTrashContents, type TrashEntry, type TrashType } from '@coachboard/contract';
import { trashEntries } from '../../db/schema/index.js';
import type { Queryable } from '../../lib/db-types.js';
import { condition, containsText, equals } from '../../lib/list-filters.js';
import { pagedList } from '../../lib/paged-list.js';
import type { RecordTypes } from '../../lib/records/index.js';
import { bigintArray } from '../../lib/sql.js';

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * The trash, newest deletes first (deleted_at desc, id desc), by type and by a substring of the name: one list
 * declaration over trash_entries, each filter served by an index (trash-undo-audit 1.1).
 */
const trashList = pagedList({
  name: 'trash',
  table: trashEntries,
  key: trashEntries.id,
  columns: {
    id: trashEntries.id,
    recordType: trashEntries.recordType,
    recordId: trashEntries.recordId,
    name: trashEntries.name,
    goesWith: trashEntries.goesWith,
    parentId: trashEntries.parentId,
    batchId: trashEntries.batchId,
    deletedAt: trashEntries.deletedAt,
    deletedBy: trashEntries.deletedBy,
    deletedByName: trashEntries.deletedByName,
    deletedByEmail: trashEntries.deletedByEmail,
    retainedSince: trashEntries.retainedSince,
  },
  orderBy: { column: trashEntries.deletedAt, direction: 'desc' },
  filters: {
    type: equals<TrashType>(trashEntries.recordType),
    search: containsText(trashEntries.nameSearch),
    // the types the reader's role may not read (moderators: nutrition), names included
    hidden: condition<readonly TrashType[]>((types) => sql`not (${trashEntries.recordType} = any(${types}))`),
  },
});

type TrashRow = Awaited<ReturnType<typeof trashList>>['items'][number];

/** The names of the parents of a page's entries, one query per parent type (over its own table). */
const parentNames = async (db: Queryable, recordTypes: RecordTypes, rows: TrashRow[]) => {
  const names = new Map<string, string>();
  const wanted = new Map<TrashType, number[]>();
  for (const row of rows) {
    const parentType = recordTypes.parentTypeOf(row.recordType);
    if (!parentType || row.parentId === null) continue;
    wanted.set(parentType, [...(wanted.get(parentType) ?? []), row.parentId]);
  }
  for (const [type, ids] of wanted) {
    const trash = recordTypes.get(type)?.trash;
    if (!trash) continue;
    const result = await db.execute<{ id: string | number; name: string | null }>(sql`
      select id, (${trash.name}) as name from ${trash.table}
      where id = any(${bigintArray(ids)})`);
    for (const row of result.rows) names.set(`${type}:${Number(row.id)}`, row.name ?? '');
  }
  return names;
};

const toTrashEntry = (
  row: TrashRow,
  retentionDays: number,
  parentType: TrashType | undefined,
  parents: Map<string, string>,
): TrashEntry => {
  const parentName =
    parentType && row.parentId !== null ? parents.get(`${parentType}:${row.parentId}`) : undefined;
  return {
    type: row.recordType,
    id: row.recordId,
    name: row.name,
    deleted_at: row.deletedAt.toISOString(),
    deleted_by:
      row.deletedByName !== null || row.deletedByEmail !== null
        ? { id: row.deletedBy, name: row.deletedByName ?? '', email: row.deletedByEmail ?? '' }
        : null,
    goes_with: describeTrashContents(row.goesWith),
    parent:
      parentType && row.parentId !== null && parentName !== undefined
        ? { type: parentType, id: row.parentId, name: parentName }
        : null,
    batch_id: row.batchId,
    purge_at: new Date(row.retainedSince.getTime() + retentionDays * DAY_MS).toISOString(),
  };
};

export interface TrashListOptions {
  type?: TrashType;
  /** Types left out: those the reader's role may not read (`unreadableTrashTypes`). */
  hiddenTypes?: readonly TrashType[];
  search?: string;
  page: number;
  perPage: number;
  retentionDays: number;
  recordTypes: RecordTypes;
}

/** A page of the trash in the contract's shape, and how many entries match. */
export const listTrash = async (db: Queryable, options: TrashListOptions) => {
  const { items, total } = await trashList(
    db,
    {
      type: options.type,
      search: options.search || undefined,
      hidden: options.hiddenTypes?.length ? options.hiddenTypes : undefined,
    },
    { page: options.page, perPage: options.perPage },
  );
  const parents = await parentNames(db, options.recordTypes, items);
  return {
    items: items.map((row) =>
      toTrashEntry(row, options.retentionDays, options.recordTypes.parentTypeOf(row.recordType), parents),
    ),
    total,
  };
};

/** The name a record is listed under in the trash, or null when it is not in the trash. */
export const trashEntryName = async (db: Queryable, type: TrashType, id: number) => {
  const result = await db.execute<{ name: string }>(
    sql`select name from trash_entries where record_type = ${type} and record_id = ${id}`,
  );
  return result.rows[0]?.name ?? null;
};

/** Whether any entry of this batch is still in the trash. */
export const batchInTrash = async (db: Queryable, batchId: string) => {
  const result = await db.execute(sql`select 1 from trash_entries where batch_id = ${batchId} limit 1`);
  return result.rows.length > 0;
};

/** The record types one delete's entries still in the trash hold. */
export const batchRecordTypes = async (db: Queryable, batchId: string): Promise<TrashType[]> => {
  const result = await db.execute<{ record_type: TrashType }>(
    sql`select distinct record_type from trash_entries where batch_id = ${batchId}`,
  );
  return result.rows.map((row) => row.record_type);
};

import type { SQL } from 'drizzle-orm';
import type { AnyPgTable } from 'drizzle-orm/pg-core';
import type { AuditRecordType, PermissionKey, TrashType } from '@coachboard/contract';
import type { Queryable, Transaction } from '../db-types.js';

/** A record as the audit log sees it: its display name and its audited fields under their API names. */
export interface AuditedRecord {
  name: string;
  fields: Record<string, unknown>;
}

/** The record a trashed record hangs off (a comment's post), shown beside it in the trash. */
export interface TrashParent {
  type: TrashType;
  /** The parent's id of each record. */
  of: (db: Queryable, ids: number[]) => Promise<Map<number, number>>;
}

/**
 * How a trashable type goes to the trash and comes back (lib/trash.ts does the rest for every type).
 * The row stays in its table with deleted_at set; a same-named view without the suffix hides it.
 */
export interface TrashDeclaration {
  /** The table holding live and trashed rows (the schema's `…WithTrash` table; `users` for users). */
  table: AnyPgTable;
  /** The name listed in the trash, over the table's columns (`sql\`${posts.content}\``). */
  name: SQL;
  /** The operation whose callers may move it to the trash, and so restore it (the Undo of their delete). */
  deletedWith: PermissionKey;
  parent?: TrashParent;
  /** What goes with each record, counted at delete time: `{ weeks: 4, exercises: 40, users: 12 }`. */
  goesWith?: (tx: Queryable, ids: number[]) => Promise<Map<number, Record<string, number>>>;
  /** `files` rows removed with the records at purge (the files trigger sweeps their stored objects). */
  purgedFiles?: (tx: Queryable, ids: number[]) => Promise<number[]>;
  /**
   * A message when any of these records may not go to the trash or come back from it, whoever asks (answered
   * 403 before anything is written), or null: users refuse panel accounts, which the Team page manages.
   */
  refuse?: (tx: Transaction, ids: number[]) => Promise<string | null>;
  afterTrash?: (tx: Transaction, ids: number[]) => Promise<void>;
  /** A message saying what clashes (answered 409, nothing changed), or null. */
  restoreClash?: (tx: Transaction, ids: number[]) => Promise<string | null>;
  afterRestore?: (tx: Transaction, ids: number[]) => Promise<void>;
  beforePurge?: (tx: Transaction, ids: number[]) => Promise<void>;
}

/**
 * One declaration per record type, written once in its module (`modules/<module>/<thing>-record.ts`) and
 * listed in record-types.ts: the audit log reads and reverts records through it, the trash moves them, and
 * the registry derives every list of types from the declarations.
 *
 * `Row` is what `lock` answers. With `audited`, the audit wrapper locks the record once, takes its audited
 * fields from that row (no second read) and hands the row to the handler (`lockedRow`).
 */
export interface RecordTypeDeclaration<Row = unknown> {
  type: AuditRecordType;
  /** The live record's name and audited fields, or null when there is none (or it is in the trash). */
  read: (db: Queryable, id: number) => Promise<AuditedRecord | null>;
  /** Locks the record for an audited change (before it is read); a falsy answer when there is none. */
  lock?(tx: Transaction, id: number): Promise<Row | null | boolean>;
  /** The audited record of a row `lock` answered: the same as `read` would give for it. */
  audited?(row: Row): AuditedRecord;
  /** Puts fields back (a revert) through the module's own update, so its rules hold. */
  revert?: (tx: Transaction, id: number, fields: Record<string, unknown>) => Promise<void>;
  trash?: TrashDeclaration;
}

export const recordType = <Row = unknown>(declaration: RecordTypeDeclaration<Row>) => declaration;

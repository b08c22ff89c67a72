import type { AuditRecordType, TrashType } from '@coachboard/contract';
import type { Queryable, Transaction } from './db-types.js';

/** A record as the audit log sees it: its display name and its audited fields under their API names. */
export interface AuditedRecord {
  name: string;
  fields: Record<string, unknown>;
}

/**
 * How a trashable type goes to the trash and comes back (lib/trash.ts does the rest for every type).
 * The row stays in `<table>_with_trash` with deleted_at set; a same-named view hides it (migration 0019).
 */
export interface TrashDeclaration {
  /** The table holding live and trashed rows, e.g. `training_programs_with_trash` (`users` for users). */
  table: string;
  /** SQL expression of the name listed in the trash, over the table's columns (e.g. `name`, `left(body, 80)`). */
  nameSql: string;
  /** What goes with each record, counted at delete time: `{ weeks: 4, exercises: 40, users: 12 }`. */
  goesWith?: (tx: Queryable, ids: number[]) => Promise<Map<number, Record<string, number>>>;
  /** The parent shown beside the record (a comment's post). */
  parentOf?: (tx: Queryable, ids: number[]) => Promise<Map<number, { type: TrashType; id: number }>>;
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
 * listed in app.ts: the audit log reads and reverts records through it, the trash moves them.
 */
export interface RecordTypeDeclaration {
  type: AuditRecordType;
  /** The live record's name and audited fields, or null when there is none (or it is in the trash). */
  read: (db: Queryable, id: number) => Promise<AuditedRecord | null>;
  /** Locks the record for an audited change (before it is read); resolves false when there is none. */
  lock?: (tx: Transaction, id: number) => Promise<boolean>;
  /** Puts fields back (a revert) through the module's own update, so its rules hold. */
  revert?: (tx: Transaction, id: number, fields: Record<string, unknown>) => Promise<void>;
  trash?: TrashDeclaration;
}

export type RecordTypes = ReadonlyMap<AuditRecordType, RecordTypeDeclaration>;

export const recordType = (declaration: RecordTypeDeclaration) => declaration;

export const recordTypeMap = (declarations: readonly RecordTypeDeclaration[]): RecordTypes => {
  const map = new Map<AuditRecordType, RecordTypeDeclaration>();
  for (const declaration of declarations) {
    if (map.has(declaration.type)) throw new Error(`Record type ${declaration.type} is declared twice`);
    map.set(declaration.type, declaration);
  }
  return map;
};

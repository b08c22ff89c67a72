import { isDeepStrictEqual } from 'node:util';
import {
  auditSecretFields,
  type AuditAction,
  type AuditChange,
  type AuditRecordType,
} from '@coachboard/contract';
import { auditEntries } from '../db/schema/index.js';
import type { Queryable } from './db-types.js';

/** Who did it; null actor id for the system (the purge job) or an unknown caller. */
export interface AuditActor {
  id: number | null;
  name: string;
  email: string;
}

/** Where a request came from, copied onto each of its entries. */
export interface AuditOrigin {
  requestId: string | null;
  address: string | null;
  userAgent: string | null;
}

export interface AuditEntryInput {
  action: AuditAction;
  record?: { type: AuditRecordType; id: number | null; name: string | null } | null;
  changes?: Record<string, AuditChange> | null;
  details?: Record<string, unknown> | null;
  revertsEntryId?: number | null;
  batchId?: string | null;
  /** Overrides the request's actor: a sign-in names the account, a failed one the typed e-mail. */
  actor?: AuditActor | null;
}

const secretFields = new Set<string>(auditSecretFields);
const USER_AGENT_LIMIT = 512;

/**
 * The fields whose values differ, each as `{ before, after }`; secrets only as `{ changed: true }`.
 * Null when nothing differs.
 */
export const diffFields = (
  before: Record<string, unknown> | null | undefined,
  after: Record<string, unknown> | null | undefined,
): Record<string, AuditChange> | null => {
  const changes: Record<string, AuditChange> = {};
  const keys = new Set([...Object.keys(before ?? {}), ...Object.keys(after ?? {})]);
  for (const key of keys) {
    const was = before?.[key] ?? null;
    const now = after?.[key] ?? null;
    if (isDeepStrictEqual(was, now)) continue;
    changes[key] = secretFields.has(key) ? { changed: true } : { before: was, after: now };
  }
  return Object.keys(changes).length ? changes : null;
};

/** Drops secret keys (at any depth) from details, so a token or code never reaches the log. */
export const withoutSecrets = (value: unknown): unknown => {
  if (Array.isArray(value)) return value.map(withoutSecrets);
  if (value && typeof value === 'object') {
    return Object.fromEntries(
      Object.entries(value as Record<string, unknown>)
        .filter(([key]) => !secretFields.has(key))
        .map(([key, inner]) => [key, withoutSecrets(inner)]),
    );
  }
  return value;
};

const redactChanges = (changes: Record<string, AuditChange> | null | undefined) => {
  if (!changes) return null;
  return Object.fromEntries(
    Object.entries(changes).map(([key, change]) => [
      key,
      secretFields.has(key) ? { changed: true as const } : change,
    ]),
  );
};

/** One multi-row INSERT; answers the new entries' ids in order. */
export const insertAuditEntries = async (
  db: Queryable,
  actor: AuditActor | null,
  origin: AuditOrigin,
  entries: readonly AuditEntryInput[],
): Promise<number[]> => {
  if (entries.length === 0) return [];
  const rows = await db
    .insert(auditEntries)
    .values(
      entries.map((entry) => {
        const who = entry.actor === undefined ? actor : entry.actor;
        return {
          actorId: who?.id ?? null,
          actorName: who?.name ?? null,
          actorEmail: who?.email ?? null,
          action: entry.action,
          recordType: entry.record?.type ?? null,
          recordId: entry.record?.id ?? null,
          recordName: entry.record?.name ?? null,
          changes: redactChanges(entry.changes),
          details: entry.details ? (withoutSecrets(entry.details) as Record<string, unknown>) : null,
          revertsEntryId: entry.revertsEntryId ?? null,
          batchId: entry.batchId ?? null,
          requestId: origin.requestId,
          address: origin.address,
          userAgent: origin.userAgent ? origin.userAgent.slice(0, USER_AGENT_LIMIT) : null,
        };
      }),
    )
    .returning({ id: auditEntries.id });
  return rows.map((row) => row.id);
};

/** Writes one request's entries: on the request's transaction unless told another (an upload's own). */
export interface AuditRecorder {
  record: (entries: AuditEntryInput | readonly AuditEntryInput[], db?: Queryable) => Promise<number[]>;
  /** How many entries this request wrote (the plugin refuses a 2xx that wrote none). */
  readonly written: number;
  readonly actor: AuditActor | null;
  readonly origin: AuditOrigin;
}

export const createAuditRecorder = (
  defaultDb: Queryable,
  actor: AuditActor | null,
  origin: AuditOrigin,
): AuditRecorder => {
  let written = 0;
  return {
    actor,
    origin,
    get written() {
      return written;
    },
    record: async (entries, db = defaultDb) => {
      const list = Array.isArray(entries)
        ? (entries as readonly AuditEntryInput[])
        : [entries as AuditEntryInput];
      const ids = await insertAuditEntries(db, actor, origin, list);
      written += ids.length;
      return ids;
    },
  };
};

/** The system as actor (the purge job): no id, no address. */
export const systemAuditRecorder = (db: Queryable) =>
  createAuditRecorder(db, null, { requestId: null, address: null, userAgent: null });

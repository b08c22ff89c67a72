import { and, inArray, sql, type SQL } from 'drizzle-orm';
import {
  AUDIT_RECORD_ACTIONS,
  AUDIT_RECORD_CONTENT_TYPES,
  mayReadTeamActivity,
  type AuditAction,
  type AuditRecordType,
  type TeamRole,
} from '@coachboard/contract';
import { auditEntries, type AuditEntryRow } from '../../db/schema/index.js';

/** Who reads the log: their account, and whether their role may read the team's activity (the Team page's). */
export interface AuditReader {
  id: number | null;
  seesTeam: boolean;
}

export const auditReaderOf = (user: { id: number; teamRole: TeamRole | null } | null): AuditReader => ({
  id: user?.id ?? null,
  seesTeam: mayReadTeamActivity(user?.teamRole),
});

const recordActions: readonly string[] = AUDIT_RECORD_ACTIONS;
const contentTypes: readonly string[] = AUDIT_RECORD_CONTENT_TYPES;

/**
 * The account an entry is about, when it is one: a user record, or a file entry whose owner is a user (a profile
 * image). The owner id is written by the API as a number; anything else names no account.
 */
const subjectAccount = sql`case ${auditEntries.recordType}
  when 'user' then ${auditEntries.recordId}
  when 'file' then case when ${auditEntries.details} #>> '{owner,type}' = 'user'
    and ${auditEntries.details} #>> '{owner,id}' ~ '^[0-9]{1,18}$'
    then (${auditEntries.details} #>> '{owner,id}')::bigint end
end`;

/**
 * The entries a reader who may not read the team's activity sees, as conditions of the one list statement: record
 * changes of the content types, not about a panel account. Plain filters beside the index that serves the page
 * (each index ends with (at, id)); the panel-account test is one primary-key probe of `users`, for user and file
 * entries only. A visible type or action the caller filters by makes its list redundant, so the list is left out
 * and the planner walks the same index as for an owner (beside an equality on the index's first column, the list
 * made it scan every match and sort); a hidden one keeps the list and matches nothing.
 */
export const visibleEntries = (
  reader: AuditReader,
  filters: { type?: string | undefined; action?: string | undefined } = {},
): SQL | undefined =>
  reader.seesTeam
    ? undefined
    : and(
        recordActions.includes(filters.action ?? '')
          ? undefined
          : inArray(auditEntries.action, AUDIT_RECORD_ACTIONS),
        contentTypes.includes(filters.type ?? '')
          ? undefined
          : inArray(auditEntries.recordType, AUDIT_RECORD_CONTENT_TYPES),
        sql`not exists (select 1 from users panel where panel.id = ${subjectAccount} and panel.role <> 'user')`,
      );

/** Whether a filter asks only for what the reader cannot see (answered with no entries, without reading the log). */
export const asksForHidden = (
  reader: AuditReader,
  filters: { type?: AuditRecordType; action?: AuditAction | string; attention?: string },
) =>
  !reader.seesTeam &&
  ((filters.type !== undefined && !contentTypes.includes(filters.type)) ||
    (filters.action !== undefined && !recordActions.includes(filters.action)) ||
    // the one attention filter (failed sign-ins) lists sign-in entries
    filters.attention !== undefined);

/** The address and browser of an entry are the team's business, or the reader's own. */
export const showsClient = (reader: AuditReader, row: Pick<AuditEntryRow, 'actorId'>) =>
  reader.seesTeam || (reader.id !== null && row.actorId === reader.id);

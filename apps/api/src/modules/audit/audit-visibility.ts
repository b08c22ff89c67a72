import { and, inArray, isNull, notInArray, or, sql, type SQL } from 'drizzle-orm';
import {
  AUDIT_RECORD_ACTIONS,
  AUDIT_RECORD_CONTENT_TYPES,
  mayReadTeamActivity,
  unreadableRecordTypes,
  type AuditAction,
  type AuditRecordType,
  type TeamRole,
} from '@coachboard/contract';
import { auditEntries, type AuditEntryRow } from '../../db/schema/index.js';

/**
 * Who reads the log: their account, whether their role may read the team's activity (the Team page's), and the
 * record types their role may not read (`recordTypeReadPermissions`: moderators read nothing of nutrition).
 */
export interface AuditReader {
  id: number | null;
  seesTeam: boolean;
  hiddenTypes: readonly AuditRecordType[];
}

export const auditReaderOf = (user: { id: number; teamRole: TeamRole | null } | null): AuditReader => ({
  id: user?.id ?? null,
  seesTeam: mayReadTeamActivity(user?.teamRole),
  hiddenTypes: unreadableRecordTypes(user?.teamRole),
});

const recordActions: readonly string[] = AUDIT_RECORD_ACTIONS;

/** The content types whose changes the reader sees (all of them but the types its role may not read). */
const contentTypesOf = (reader: AuditReader): readonly string[] =>
  AUDIT_RECORD_CONTENT_TYPES.filter((type) => !reader.hiddenTypes.includes(type));

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
 * made it scan every match and sort); a hidden one keeps the list and matches nothing. A reader who sees the
 * team's activity but not every record type (none today: owners read everything) has those types left out.
 */
export const visibleEntries = (
  reader: AuditReader,
  filters: { type?: string | undefined; action?: string | undefined } = {},
): SQL | undefined => {
  const contentTypes = contentTypesOf(reader);
  if (reader.seesTeam) {
    return reader.hiddenTypes.length === 0 || contentTypes.includes(filters.type ?? '')
      ? undefined
      : or(isNull(auditEntries.recordType), notInArray(auditEntries.recordType, [...reader.hiddenTypes]));
  }
  return and(
    recordActions.includes(filters.action ?? '')
      ? undefined
      : inArray(auditEntries.action, AUDIT_RECORD_ACTIONS),
    contentTypes.includes(filters.type ?? '')
      ? undefined
      : inArray(auditEntries.recordType, [...contentTypes]),
    sql`not exists (select 1 from users panel where panel.id = ${subjectAccount} and panel.role <> 'user')`,
  );
};

/** Whether a filter asks only for what the reader cannot see (answered with no entries, without reading the log). */
export const asksForHidden = (
  reader: AuditReader,
  filters: { type?: AuditRecordType; action?: AuditAction | string; attention?: string },
) =>
  (filters.type !== undefined && reader.hiddenTypes.includes(filters.type)) ||
  (!reader.seesTeam &&
    ((filters.type !== undefined && !contentTypesOf(reader).includes(filters.type)) ||
      (filters.action !== undefined && !recordActions.includes(filters.action)) ||
      // the one attention filter (failed sign-ins) lists sign-in entries
      filters.attention !== undefined));

/** The address and browser of an entry are the team's business, or the reader's own. */
export const showsClient = (reader: AuditReader, row: Pick<AuditEntryRow, 'actorId'>) =>
  reader.seesTeam || (reader.id !== null && row.actorId === reader.id);

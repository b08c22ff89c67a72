import { Link } from 'react-router';
import { auditEntryParts, type AuditEntry } from '@coachboard/contract';
import { formatTimestamp } from '@/lib/format';
import { routePaths } from '@/lib/route-paths';

/** When an entry was written, in the panel's long form ('May 12, 2026, 10:42 AM'); the raw value if unreadable. */
export const formatAuditTime = (at: string) => formatTimestamp(at, at);

const recordPaths: Record<string, (id: number) => string> = {
  program: routePaths.program,
  exercise: routePaths.exercise,
  recipe: routePaths.recipe,
  user: routePaths.user,
  post: routePaths.post,
};

/** The panel page of the record an entry names, when it has one (a comment or a session has none). */
export const auditRecordPath = (record: AuditEntry['record']) =>
  record && record.id !== null ? (recordPaths[record.type]?.(record.id) ?? null) : null;

export function AuditTime({ at }: { at: string }) {
  return (
    <time dateTime={at} className="text-xs whitespace-nowrap text-slate-500 tabular-nums dark:text-slate-400">
      {formatAuditTime(at)}
    </time>
  );
}

/**
 * An entry as the contract's sentence ('Jane Smith changed the program "Strength Base": name ...'); with
 * `linkRecord`, the record's name links to its page.
 */
export function AuditEntryText({ entry, linkRecord = false }: { entry: AuditEntry; linkRecord?: boolean }) {
  const { lead, record, tail } = auditEntryParts(entry);
  const path = linkRecord && record ? auditRecordPath(entry.record) : null;
  return (
    <span className="break-words text-ink dark:text-slate-100">
      {lead}
      {path ? (
        <Link
          to={path}
          className="font-semibold text-brand-600 underline decoration-brand-600/40 underline-offset-2 hover:decoration-current dark:text-brand-200 dark:decoration-brand-200/50"
        >
          {record}
        </Link>
      ) : (
        record && <span className="font-semibold">{record}</span>
      )}
      {tail}
    </span>
  );
}

import type { AuditEntry } from '@coachboard/contract';
import { AuditEntryText, AuditTime } from '@/components/history/audit-entry-text';

/** Entries whose address says something: who tried to get in, and from where. */
const addressShown = new Set([
  'sign-in',
  'sign-in-failed',
  'sign-out',
  'password-reset-request',
  'password-reset-verify',
  'password-reset',
  'session-revoked',
  'refused',
]);

function ActivityEntry({ entry }: { entry: AuditEntry }) {
  const meta = [
    entry.actor?.email && entry.actor.name ? entry.actor.email : null,
    entry.address && addressShown.has(entry.action) ? `from ${entry.address}` : null,
  ].filter(Boolean);
  return (
    <li className="flex flex-col gap-1 px-4 py-3.5 sm:flex-row sm:items-baseline sm:gap-6 sm:px-6">
      <AuditTime at={entry.at} />
      <div className="flex min-w-0 flex-1 flex-col gap-0.5 text-sm">
        <AuditEntryText entry={entry} linkRecord />
        {meta.length > 0 && (
          <span className="text-xs break-words text-slate-500 dark:text-slate-400">{meta.join(' · ')}</span>
        )}
      </div>
    </li>
  );
}

/** The log's entries, newest first, each a sentence linking to its record. */
export function ActivityList({ entries }: { entries: readonly AuditEntry[] }) {
  return (
    <ol aria-label="Activity entries" className="divide-y divide-slate-100 dark:divide-white/5">
      {entries.map((entry) => (
        <ActivityEntry key={entry.id} entry={entry} />
      ))}
    </ol>
  );
}

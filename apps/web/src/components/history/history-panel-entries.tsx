import { useEffect, useId, useState } from 'react';
import { hashKey, matchQuery, useInfiniteQuery, useQueryClient, type QueryKey } from '@tanstack/react-query';
import {
  auditMessages,
  describeAuditEntry,
  type AuditEntry,
  type AuditRecordType,
} from '@coachboard/contract';
import { History, Undo2 } from 'lucide-react';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { EmptyState } from '@/components/ui/empty-state';
import { Spinner } from '@/components/ui/spinner';
import { errorMessage } from '@/lib/api-error';
import { auditKeys, recordHistoryQueryOptions, useRevertAuditEntry } from '@/lib/audit-api';
import { useCan } from '@/lib/permissions';
import { AuditEntryText, AuditTime } from './audit-entry-text';

export interface HistoryRecordProps {
  type: AuditRecordType;
  id: number;
  /**
   * The detail screen's own query key: whenever it is fetched again (after an edit, an upload, an assignment),
   * the history is too, so a change shows up here without the screen's mutations knowing about the log.
   */
  follows?: QueryKey;
  /** After a revert: the caller invalidates the record's queries so the screen shows the old values. */
  onReverted?: () => unknown;
}

/** Refetches the record's history each time the `follows` query succeeds again. */
export function useFollowHistory(type: AuditRecordType, id: number, follows: QueryKey | undefined) {
  const queryClient = useQueryClient();
  const followsHash = follows ? hashKey(follows) : null;
  useEffect(() => {
    if (!follows) return;
    return queryClient.getQueryCache().subscribe((event) => {
      if (event.type !== 'updated' || event.action.type !== 'success') return;
      if (!matchQuery({ queryKey: follows, exact: true }, event.query)) return;
      void queryClient.invalidateQueries({ queryKey: auditKeys.record(type, id) });
    });
    // `follows` is a new array on every render; its hash says when it really changed.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [queryClient, type, id, followsHash]);
}

function HistoryEntry({ entry, onRevert }: { entry: AuditEntry; onRevert: (entry: AuditEntry) => void }) {
  const textId = useId();
  // Revert is the owners'; the history itself is open to every team role.
  const mayRevert = useCan()('audit.revert');
  return (
    <li className="flex flex-col gap-2 py-3 sm:flex-row sm:items-start sm:justify-between sm:gap-4">
      <div className="flex min-w-0 flex-col gap-0.5 text-sm">
        <span id={textId} className="break-words">
          <AuditEntryText entry={entry} />
        </span>
        <AuditTime at={entry.at} />
      </div>
      {entry.revertable && mayRevert && (
        <Button
          variant="secondary"
          size="sm"
          className="self-start"
          aria-describedby={textId}
          onClick={() => onRevert(entry)}
        >
          <Undo2 aria-hidden className="size-3.5" />
          {auditMessages.revert}
        </Button>
      )}
    </li>
  );
}

/**
 * A record's audit entries, newest first, read when this mounts, with 'Show older' and Revert (after a
 * confirmation) on the updates that allow it. The card at a detail's foot and the side panel both show this.
 */
export function HistoryEntries({ type, id, onReverted }: Omit<HistoryRecordProps, 'follows'>) {
  const query = useInfiniteQuery(recordHistoryQueryOptions(type, id));
  const revert = useRevertAuditEntry();
  const [confirming, setConfirming] = useState<AuditEntry | null>(null);
  const [reverted, setReverted] = useState(false);
  const entries = query.data?.pages.flatMap((page) => page.items) ?? [];

  const openConfirm = (entry: AuditEntry) => {
    revert.reset();
    setReverted(false);
    setConfirming(entry);
  };
  const confirmRevert = async () => {
    if (!confirming) return;
    try {
      await revert.mutateAsync(confirming.id);
    } catch {
      return; // The dialog shows the refusal (409: the later change to revert first).
    }
    setConfirming(null);
    setReverted(true);
    await onReverted?.();
  };

  return (
    <>
      {reverted && (
        <Alert variant="success" onDismiss={() => setReverted(false)}>
          {auditMessages.reverted}
        </Alert>
      )}
      {query.isPending ? (
        <div role="status" className="flex items-center gap-3 py-6 text-sm text-slate-500">
          <Spinner size="sm" className="text-brand-500 dark:text-brand-300" />
          Loading history...
        </div>
      ) : query.isError ? (
        <Alert>
          {errorMessage(query.error, auditMessages.loadFailed)}{' '}
          <button type="button" className="font-semibold underline" onClick={() => void query.refetch()}>
            Try again
          </button>
        </Alert>
      ) : entries.length === 0 ? (
        <EmptyState icon={History} title={auditMessages.historyEmpty} className="py-6" />
      ) : (
        <ol
          aria-label={`${auditMessages.history} entries`}
          className="divide-y divide-slate-100 dark:divide-white/10"
        >
          {entries.map((entry) => (
            <HistoryEntry key={entry.id} entry={entry} onRevert={openConfirm} />
          ))}
        </ol>
      )}
      {query.hasNextPage && (
        <Button
          variant="ghost"
          size="sm"
          className="self-center"
          loading={query.isFetchingNextPage}
          onClick={() => void query.fetchNextPage()}
        >
          {auditMessages.showOlder}
        </Button>
      )}

      <ConfirmDialog
        open={confirming !== null}
        onOpenChange={(open) => {
          if (!open) setConfirming(null);
        }}
        title={auditMessages.revertTitle}
        message={
          confirming && (
            <>
              <span className="block font-medium">{describeAuditEntry(confirming)}</span>
              <span className="mt-2 block">{auditMessages.revertConfirm}</span>
            </>
          )
        }
        confirmLabel={auditMessages.revert}
        tone="primary"
        isConfirming={revert.isPending}
        error={revert.isError ? errorMessage(revert.error) : null}
        onConfirm={() => void confirmRevert()}
      />
    </>
  );
}

import { useState, type ReactNode } from 'react';
import { useMutation, useQueryClient, type QueryKey } from '@tanstack/react-query';
import { bulkDeleteMessages, type BulkDeleteBody, type BulkDeleteResult } from '@coachboard/contract';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import type { QualifiedPage } from '@/components/ui/list-pagination';
import { useMovedToTrash } from '@/components/feedback/use-moved-to-trash';
import { errorMessage } from '@/lib/api-error';
import { invalidateKeys } from '@/lib/query-keys';
import { bulkDelete, useTrashRetentionDays, type BulkDeleteType } from '@/lib/trash-api';
import type { RowSelection } from '@/lib/use-row-selection';
import { SelectionBar, SelectPageCheckbox } from './selection-bar';

export interface BulkDeleteBarProps {
  type: BulkDeleteType;
  selection: RowSelection;
  /** The rows on view, for the narrow screens' 'Select all on this page'. */
  pageIds: readonly number[];
  /** The page on view: its total is what "all matching" promises (not offered when it is only a lower bound). */
  page: QualifiedPage | undefined;
  /** The list's query without its page: what "all matching" means to the API. */
  matching: Record<string, string | number | boolean | undefined>;
  /** What the delete and its Undo make stale, e.g. `[programKeys.all]`. */
  invalidate: readonly QueryKey[];
  /** After the delete, e.g. step back from a page that is now empty. */
  onDeleted?: (result: BulkDeleteResult) => void;
  /** More actions on the selection, shown in the bar before Delete. */
  actions?: ReactNode;
}

/** The list's query as its URL would carry it: strings, without the empty ones (the API parses it as a query). */
const definedValues = (query: BulkDeleteBarProps['matching']): Record<string, string> =>
  Object.fromEntries(
    Object.entries(query)
      .filter(([, value]) => value !== undefined && value !== '')
      .map(([name, value]) => [name, String(value)]),
  );

/**
 * Bulk delete of a list: the selection bar, a confirmation, one request (ids, or "all matching" with the total the
 * admin saw, so a list that changed meanwhile is refused), then one 'N records moved to trash' toast with one Undo.
 */
export function BulkDeleteBar({
  type,
  selection,
  pageIds,
  page,
  matching,
  invalidate,
  onDeleted,
  actions,
}: BulkDeleteBarProps) {
  const queryClient = useQueryClient();
  const [confirming, setConfirming] = useState(false);
  const days = useTrashRetentionDays();
  const movedToTrash = useMovedToTrash({ invalidate });
  const total = page?.total;
  const totalIsLowerBound = page?.total_is_lower_bound === true;
  const count = selection.countOf(total ?? 0);
  const remove = useMutation({
    mutationFn: (body: BulkDeleteBody) => bulkDelete(type, body),
    onSuccess: (result) => {
      setConfirming(false);
      selection.clear();
      movedToTrash({ batch: result });
      onDeleted?.(result);
    },
    // A refused delete (the list changed meanwhile) refreshes too, so the admin selects again from what is there.
    onSettled: () => invalidateKeys(queryClient, invalidate),
  });

  const confirm = () =>
    remove.mutate(
      selection.allMatching
        ? { all_matching: definedValues(matching), expected_total: total ?? 0 }
        : { ids: [...selection.ids] },
    );

  return (
    <>
      {pageIds.length > 0 && (
        <div className="flex items-center gap-2 text-sm md:hidden">
          <SelectPageCheckbox selection={selection} pageIds={pageIds} />
          <span className="text-slate-600 dark:text-slate-300">{bulkDeleteMessages.selectPage}</span>
        </div>
      )}
      {count > 0 && (
        <SelectionBar
          count={count}
          total={total}
          totalIsLowerBound={totalIsLowerBound}
          allMatching={selection.allMatching}
          onSelectAllMatching={selection.selectAllMatching}
          onDelete={() => {
            remove.reset();
            setConfirming(true);
          }}
          onClear={selection.clear}
          actions={actions}
        />
      )}
      {confirming && (
        <ConfirmDialog
          open
          onOpenChange={(open) => !open && setConfirming(false)}
          title={bulkDeleteMessages.title(count, type)}
          message={bulkDeleteMessages.confirm(count, type, days)}
          onConfirm={confirm}
          isConfirming={remove.isPending}
          error={remove.isError ? errorMessage(remove.error, bulkDeleteMessages.failed) : null}
        />
      )}
    </>
  );
}

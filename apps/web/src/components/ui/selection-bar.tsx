import { useState, type ReactNode } from 'react';
import { useMutation, useQueryClient, type QueryKey } from '@tanstack/react-query';
import { bulkDeleteMessages, type BulkDeleteBody, type BulkDeleteResult } from '@coachboard/contract';
import { Trash2, X } from 'lucide-react';
import { errorMessage } from '@/lib/api-error';
import { cn } from '@/lib/cn';
import { invalidateKeys } from '@/lib/query-keys';
import { bulkDelete, useTrashRetentionDays, type BulkDeleteType } from '@/lib/trash-api';
import { useMovedToTrash } from '@/lib/use-moved-to-trash';
import type { RowSelection } from '@/lib/use-row-selection';
import { Button } from './button';
import { Checkbox } from './checkbox';
import { ConfirmDialog } from './confirm-dialog';
import type { ListColumn } from './list-page';
import type { QualifiedPage } from './list-pagination';

/** The checkbox of one row, named after the record ('Select Strength Base'). */
export function SelectRowCheckbox({
  selection,
  id,
  name,
  pageIds,
}: {
  selection: RowSelection;
  id: number;
  name: string;
  pageIds: readonly number[];
}) {
  return (
    <Checkbox
      aria-label={bulkDeleteMessages.selectRow(name)}
      checked={selection.isSelected(id)}
      onCheckedChange={(checked) => selection.toggle(id, checked, pageIds)}
    />
  );
}

function SelectPageCheckbox({ selection, pageIds }: { selection: RowSelection; pageIds: readonly number[] }) {
  return (
    <Checkbox
      aria-label={bulkDeleteMessages.selectPage}
      checked={selection.pageSelected(pageIds)}
      onCheckedChange={(checked) => selection.togglePage(pageIds, checked)}
    />
  );
}

/**
 * The first column of a selectable table: 'Select all on this page' in the header, 'Select <name>' per row. A row
 * `isSelectable` refuses has no checkbox and is left out of the page's selection.
 */
export function selectionColumn<T>(
  selection: RowSelection,
  items: readonly T[],
  getId: (item: T) => number,
  getName: (item: T) => string,
  isSelectable: (item: T) => boolean = () => true,
): ListColumn<T> {
  const pageIds = items.filter(isSelectable).map(getId);
  return {
    id: 'select',
    header: <SelectPageCheckbox selection={selection} pageIds={pageIds} />,
    className: 'w-10 pr-0',
    cell: (item) =>
      isSelectable(item) && (
        <SelectRowCheckbox selection={selection} id={getId(item)} name={getName(item)} pageIds={pageIds} />
      ),
  };
}

export interface SelectionBarProps {
  count: number;
  /** The list's total; "Select all N matching" is offered when more match than are selected. */
  total: number | undefined;
  /** A total that is only a lower bound cannot be promised, so "all matching" is not offered. */
  totalIsLowerBound?: boolean;
  allMatching: boolean;
  onSelectAllMatching: () => void;
  onDelete: () => void;
  onClear: () => void;
  /** The list's own actions on the selection, before Delete (e.g. the users list's 'Assign Program'). */
  actions?: ReactNode;
}

/** '3 selected', 'Select all 1,240 matching', Delete and Clear, above a list with selected rows. */
export function SelectionBar({
  count,
  total,
  totalIsLowerBound = false,
  allMatching,
  onSelectAllMatching,
  onDelete,
  onClear,
  actions,
}: SelectionBarProps) {
  const offerAll = !allMatching && !totalIsLowerBound && total !== undefined && total > count;
  return (
    <div
      role="region"
      aria-label="Selection"
      className={cn(
        'flex flex-wrap items-center gap-x-4 gap-y-2 rounded-xl border border-brand-100 bg-brand-50 px-4 py-2.5 text-sm dark:border-brand-400/20 dark:bg-brand-400/10',
        // Small screens scroll long card lists: the bar floats at the bottom so Delete stays in reach.
        'max-md:fixed max-md:inset-x-3 max-md:bottom-3 max-md:z-40 max-md:shadow-lg max-md:shadow-slate-400/30',
        'dark:max-md:bg-navy-800 dark:max-md:shadow-black/40',
      )}
    >
      <span aria-live="polite" className="font-semibold text-ink dark:text-white">
        {bulkDeleteMessages.selected(count)}
      </span>
      {offerAll && (
        <button
          type="button"
          onClick={onSelectAllMatching}
          className="font-semibold text-brand-600 underline-offset-2 hover:underline dark:text-brand-200"
        >
          {bulkDeleteMessages.selectAllMatching(total)}
        </button>
      )}
      <div className="ml-auto flex flex-wrap items-center gap-2">
        {actions}
        <Button size="sm" variant="danger" onClick={onDelete}>
          <Trash2 aria-hidden className="size-4" />
          {bulkDeleteMessages.delete}
        </Button>
        <Button size="sm" variant="ghost" onClick={onClear}>
          <X aria-hidden className="size-4" />
          {bulkDeleteMessages.clear}
        </Button>
      </div>
    </div>
  );
}

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

/** A card of the narrow layout with its row checkbox in front; without a selection, the card alone. */
export function SelectableCard({
  selection,
  id,
  name,
  pageIds,
  children,
}: {
  selection: RowSelection | undefined;
  id: number;
  name: string;
  pageIds: readonly number[];
  children: ReactNode;
}) {
  if (!selection) return children;
  return (
    <div className="flex items-start gap-3">
      <div className="pt-0.5">
        <SelectRowCheckbox selection={selection} id={id} name={name} pageIds={pageIds} />
      </div>
      <div className="min-w-0 flex-1">{children}</div>
    </div>
  );
}

import type { ReactNode } from 'react';
import { bulkDeleteMessages } from '@coachboard/contract';
import { Trash2, X } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { Checkbox } from '@/components/ui/checkbox';
import type { ListColumn } from '@/components/ui/list-page';
import { cn } from '@/lib/cn';
import type { RowSelection } from '@/lib/use-row-selection';

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

export function SelectPageCheckbox({
  selection,
  pageIds,
}: {
  selection: RowSelection;
  pageIds: readonly number[];
}) {
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

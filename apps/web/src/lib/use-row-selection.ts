import { useCallback, useMemo, useState } from 'react';

interface SelectionState {
  scope: string;
  ids: ReadonlySet<number>;
  allMatching: boolean;
}

export interface RowSelection {
  /** The ids picked row by row (kept across pages); empty in "all matching" mode. */
  ids: ReadonlySet<number>;
  /** Every record the list's filters match, on every page ("Select all N matching"). */
  allMatching: boolean;
  isSelected: (id: number) => boolean;
  /** How many are selected, given the list's total (for "all matching"). */
  countOf: (total: number) => number;
  toggle: (id: number, selected: boolean, pageIds: readonly number[]) => void;
  togglePage: (pageIds: readonly number[], selected: boolean) => void;
  pageSelected: (pageIds: readonly number[]) => boolean;
  selectAllMatching: () => void;
  clear: () => void;
}

const EMPTY: ReadonlySet<number> = new Set();

/**
 * Row selection of a paged list. Ids stay selected across pages; "all matching" stands for every record the
 * current filters match. `scope` is the list's query without its page (e.g. `JSON.stringify({ search, type })`):
 * when it changes, the selection is dropped, since what was selected no longer matches what is shown.
 */
export function useRowSelection(scope: string): RowSelection {
  const [state, setState] = useState<SelectionState>({ scope, ids: EMPTY, allMatching: false });
  const current = state.scope === scope ? state : { scope, ids: EMPTY, allMatching: false };
  const { ids, allMatching } = current;

  const update = useCallback(
    (next: (previous: SelectionState) => Omit<SelectionState, 'scope'>) =>
      setState((previous) => {
        const base = previous.scope === scope ? previous : { scope, ids: EMPTY, allMatching: false };
        return { scope, ...next(base) };
      }),
    [scope],
  );

  const toggle = useCallback(
    (id: number, selected: boolean, pageIds: readonly number[]) =>
      update((previous) => {
        // Unticking one row of "all matching" keeps the rest of this page: the admin sees what stays ticked.
        const next = new Set(previous.allMatching ? pageIds : previous.ids);
        if (selected) next.add(id);
        else next.delete(id);
        return { ids: next, allMatching: false };
      }),
    [update],
  );

  const togglePage = useCallback(
    (pageIds: readonly number[], selected: boolean) =>
      update((previous) => {
        if (previous.allMatching && !selected) return { ids: EMPTY, allMatching: false };
        const next = new Set(previous.ids);
        for (const id of pageIds) {
          if (selected) next.add(id);
          else next.delete(id);
        }
        return { ids: next, allMatching: false };
      }),
    [update],
  );

  const selectAllMatching = useCallback(() => update(() => ({ ids: EMPTY, allMatching: true })), [update]);
  const clear = useCallback(() => update(() => ({ ids: EMPTY, allMatching: false })), [update]);

  return useMemo(
    () => ({
      ids,
      allMatching,
      isSelected: (id: number) => allMatching || ids.has(id),
      countOf: (total: number) => (allMatching ? total : ids.size),
      toggle,
      togglePage,
      pageSelected: (pageIds: readonly number[]) =>
        pageIds.length > 0 && (allMatching || pageIds.every((id) => ids.has(id))),
      selectAllMatching,
      clear,
    }),
    [ids, allMatching, toggle, togglePage, selectAllMatching, clear],
  );
}

import { useId, useState } from 'react';
import { useNavigate } from 'react-router';
import { rememberRecord } from '@/lib/recent-records';
import { optionsOf, type PalettePage, type SearchOption } from './search-options';
import type { SearchResultsProps } from './search-results';
import { useActiveOption } from './use-active-option';
import { useSearchResults } from './use-search-results';

export interface SearchComboboxSettings {
  /** The palette adds the actions and, before typing, the recently opened records. */
  palette: boolean;
  /** The pages the palette offers to go to (the side menu's, as the user sees it). */
  pages?: readonly PalettePage[];
  /** A row was opened: called before going to its path, the term already cleared (the box or palette closes). */
  onOpened: () => void;
}

/**
 * What the top bar's box and the palette share: the term, its results, the highlighted row and opening a row
 * (remembered as recently opened when it is a record; the term is cleared). `listProps` feed `SearchResults`.
 */
export function useSearchCombobox({ palette, pages, onOpened }: SearchComboboxSettings) {
  const navigate = useNavigate();
  const listId = useId();
  const optionId = (key: string) => `${listId}-${key}`;
  const [term, setTerm] = useState('');
  const results = useSearchResults(term, { palette, pages });
  const options = optionsOf(results.groups);

  const openOption = (option: SearchOption) => {
    if (option.hit) rememberRecord(option.hit);
    setTerm('');
    onOpened();
    void navigate(option.path);
  };
  const activeOption = useActiveOption(options, { optionId, busy: results.busy, onOpen: openOption });

  const listProps = {
    id: listId,
    groups: results.groups,
    activeKey: activeOption.active?.key ?? null,
    optionId,
    message: results.message,
    busy: results.busy,
    onOpen: openOption,
    onHover: (option: SearchOption) => activeOption.choose(option.key),
  } satisfies Omit<SearchResultsProps, 'label'>;

  return { listId, term, setTerm, hasOptions: options.length > 0, activeOption, listProps };
}

export type SearchCombobox = ReturnType<typeof useSearchCombobox>;

import { SEARCH_MIN_LENGTH, searchMessages } from '@coachboard/contract';
import { errorMessage } from '@/lib/api-error';
import { useCan } from '@/lib/permissions';
import { useDebouncedValue } from '@/lib/use-debounced-value';
import { useSearchEverything } from '../api/search-everything';
import {
  actionGroups,
  optionsOf,
  pageGroups,
  type PalettePage,
  recentGroups,
  resultGroups,
  type SearchOptionGroup,
} from './search-options';
import { useRecentRecords } from '@/lib/recent-records';

/** The server is asked once the admin pauses this long. */
export const SEARCH_DEBOUNCE_MS = 200;

export const searchingMessage = 'Searching...';
export const searchFailedMessage = 'Search failed';

export interface SearchResults {
  groups: SearchOptionGroup[];
  /** What the list says instead of (or before) rows: too short, searching, failed, no results. */
  message: string | null;
  /** The rows shown belong to an earlier term; the answer for this one is on its way. */
  busy: boolean;
}

/**
 * What the box (records only) and the palette (records, recently opened, actions and the side menu's pages) show
 * for a term. Records are searched from two characters, once the typing pauses.
 */
export function useSearchResults(
  term: string,
  { palette, pages = [] }: { palette: boolean; pages?: readonly PalettePage[] },
): SearchResults {
  const trimmed = term.trim();
  const debounced = useDebouncedValue(trimmed, SEARCH_DEBOUNCE_MS);
  const query = useSearchEverything(debounced);
  const recents = useRecentRecords();
  const can = useCan();

  if (trimmed === '') {
    return {
      groups: palette
        ? [...recentGroups(recents), ...actionGroups('', can, pages), ...pageGroups('', pages)]
        : [],
      message: null,
      busy: false,
    };
  }
  const actions = palette ? [...actionGroups(trimmed, can, pages), ...pageGroups(trimmed, pages)] : [];
  if (trimmed.length < SEARCH_MIN_LENGTH) {
    return { groups: actions, message: searchMessages.tooShort, busy: false };
  }

  const settled = debounced === trimmed && !query.isPlaceholderData && !query.isPending;
  const hits = debounced.length >= SEARCH_MIN_LENGTH && !query.isError ? resultGroups(query.data) : [];
  const groups = [...hits, ...actions];
  const busy = !settled && !query.isError;
  let message: string | null = null;
  if (query.isError && debounced === trimmed) message = errorMessage(query.error, searchFailedMessage);
  else if (optionsOf(groups).length === 0) message = settled ? searchMessages.noResults : searchingMessage;
  return { groups, message, busy };
}

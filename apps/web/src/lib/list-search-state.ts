export const PAGE_PARAM = 'page';
export const SEARCH_PARAM = 'search';
const NO_FILTERS: readonly never[] = [];

const parsePage = (value: string | null) => {
  const page = Number(value);
  return Number.isInteger(page) && page >= 1 ? page : 1;
};

/**
 * The page, the trimmed search term and the extra filters a list's address holds. Apart from the list hook, so
 * the first load can build a list screen's first request from the address without the hook's module.
 */
export const readListState = <const Filter extends string = never>(
  searchParams: URLSearchParams,
  filterNames: readonly Filter[] = NO_FILTERS,
) => ({
  page: parsePage(searchParams.get(PAGE_PARAM)),
  searchTerm: (searchParams.get(SEARCH_PARAM) ?? '').trim(),
  filters: Object.fromEntries(
    filterNames.map((name) => [name, searchParams.get(name) || undefined]),
  ) as Partial<Record<Filter, string>>,
});

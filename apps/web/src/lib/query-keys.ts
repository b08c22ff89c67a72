import type { InvalidateQueryFilters, QueryClient, QueryKey } from '@tanstack/react-query';

/**
 * The keys every area shares. An area's extra keys nest under `detail(id)` so that invalidating a record also
 * marks everything loaded about it stale.
 */
const baseKeys = <const Area extends string>(area: Area) => {
  const all = [area] as const;
  const keys = {
    all,
    /** Every page of the normal list, whatever its parameters. */
    lists: () => [...all, 'list'] as const,
    list: <const Params extends object>(params: Params) => [...keys.lists(), params] as const,
    /** Every page of search mode, whatever its term. */
    searches: () => [...all, 'search'] as const,
    search: <const Params extends object>(params: Params) => [...keys.searches(), params] as const,
    detail: (id: number) => [...all, 'detail', id] as const,
    /** What a create, update or delete makes stale on the list screen: every list and search page. */
    pages: () => [keys.lists(), keys.searches()] as const,
  };
  return keys;
};

export type AreaQueryKeys<Area extends string> = ReturnType<typeof baseKeys<Area>>;

/**
 * The one place an area's query keys are spelled: `createQueryKeys('programs', (keys) => ({ weeks: (id: number) =>
 * [...keys.detail(id), 'weeks'] as const }))`. Fetchers, mutations and screens use only the returned functions,
 * never an array literal or a suffix of their own.
 */
export function createQueryKeys<const Area extends string, Extra extends object = object>(
  area: Area,
  extend?: (keys: AreaQueryKeys<Area>) => Extra,
): AreaQueryKeys<Area> & Extra {
  const keys = baseKeys(area);
  return { ...keys, ...(extend?.(keys) ?? ({} as Extra)) };
}

/** Invalidates several keys at once, e.g. `invalidateKeys(queryClient, [...programKeys.pages(), detail])`. */
export const invalidateKeys = (
  queryClient: QueryClient,
  queryKeys: readonly QueryKey[],
  filters: Omit<InvalidateQueryFilters, 'queryKey'> = {},
) => Promise.all(queryKeys.map((queryKey) => queryClient.invalidateQueries({ ...filters, queryKey })));

import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import {
  SEARCH_LIMIT_DEFAULT,
  SEARCH_MIN_LENGTH,
  searchResultSchema,
  type searchQuerySchema,
} from '@coachboard/contract';
import { api } from '@/lib/api-client';
import { searchKeys } from './search-query-keys';

export type SearchEverythingParams = z.output<typeof searchQuerySchema>;

/** `GET /search?q&limit`: every kind's best matches, grouped by kind. */
export const searchEverything = (params: SearchEverythingParams, signal?: AbortSignal) =>
  api.get('/search', { query: params, schema: searchResultSchema, signal });

/**
 * One query per term: an answer to an earlier term lands under its own key and is never shown for a later one,
 * while the last answer stays on screen until the new one comes.
 */
export const searchEverythingQueryOptions = (q: string) => {
  const params: SearchEverythingParams = { q, limit: SEARCH_LIMIT_DEFAULT };
  return queryOptions({
    queryKey: searchKeys.search(params),
    queryFn: ({ signal }) => searchEverything(params, signal),
    enabled: q.length >= SEARCH_MIN_LENGTH,
    placeholderData: keepPreviousData,
    staleTime: 30_000,
  });
};

export const useSearchEverything = (q: string) => useQuery(searchEverythingQueryOptions(q));

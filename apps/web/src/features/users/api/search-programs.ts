import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { programPickerHasMore, programPickerPageSchema } from '@coachboard/contract';
import { api } from '@/lib/api-client';
import { userKeys } from './user-query-keys';

export const searchPrograms = (search: string, page: number, signal?: AbortSignal) =>
  api.get('/training-programs/search', {
    query: { page, search: search || undefined },
    schema: programPickerPageSchema,
    signal,
  });

/** The user screens' program picker: 60 a page, more pages loaded on scroll. */
export const searchProgramsQueryOptions = (search: string) =>
  infiniteQueryOptions({
    queryKey: userKeys.programPicker(search),
    queryFn: ({ pageParam, signal }) => searchPrograms(search, pageParam, signal),
    initialPageParam: 1,
    getNextPageParam: (last) => (programPickerHasMore(last) ? last.current_page + 1 : undefined),
  });

export const useSearchPrograms = (search: string) => useInfiniteQuery(searchProgramsQueryOptions(search));

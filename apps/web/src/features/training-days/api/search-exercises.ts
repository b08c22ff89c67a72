import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { exerciseSearchPageSchema } from '@coachboard/contract';
import { api } from '@/lib/api-client';
import { trainingDayKeys } from './training-day-query-keys';

export interface SearchExercisesParams {
  dayId: number;
  searchTerm: string;
  page: number;
}

/** `GET /exercises/search`: 60 rows first, then 15 a page; exercises already on the day are left out. */
export const searchExercises = ({ dayId, searchTerm, page }: SearchExercisesParams, signal?: AbortSignal) =>
  api.get('/exercises/search', {
    query: { searchTerm: searchTerm || undefined, page, training_day_id: dayId },
    schema: exerciseSearchPageSchema,
    signal,
  });

export const searchExercisesQueryOptions = (dayId: number, searchTerm: string) =>
  infiniteQueryOptions({
    queryKey: trainingDayKeys.exerciseSearch(dayId, searchTerm),
    queryFn: ({ pageParam, signal }) => searchExercises({ dayId, searchTerm, page: pageParam }, signal),
    initialPageParam: 1,
    getNextPageParam: (last) => (last.next_page_url ? last.current_page + 1 : undefined),
    staleTime: 0,
  });

export const useSearchExercises = (dayId: number, searchTerm: string, enabled = true) =>
  useInfiniteQuery({ ...searchExercisesQueryOptions(dayId, searchTerm), enabled });

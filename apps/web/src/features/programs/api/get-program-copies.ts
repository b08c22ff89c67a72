import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { PERSONAL_COPIES_PAGE_SIZE, personalCopyPageSchema } from '@coachboard/contract';
import { api } from '@/lib/api-client';
import { programKeys } from './program-query-keys';

/** A page of the template's personal copies, each with its user. */
export const getProgramCopies = (programId: number, page: number, signal?: AbortSignal) =>
  api.get(`/training-programs/${programId}/copies`, {
    query: { page, per_page: PERSONAL_COPIES_PAGE_SIZE },
    schema: personalCopyPageSchema,
    signal,
  });

export const getProgramCopiesQueryOptions = (programId: number, page: number) =>
  queryOptions({
    queryKey: programKeys.copiesPage(programId, page),
    queryFn: ({ signal }) => getProgramCopies(programId, page, signal),
    placeholderData: keepPreviousData,
  });

export const useProgramCopies = (programId: number, page: number, { enabled = true } = {}) =>
  useQuery({ ...getProgramCopiesQueryOptions(programId, page), enabled });

import { queryOptions, useQuery } from '@tanstack/react-query';
import { programVolumeSchema } from '@coachboard/contract';
import { api } from '@/lib/api-client';
import { programKeys } from './program-query-keys';

/** Nested under the program, so every change to it (or to its days, which invalidate it) refreshes the volume. */
export const programVolumeKey = (programId: number) => [...programKeys.detail(programId), 'volume'] as const;

/** Hard sets per muscle group and week, and each day's exercise count. */
export const getProgramVolume = (programId: number, signal?: AbortSignal) =>
  api.get(`/training-programs/${programId}/volume`, { schema: programVolumeSchema, signal });

export const getProgramVolumeQueryOptions = (programId: number) =>
  queryOptions({
    queryKey: programVolumeKey(programId),
    queryFn: ({ signal }) => getProgramVolume(programId, signal),
  });

export const useProgramVolume = (programId: number) => useQuery(getProgramVolumeQueryOptions(programId));

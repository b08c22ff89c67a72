import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import type { z } from 'zod';
import { trashPageSchema, type trashListQuerySchema } from '@coachboard/contract';
import { api } from '@/lib/api-client';
import { trashKeys } from '@/lib/trash-api';

export type GetTrashParams = Partial<z.output<typeof trashListQuerySchema>>;

/** `GET /trash`: 20 a page, newest deletes first, by type and name. */
export const getTrash = (params: GetTrashParams, signal?: AbortSignal) =>
  api.get('/trash', { query: params, schema: trashPageSchema, signal });

export const getTrashQueryOptions = (params: GetTrashParams) =>
  queryOptions({
    queryKey: trashKeys.list(params),
    queryFn: ({ signal }) => getTrash(params, signal),
    placeholderData: keepPreviousData,
  });

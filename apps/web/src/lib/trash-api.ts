import { queryOptions, useQuery } from '@tanstack/react-query';
import {
  DEFAULT_TRASH_RETENTION_DAYS,
  bulkDeleteResultSchema,
  trashBatchRestoreResultSchema,
  trashPurgeResultSchema,
  trashRestoreResultSchema,
  trashSettingsSchema,
  type BulkDeleteBody,
  type TrashType,
} from '@coachboard/contract';
import { api } from './api-client';
import { createQueryKeys } from './query-keys';

/**
 * The trash calls any area makes (the Undo of a delete, the retention days of a delete dialog). They live here, not
 * in features/trash, because features cannot import each other; the Trash page uses them too.
 */
export const trashKeys = createQueryKeys('trash', (keys) => ({
  settings: () => [...keys.all, 'settings'] as const,
}));

export const restoreFromTrash = ({ type, id }: { type: TrashType; id: number }) =>
  api.post(`/trash/${type}/${id}/restore`, undefined, { schema: trashRestoreResultSchema });

export const restoreTrashBatch = (batchId: string) =>
  api.post(`/trash/batches/${batchId}/restore`, undefined, { schema: trashBatchRestoreResultSchema });

export const purgeFromTrash = ({ type, id }: { type: TrashType; id: number }) =>
  api.delete(`/trash/${type}/${id}`, { schema: trashPurgeResultSchema });

/** The lists that have a bulk delete, by the type they put in the trash. */
export const bulkDeletePaths = {
  program: '/training-programs',
  exercise: '/exercises',
  recipe: '/recipes',
  user: '/users',
  post: '/posts',
} as const satisfies Partial<Record<TrashType, string>>;
export type BulkDeleteType = keyof typeof bulkDeletePaths;

export const bulkDelete = (type: BulkDeleteType, body: BulkDeleteBody) =>
  api.post(`${bulkDeletePaths[type]}/bulk-delete`, body, { schema: bulkDeleteResultSchema });

export const trashSettingsQueryOptions = () =>
  queryOptions({
    queryKey: trashKeys.settings(),
    queryFn: ({ signal }) => api.get('/trash/settings', { schema: trashSettingsSchema, signal }),
    staleTime: Infinity,
    retry: false,
  });

/** How many days a deleted record can be restored (delete dialogs say it); the default until the API answers. */
export const useTrashRetentionDays = () =>
  useQuery(trashSettingsQueryOptions()).data?.retention_days ?? DEFAULT_TRASH_RETENTION_DAYS;

import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { templateSyncResultSchema, type templateSyncSchema } from '@coachboard/contract/template-sync';
import { api } from '@/lib/api-client';
import { invalidateKeys } from '@/lib/query-keys';
import { programKeys } from './program-query-keys';

export interface SyncTemplateCopiesParams {
  templateId: number;
  input: z.input<typeof templateSyncSchema>;
}

export const syncTemplateCopies = ({ templateId, input }: SyncTemplateCopiesParams) =>
  api.post(`/training-programs/${templateId}/sync`, input, { schema: templateSyncResultSchema });

/** The dry run of 'Update copies': what each copy would take, keep and leave in conflict. */
export const useSyncPreview = () =>
  useMutation({
    mutationFn: (templateId: number) => syncTemplateCopies({ templateId, input: { dry_run: true } }),
  });

/** Applies the template's changes to the chosen users' copies; the template and those copies refresh. */
export const useSyncTemplateCopies = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: syncTemplateCopies,
    onSuccess: (result, { templateId }) =>
      invalidateKeys(queryClient, [
        programKeys.detail(templateId),
        ...result.copies.map((copy) => programKeys.detail(copy.copy_program_id)),
      ]),
  });
};

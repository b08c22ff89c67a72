import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import type { z } from 'zod';
import {
  nutritionTemplateSchema,
  paginated,
  type nutritionTemplateListQuerySchema,
} from '@coachboard/contract';
import { api } from '@/lib/api-client';
import { nutritionTemplateKeys } from './nutrition-template-query-keys';

export const nutritionTemplatePageSchema = paginated(nutritionTemplateSchema);
export type GetNutritionTemplatesParams = z.output<typeof nutritionTemplateListQuerySchema>;

export const getNutritionTemplatesQueryOptions = (params: GetNutritionTemplatesParams) =>
  queryOptions({
    queryKey: nutritionTemplateKeys.list(params),
    queryFn: ({ signal }) =>
      api.get('/nutrition-templates', { query: params, schema: nutritionTemplatePageSchema, signal }),
    placeholderData: keepPreviousData,
  });

import { createQueryKeys } from '@/lib/query-keys';

export const nutritionTemplateKeys = createQueryKeys('nutrition-templates');

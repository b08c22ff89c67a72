import { createQueryKeys } from '@/lib/query-keys';

export const recipeKeys = createQueryKeys('recipes');

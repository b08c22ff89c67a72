import { queryOptions, useQuery } from '@tanstack/react-query';
import { recipeSchema } from '@coachboard/contract';
import { api } from '@/lib/api-client';
import { recipeKeys } from './recipe-query-keys';

export const getRecipe = (recipeId: number, signal?: AbortSignal) =>
  api.get(`/recipes/${recipeId}`, { schema: recipeSchema, signal });

export const getRecipeQueryOptions = (recipeId: number) =>
  queryOptions({
    queryKey: recipeKeys.detail(recipeId),
    queryFn: ({ signal }) => getRecipe(recipeId, signal),
  });

export const useRecipe = (recipeId: number, { enabled = true }: { enabled?: boolean } = {}) =>
  useQuery({ ...getRecipeQueryOptions(recipeId), enabled });

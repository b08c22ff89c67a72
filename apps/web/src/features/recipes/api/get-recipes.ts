import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { paginated, recipeSchema, type recipeListQuerySchema } from '@coachboard/contract';
import { api } from '@/lib/api-client';
import { recipeKeys } from './recipe-query-keys';

/** One page of recipes, as both the list and the search answer it. */
export const recipePageSchema = paginated(recipeSchema);

export type GetRecipesParams = z.output<typeof recipeListQuerySchema>;

export const getRecipes = (params: GetRecipesParams, signal?: AbortSignal) =>
  api.get('/recipes', { query: params, schema: recipePageSchema, signal });

export const getRecipesQueryOptions = (params: GetRecipesParams) =>
  queryOptions({
    queryKey: recipeKeys.list(params),
    queryFn: ({ signal }) => getRecipes(params, signal),
    placeholderData: keepPreviousData,
  });

export const useRecipes = (params: GetRecipesParams) => useQuery(getRecipesQueryOptions(params));

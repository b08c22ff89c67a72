import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import type { recipeSearchQuerySchema } from '@coachboard/contract';
import { api } from '@/lib/api-client';
import { recipePageSchema } from './get-recipes';
import { recipeKeys } from './recipe-query-keys';

export type SearchRecipesParams = z.output<typeof recipeSearchQuerySchema>;

export const searchRecipes = (params: SearchRecipesParams, signal?: AbortSignal) =>
  api.get('/recipes/search', { query: params, schema: recipePageSchema, signal });

export const searchRecipesQueryOptions = (params: SearchRecipesParams) =>
  queryOptions({
    queryKey: recipeKeys.search(params),
    queryFn: ({ signal }) => searchRecipes(params, signal),
    placeholderData: keepPreviousData,
  });

export const useSearchRecipes = (params: SearchRecipesParams) => useQuery(searchRecipesQueryOptions(params));

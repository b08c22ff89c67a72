import { z } from 'zod';
import { storedFileSchema } from './files.js';
import { optionalSearchTerm } from './list-query.js';
import { pageParam, perPageParam } from './pagination.js';
import { staleUpdateMessage } from './stale-update.js';
import { RECIPE_SEARCH_PAGE_SIZE, RECIPES_PAGE_SIZE, recipeSchema } from './recipes.js';

/** Messages of the recipes API that the specification leaves open. */
export const recipeApiMessages = {
  created: 'Recipe created successfully',
  updated: 'Recipe updated successfully',
  deleted: 'Recipe deleted successfully',
  imageUploaded: 'Recipe image uploaded successfully',
  recipeIdMismatch: 'recipe_id must match the recipe in the address',
  staleUpdate: staleUpdateMessage('recipe'),
} as const;

/** `GET /recipes?page&per_page`: newest first, 15 a page (per_page capped at 100). */
export const recipeListQuerySchema = z.object({
  page: pageParam,
  per_page: perPageParam(RECIPES_PAGE_SIZE),
});
export type RecipeListQuery = z.input<typeof recipeListQuerySchema>;

/**
 * `GET /recipes/search?searchTerm&page&per_page`: recipes whose name or description contains the term
 * (case-insensitive), newest first, 15 a page; an empty term lists every recipe.
 */
export const recipeSearchQuerySchema = z.object({
  searchTerm: optionalSearchTerm,
  page: pageParam,
  per_page: perPageParam(RECIPE_SEARCH_PAGE_SIZE),
});
export type RecipeSearchQuery = z.input<typeof recipeSearchQuerySchema>;

/** `POST /files/recipes/{id}/upload-recipe-image` answer data: the stored file and the updated recipe. */
export const recipeImageUploadSchema = storedFileSchema.extend({ recipe: recipeSchema });
export type RecipeImageUpload = z.infer<typeof recipeImageUploadSchema>;

import { getTableColumns } from 'drizzle-orm';
import type { Recipe } from '@coachboard/contract';
import { files, recipes, type RecipeRow } from '../../db/schema/index.js';

/** A recipe row without its search column, plus the public path of its image (left-joined). */
const { searchText: _searchText, ...recipeColumns } = getTableColumns(recipes);
export const recipeWithImageColumns = { ...recipeColumns, imageFullPath: files.fullPath };
export type RecipeWithImageRow = Omit<RecipeRow, 'searchText'> & { imageFullPath: string | null };

export const toRecipe = (row: RecipeWithImageRow): Recipe => ({
  id: row.id,
  name: row.name,
  calories: row.calories,
  description: row.description,
  protein: row.protein,
  carbs: row.carbs,
  fat: row.fat,
  ingredients: row.ingredients,
  directions: row.directions,
  recipe_image:
    row.imageFileId !== null && row.imageFullPath !== null
      ? { id: row.imageFileId, full_path: row.imageFullPath }
      : null,
  created_at: row.createdAt.toISOString(),
  updated_at: row.updatedAt.toISOString(),
});

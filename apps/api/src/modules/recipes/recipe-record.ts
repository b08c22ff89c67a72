import { eq, sql } from 'drizzle-orm';
import { recipeMessages, type Recipe, type RecipeValues } from '@coachboard/contract';
import { recipes, recipesWithTrash } from '../../db/schema/index.js';
import type { Queryable } from '../../lib/db-types.js';
import { notFound } from '../../lib/errors.js';
import { recordType } from '../../lib/records/index.js';
import { bigintArray } from '../../lib/sql.js';
import { findRecipe, replaceRecipe } from './recipes-repository.js';

/** A recipe's audited fields under their API names (no search_text, no timestamps; the image by its file id). */
export const recipeAuditFields = (recipe: Recipe) => ({
  name: recipe.name,
  calories: recipe.calories,
  description: recipe.description,
  protein: recipe.protein,
  carbs: recipe.carbs,
  fat: recipe.fat,
  ingredients: recipe.ingredients,
  directions: recipe.directions,
  image_file_id: recipe.recipe_image?.id ?? null,
});

const REVERTABLE = [
  'name',
  'calories',
  'description',
  'protein',
  'carbs',
  'fat',
  'ingredients',
  'directions',
];

const lockRecipe = async (db: Queryable, id: number) => {
  const rows = await db.select({ id: recipes.id }).from(recipes).where(eq(recipes.id, id)).for('update');
  return rows.length > 0;
};

/** The image files rows of trashed recipes (removed at purge; the files trigger sweeps the stored objects). */
const recipeImageFileIds = async (db: Queryable, ids: number[]) => {
  const result = await db.execute<{ image_file_id: string | number }>(sql`
    select image_file_id from recipes_with_trash
    where id = any(${bigintArray(ids)}) and image_file_id is not null`);
  return result.rows.map((row) => Number(row.image_file_id));
};

/** The recipe as the audit log and the trash see it (trash-undo-audit 1.4). */
export const recipeRecord = recordType({
  type: 'recipe',
  read: async (db, id) => {
    const recipe = await findRecipe(db, id);
    return recipe ? { name: recipe.name, fields: recipeAuditFields(recipe) } : null;
  },
  lock: lockRecipe,
  revert: async (tx, id, fields) => {
    const current = await findRecipe(tx, id);
    if (!current) throw notFound(recipeMessages.notFound);
    const values: RecipeValues = { ...recipeAuditFields(current) };
    for (const key of REVERTABLE) {
      if (key in fields) (values as unknown as Record<string, unknown>)[key] = fields[key];
    }
    if (!(await replaceRecipe(tx, id, values))) throw notFound(recipeMessages.notFound);
  },
  trash: {
    table: recipesWithTrash,
    name: sql`${recipesWithTrash.name}`,
    deletedWith: 'recipes.delete',
    purgedFiles: recipeImageFileIds,
  },
});

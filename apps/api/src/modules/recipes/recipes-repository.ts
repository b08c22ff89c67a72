import { eq } from 'drizzle-orm';
import type { Recipe, RecipeValues } from '@coachboard/contract';
import { files, holdsShortTerm, recipeCounts, recipes, type FileRow } from '../../db/schema/index.js';
import type { Queryable, Transaction } from '../../lib/db-types.js';
import { containsText } from '../../lib/list-filters.js';
import { pagedListTotalFirst } from '../../lib/paged-list.js';
import { preparedStatement } from '../../lib/prepared.js';
import { isRowVersion, nextUpdatedAt } from '../../lib/row-version.js';
import { recipeWithImageColumns, toRecipe } from './recipe-rows.js';

/**
 * The recipe library, newest first; the search is a case-insensitive substring of the name or the description,
 * served by the trigram index on search_text. The total comes first (the counter, or the count of matches), so a
 * page in the second half is read from the end.
 */
const recipeList = pagedListTotalFirst({
  name: 'recipes',
  table: recipes,
  key: recipes.id,
  columns: recipeWithImageColumns,
  leftJoins: [{ table: files, on: eq(files.id, recipes.imageFileId) }],
  orderBy: { column: recipes.createdAt, direction: 'desc' },
  filters: { search: containsText(recipes.searchText, { shortTerm: holdsShortTerm(recipes) }) },
  readFromEnd: true,
});

/** The number of recipes: a row kept exact by triggers. */
const recipeTotal = preparedStatement((db) =>
  db.select({ total: recipeCounts.total }).from(recipeCounts).prepare('recipes_total'),
);

/** Every recipe, a page at a time: the total from the trigger-kept counter, then the page (two statements). */
export const listRecipes = async (db: Queryable, page: number, perPage: number) => {
  const [counter] = await recipeTotal(db).execute();
  const total = counter?.total ?? 0;
  const rows = await recipeList.page(db, {}, { page, perPage, total });
  return { items: rows.map(toRecipe), total };
};

/** Recipes whose name or description contains `term`: the count of matches, then the page (two statements). */
export const searchRecipes = async (db: Queryable, term: string, page: number, perPage: number) => {
  const total = await recipeList.count(db, { search: term });
  const rows = await recipeList.page(db, { search: term }, { page, perPage, total });
  return { items: rows.map(toRecipe), total };
};

/** The ids of the recipes a list or search shows, in list order, up to `limit` (bulk delete's "all matching"). */
export const matchingRecipeIds = async (db: Queryable, term: string | undefined, limit: number) => {
  const { keys, total } = await recipeList.matchingKeys(db, term ? { search: term } : {}, { limit });
  return { ids: keys, total };
};

export const findRecipe = async (db: Queryable, id: number): Promise<Recipe | null> => {
  const [row] = await db
    .select(recipeWithImageColumns)
    .from(recipes)
    .leftJoin(files, eq(files.id, recipes.imageFileId))
    .where(eq(recipes.id, id));
  return row ? toRecipe(row) : null;
};

export const recipeExists = async (db: Queryable, id: number) => {
  const [row] = await db.select({ id: recipes.id }).from(recipes).where(eq(recipes.id, id));
  return row !== undefined;
};

const toColumns = (values: RecipeValues) => ({
  name: values.name,
  calories: values.calories,
  description: values.description,
  protein: values.protein,
  carbs: values.carbs,
  fat: values.fat,
  ingredients: values.ingredients,
  directions: values.directions,
});

export const insertRecipe = async (db: Queryable, values: RecipeValues) => {
  const [row] = await db.insert(recipes).values(toColumns(values)).returning({ id: recipes.id });
  if (!row) throw new Error('Recipe insert returned no row');
  return row.id;
};

/**
 * Replaces every field (a PUT); false when there is no such recipe or, with `expectedUpdatedAt`, it is no
 * longer that version.
 */
export const replaceRecipe = async (
  db: Queryable,
  id: number,
  values: RecipeValues,
  expectedUpdatedAt?: string,
) => {
  const updated = await db
    .update(recipes)
    .set({ ...toColumns(values), updatedAt: nextUpdatedAt(recipes.updatedAt) })
    .where(isRowVersion(recipes.id, id, recipes.updatedAt, expectedUpdatedAt))
    .returning({ id: recipes.id });
  return updated.length > 0;
};

/**
 * Points the recipe at a newly stored image. Returns the file id it pointed at before (null for none), or
 * undefined when the recipe does not exist.
 */
export const pointRecipeAtImage = async (tx: Transaction, id: number, file: FileRow) => {
  const [current] = await tx
    .select({ imageFileId: recipes.imageFileId })
    .from(recipes)
    .where(eq(recipes.id, id))
    .for('update');
  if (!current) return undefined;
  await tx
    .update(recipes)
    .set({ imageFileId: file.id, updatedAt: nextUpdatedAt(recipes.updatedAt) })
    .where(eq(recipes.id, id));
  return current.imageFileId;
};

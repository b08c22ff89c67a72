import { asc, count, desc, eq, sql, type SQL } from 'drizzle-orm';
import type { Recipe, RecipeValues } from '@coachboard/contract';
import { files, recipeCounts, recipes, type FileRow } from '../../db/schema/index.js';
import type { Queryable, Transaction } from '../../lib/db-types.js';
import { preparedStatement, preparedStatementFamily, statementName } from '../../lib/prepared.js';
import { isRowVersion, nextUpdatedAt } from '../../lib/row-version.js';
import { containsPattern, offsetOf } from '../../lib/sql.js';
import { recipeWithImageColumns, toRecipe } from './recipe-rows.js';

/**
 * Case-insensitive substring of the name or the description (the `pattern` placeholder), served by the
 * trigram index on search_text.
 */
const matches = (): SQL => sql`${recipes.searchText} like lower(${sql.placeholder('pattern')})`;

/**
 * Which page statement: `s` searched or `_` every recipe, then `f` read from the front (newest first) or `e`
 * from the end (oldest first).
 */
type RecipePageVariant = `${'s' | '_'}${'f' | 'e'}`;

/**
 * One page of a variant, newest first (created_at desc, id desc). The page's ids are picked from the ordering
 * index alone and only those rows are read (a deferred join).
 */
const recipePage = preparedStatementFamily((db, variant: RecipePageVariant) => {
  const searches = variant[0] === 's';
  const direction = variant[1] === 'e' ? asc : desc;
  const ids = db
    .select({ id: recipes.id })
    .from(recipes)
    .where(searches ? matches() : undefined)
    .orderBy(direction(recipes.createdAt), direction(recipes.id))
    .limit(sql.placeholder('limit'))
    .offset(sql.placeholder('offset'))
    .as('page_ids');
  return db
    .select(recipeWithImageColumns)
    .from(recipes)
    .innerJoin(ids, eq(ids.id, recipes.id))
    .leftJoin(files, eq(files.id, recipes.imageFileId))
    .orderBy(desc(recipes.createdAt), desc(recipes.id))
    .prepare(statementName(`recipes_page_${variant}`, searches));
});

/**
 * One page given the total; a page in the second half of the list is counted from the other end, so the last
 * page skips as few index entries as the first.
 */
const pageOf = async (
  db: Queryable,
  search: { pattern: string } | undefined,
  total: number,
  page: number,
  perPage: number,
) => {
  const offset = offsetOf(page, perPage);
  const size = Math.min(perPage, total - offset);
  if (size <= 0) return [];
  const fromEnd = offset + size > total / 2;
  const variant: RecipePageVariant = `${search ? 's' : '_'}${fromEnd ? 'e' : 'f'}`;
  const rows = await recipePage(db, variant).execute({
    pattern: search?.pattern,
    limit: size,
    offset: fromEnd ? total - offset - size : offset,
  });
  return rows.map(toRecipe);
};

/** The number of recipes: a row kept exact by triggers. */
const recipeTotal = preparedStatement((db) =>
  db.select({ total: recipeCounts.total }).from(recipeCounts).prepare('recipes_total'),
);

/** How many recipes match the `pattern` placeholder (unnamed: PostgreSQL plans each term with its value). */
const recipeSearchTotal = preparedStatement((db) =>
  db
    .select({ total: count() })
    .from(recipes)
    .where(matches())
    .prepare(statementName('recipes_search_total', true)),
);

/** Every recipe, a page at a time: the total from the trigger-kept counter, then the page (two statements). */
export const listRecipes = async (db: Queryable, page: number, perPage: number) => {
  const [counter] = await recipeTotal(db).execute();
  const total = counter?.total ?? 0;
  return { items: await pageOf(db, undefined, total, page, perPage), total };
};

/** Recipes whose name or description contains `term`: the count of matches, then the page (two statements). */
export const searchRecipes = async (db: Queryable, term: string, page: number, perPage: number) => {
  const search = { pattern: containsPattern(term) };
  const [totals] = await recipeSearchTotal(db).execute(search);
  const total = totals?.total ?? 0;
  return { items: await pageOf(db, search, total, page, perPage), total };
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

/** Deletes the recipe; returns its image file id (null for none), or undefined when there was no recipe. */
export const deleteRecipeRow = async (db: Queryable, id: number) => {
  const [deleted] = await db
    .delete(recipes)
    .where(eq(recipes.id, id))
    .returning({ imageFileId: recipes.imageFileId });
  return deleted ? deleted.imageFileId : undefined;
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

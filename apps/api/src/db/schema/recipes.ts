import { sql } from 'drizzle-orm';
import { bigint, boolean, check, index, jsonb, numeric, pgTable, text } from 'drizzle-orm/pg-core';
import type { IngredientSection } from '@coachboard/contract';
import { timestampColumns, trashableTables } from './columns.js';
import { files } from './files.js';

/**
 * Recipes (spec part 2 section 3). Lists are newest first (created_at desc, id desc); that index also lets a
 * deep page skip rows without reading them (index-only). Macros are kept at the form's 0.1 step.
 */
export const [recipes, recipesWithTrash] = trashableTables(
  'recipes',
  () => ({
    id: bigint('id', { mode: 'number' }).primaryKey().generatedByDefaultAsIdentity(),
    name: text('name').notNull(),
    calories: numeric('calories', { precision: 8, scale: 1, mode: 'number' }),
    description: text('description'),
    protein: numeric('protein', { precision: 7, scale: 1, mode: 'number' }),
    carbs: numeric('carbs', { precision: 7, scale: 1, mode: 'number' }),
    fat: numeric('fat', { precision: 7, scale: 1, mode: 'number' }),
    /** Sections in the order written, each with its items in order: `[{ section, items: [{ name, amount }] }]`. */
    ingredients: jsonb('ingredients')
      .$type<IngredientSection[]>()
      .notNull()
      .default(sql`'[]'::jsonb`),
    directions: text('directions'),
    imageFileId: bigint('image_file_id', { mode: 'number' }).references(() => files.id, {
      onDelete: 'set null',
    }),
    /**
     * lower(name) and lower(description) on separate lines, stored: the search's LIKE reads it through its
     * trigram index, and a term (one line) cannot match across the two fields.
     */
    searchText: text('search_text')
      .notNull()
      .generatedAlwaysAs(sql`lower(name) || E'\\n' || lower(coalesce(description, ''))`),
    ...timestampColumns(),
  }),
  (table) => [
    index('recipes_created_at_id_idx')
      .on(table.createdAt.desc().nullsFirst(), table.id.desc().nullsFirst())
      .where(sql`${table.deletedAt} is null`),
    index('recipes_search_text_trgm_idx')
      .using('gin', table.searchText.op('gin_trgm_ops'))
      .with({ fastupdate: false })
      .where(sql`${table.deletedAt} is null`),
    index('recipes_image_file_id_idx').on(table.imageFileId),
    check(
      'recipes_macros_not_negative_check',
      sql`${table.calories} >= 0 and ${table.protein} >= 0 and ${table.carbs} >= 0 and ${table.fat} >= 0`,
    ),
    check('recipes_ingredients_is_array_check', sql`jsonb_typeof(${table.ingredients}) = 'array'`),
  ],
);

/**
 * How many recipes exist, kept by statement triggers on recipes (migration 0006): the unfiltered list's total
 * without counting 100,000 rows on every page. One row; recipe writes are rare admin actions, so the row lock
 * they take is no bottleneck.
 */
export const recipeCounts = pgTable(
  'recipe_counts',
  {
    id: boolean('id').primaryKey().default(true),
    total: bigint('total', { mode: 'number' }).notNull(),
  },
  (table) => [check('recipe_counts_single_row_check', sql`${table.id}`)],
);

export type RecipeRow = typeof recipes.$inferSelect;
export type NewRecipeRow = typeof recipes.$inferInsert;

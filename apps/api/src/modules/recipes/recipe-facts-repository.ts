import { sql } from 'drizzle-orm';
import type { IngredientSection } from '@coachboard/contract';
import { recipes } from '../../db/schema/index.js';
import type { Queryable } from '../../lib/db-types.js';
import { bigintArray } from '../../lib/sql.js';

/** What a meal plan counts of a recipe: its macros for one serving and its ingredients. */
export interface RecipeFacts {
  id: number;
  name: string;
  calories: number | null;
  protein: number | null;
  carbs: number | null;
  fat: number | null;
  ingredients: IngredientSection[];
}

const toNumber = (value: string | number | null) => (value === null ? null : Number(value));

/** The live recipes among `ids` (a trashed or purged one is simply absent), by primary key. */
export const recipeFactsByIds = async (
  db: Queryable,
  ids: readonly number[],
  { withIngredients = true }: { withIngredients?: boolean } = {},
): Promise<Map<number, RecipeFacts>> => {
  if (ids.length === 0) return new Map();
  const result = await db.execute<{
    id: string;
    name: string;
    calories: string | null;
    protein: string | null;
    carbs: string | null;
    fat: string | null;
    ingredients: IngredientSection[] | null;
  }>(sql`
    select id, name, calories, protein, carbs, fat,
      ${withIngredients ? sql`ingredients` : sql`null::jsonb as ingredients`}
    from ${recipes} where id = any(${bigintArray([...new Set(ids)])})`);
  return new Map(
    result.rows.map((row) => [
      Number(row.id),
      {
        id: Number(row.id),
        name: row.name,
        calories: toNumber(row.calories),
        protein: toNumber(row.protein),
        carbs: toNumber(row.carbs),
        fat: toNumber(row.fat),
        ingredients: row.ingredients ?? [],
      },
    ]),
  );
};

export interface RecipeNameMatch {
  /** The pasted name, lower case with single spaces. */
  key: string;
  exact: { id: number; name: string } | null;
  suggestions: { id: number; name: string }[];
}

const likeEscaped = (text: string) => text.replace(/[\\%_]/g, (character) => `\\${character}`);

/**
 * The library recipe of each pasted name: the oldest live recipe whose name is the name (case and spaces
 * aside); for a name without one, up to three recipes whose names contain its words, nearest first. Each name is
 * read through the trigram index on search_text (lower(name), a new line, the description), so the 100,000-recipe
 * library is never scanned.
 */
export const matchRecipeNames = async (
  db: Queryable,
  keys: readonly string[],
): Promise<RecipeNameMatch[]> => {
  const unique = [...new Set(keys)];
  if (unique.length === 0) return [];
  const input = JSON.stringify(unique.map((key) => ({ key, prefix: `${likeEscaped(key)}\n%` })));
  const result = await db.execute<{
    key: string;
    exact: { id: number; name: string } | null;
    suggestions: { id: number; name: string }[];
  }>(sql`
    select i.key,
      (select jsonb_build_object('id', r.id, 'name', r.name) from ${recipes} r
        where r.search_text like i.prefix
          and lower(r.name) = i.key
        order by r.id limit 1) as exact,
      case when not exists (select 1 from ${recipes} r where r.search_text like i.prefix and lower(r.name) = i.key)
      then coalesce((select jsonb_agg(jsonb_build_object('id', s.id, 'name', s.name) order by s.score desc, s.id)
        from (select r.id, r.name, word_similarity(i.key, lower(r.name)) as score from ${recipes} r
          where i.key <% r.search_text
          order by score desc, r.id limit 3) s), '[]'::jsonb)
      else '[]'::jsonb end as suggestions
    from jsonb_to_recordset(${input}::jsonb) as i(key text, prefix text)`);
  return result.rows.map((row) => ({
    key: row.key,
    exact: row.exact ? { id: Number(row.exact.id), name: row.exact.name } : null,
    suggestions: row.suggestions.map((entry) => ({ id: Number(entry.id), name: entry.name })),
  }));
};

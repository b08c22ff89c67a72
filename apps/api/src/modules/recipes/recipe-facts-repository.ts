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

/** How many recipes sharing a pasted name's words are ranked for its suggestions (bounds a common name's cost). */
const SUGGESTION_CANDIDATES = 200;

/**
 * The library recipe of each pasted name: the oldest live recipe whose name is the name (case and spaces aside),
 * found by equality on the trigram index of lower(name) (migration 0029); for a name without one, the three
 * nearest by word similarity among the first SUGGESTION_CANDIDATES names holding its words, so a name made of
 * common words ('chicken bowl') never ranks thousands of recipes.
 */
export const matchRecipeNames = async (
  db: Queryable,
  keys: readonly string[],
): Promise<RecipeNameMatch[]> => {
  const unique = [...new Set(keys)];
  if (unique.length === 0) return [];
  const input = JSON.stringify(unique.map((key) => ({ key })));
  const result = await db.execute<{
    key: string;
    exact: { id: number; name: string } | null;
    suggestions: { id: number; name: string }[];
  }>(sql`
    select i.key, e.exact,
      case when e.exact is not null then '[]'::jsonb
      else coalesce((
        select jsonb_agg(jsonb_build_object('id', s.id, 'name', s.name) order by s.score desc, s.id)
        from (
          select c.id, c.name, word_similarity(i.key, lower(c.name)) as score
          from (select r.id, r.name from ${recipes} r where i.key <% lower(r.name) limit ${SUGGESTION_CANDIDATES}) c
          order by score desc, c.id limit 3
        ) s), '[]'::jsonb)
      end as suggestions
    from jsonb_to_recordset(${input}::jsonb) as i(key text)
    left join lateral (
      -- offset 0 keeps the equality on the trigram index: with the ordering inlined, the planner walks the
      -- primary key past most of the library instead.
      select jsonb_build_object('id', m.id, 'name', m.name) as exact
      from (select r.id, r.name from ${recipes} r where lower(r.name) = i.key offset 0) m
      order by m.id limit 1
    ) e on true`);
  return result.rows.map((row) => ({
    key: row.key,
    exact: row.exact ? { id: Number(row.exact.id), name: row.exact.name } : null,
    suggestions: row.suggestions.map((entry) => ({ id: Number(entry.id), name: entry.name })),
  }));
};

/**
 * Bodies the bare same-SQL handlers build from the rows of the statements the real route sent, in the shape
 * (and key order) of the API's answers. Rows are found by their column names, so a route that reorders or
 * merges its statements still maps, and a real mismatch shows up in the body check.
 */
import { groupHits } from '../../src/modules/search/search-hits.js';
import type { SearchRow } from '../../src/modules/search/search-repository.js';
import {
  findSet,
  has,
  int,
  iso,
  lacks,
  listPage,
  paginator,
  totalOf,
  type BodyBuilder,
  type Row,
  type RowSet,
} from './row-sets.js';
import { userSummary } from './user-bodies.js';

export const programSummary = (row: Row) => ({
  id: int(row.id),
  name: row.name,
  program_type: row.program_type,
  difficulty_level: row.difficulty_level,
  duration_weeks: row.duration_weeks,
  training_days_per_week: row.training_days_per_week,
  workout_duration: row.workout_duration,
  description: row.description,
  image: row.image,
  training_program_image:
    row.image_file_id !== null && row.full_path !== null && row.full_path !== undefined
      ? { id: int(row.image_file_id), full_path: row.full_path }
      : null,
  is_admin: row.is_admin,
  created_at: iso(row.created_at),
  updated_at: iso(row.updated_at),
});

const isProgramSet = (set: RowSet) => has(set, 'program_type', 'difficulty_level');
const isExerciseSet = (set: RowSet) => has(set, 'target_muscle_group', 'is_gym_based');
const isRecipeSet = (set: RowSet) => has(set, 'calories', 'ingredients', 'directions');
const isPostSet = (set: RowSet) => has(set, 'content', 'likes_count', 'comments_count');

export const programPage =
  (perPage: number, withTotal = true): BodyBuilder =>
  ({ url, sets }) => {
    const page = findSet(sets, isProgramSet, 'program rows');
    const items = page.rows.map(programSummary);
    return {
      success: true,
      data: paginator(items, withTotal ? totalOf(sets, page) : items.length, url, perPage),
    };
  };

export const programDetail: BodyBuilder = ({ sets }) => {
  const program = findSet(sets, isProgramSet, 'the program row').rows[0];
  if (!program) return { success: false, message: 'Program not found.' };
  const users = findSet(sets, (set) => has(set, 'email', 'first_name', 'last_name'), 'assigned users');
  const exercises = findSet(
    sets,
    (set) => has(set, 'id', 'name') && lacks(set, 'program_type', 'email', 'role'),
    'exercises',
  );
  return {
    success: true,
    data: {
      ...programSummary(program),
      users: users.rows.map(userSummary),
      exercises: exercises.rows.map((row) => ({ id: int(row.id), name: row.name })),
    },
  };
};

/** apps/api/src/modules/exercises/exercise-rows.ts (`toExercise`) and the list's assigned-program count. */
const exerciseListItem = (row: Row) => ({
  id: int(row.id),
  name: row.name,
  description: row.description,
  yt_link: row.yt_link,
  target_muscle_group: row.target_muscle_group,
  is_at_home: row.is_at_home,
  is_gym_based: row.is_gym_based,
  created_at: iso(row.created_at),
  updated_at: iso(row.updated_at),
  training_programs_count: int(row.training_programs_count),
});

export const exercisePage = listPage(isExerciseSet, 'exercise rows', exerciseListItem);

const decimal = (value: unknown) => (value === null || value === undefined ? null : Number(value));

interface IngredientSection {
  section: string;
  items: { name: string; amount: string }[];
}

/** jsonb keeps keys shortest first (`items` before `section`); the API writes them in its schema's order. */
const ingredientsInApiOrder = (value: unknown) =>
  Array.isArray(value)
    ? (value as IngredientSection[]).map(({ section, items }) => ({
        section,
        items: items.map(({ name, amount }) => ({ name, amount })),
      }))
    : value;

/** apps/api/src/modules/recipes/recipe-rows.ts (`toRecipe`). */
const recipe = (row: Row) => ({
  id: int(row.id),
  name: row.name,
  calories: decimal(row.calories),
  description: row.description,
  protein: decimal(row.protein),
  carbs: decimal(row.carbs),
  fat: decimal(row.fat),
  ingredients: ingredientsInApiOrder(row.ingredients),
  directions: row.directions,
  recipe_image:
    row.image_file_id !== null && row.full_path !== null && row.full_path !== undefined
      ? { id: int(row.image_file_id), full_path: row.full_path }
      : null,
  created_at: iso(row.created_at),
  updated_at: iso(row.updated_at),
});

export const recipePage = listPage(isRecipeSet, 'recipe rows', recipe);

/**
 * apps/api/src/modules/community/community-mappers.ts (`toPost`, `toAuthor`). The page row holds the post's
 * `id`, the author's (`id_2`) and the author's image file's (`id_3`); `exists` is the viewer's like.
 */
const post = (row: Row, attachments: unknown[]) => ({
  id: int(row.id),
  content: row.content,
  type: row.type,
  author: {
    id: int(row.id_2),
    first_name: row.first_name,
    last_name: row.last_name,
    email: row.email,
    profile_image:
      row.id_3 === null || row.full_path === null ? null : { id: int(row.id_3), full_path: row.full_path },
  },
  likes_count: int(row.likes_count),
  comments_count: int(row.comments_count),
  is_liked_by_auth_user: row.exists,
  created_at: iso(row.created_at),
  updated_at: iso(row.updated_at),
  attachments,
});

/** A page of community posts: the per-type counter rows (summed), the page, the page's attachments. */
export const postPage =
  (perPage: number): BodyBuilder =>
  ({ url, sets }) => {
    const counts = findSet(sets, (set) => has(set, 'type', 'count') && lacks(set, 'content'), 'post counts');
    const total = counts.rows.reduce((sum, row) => sum + Number(row.count), 0);
    const page = findSet(sets, isPostSet, 'post rows');
    const attachments = new Map<number, unknown[]>(page.rows.map((row) => [Number(row.id), []]));
    const attached = sets.find((set) => has(set, 'post_id', 'original_name', 'storage_name'));
    for (const row of attached?.rows ?? []) {
      attachments.get(Number(row.post_id))?.push({
        id: int(row.id),
        full_path: row.full_path,
        original_name: row.original_name,
        storage_name: row.storage_name,
      });
    }
    const items = page.rows.map((row) => post(row, attachments.get(Number(row.id)) ?? []));
    return { success: true, data: paginator(items, total, url, perPage) };
  };

/**
 * The global search (modules/search): the rows of its two statements (the posts, then the four other kinds),
 * grouped by the module's own mapper.
 */
export const searchResult: BodyBuilder = ({ url, sets }) => {
  const hitSets = sets.filter((candidate) => has(candidate, 'kind', 'title', 'detail', 'extra', 'owner'));
  if (hitSets.length !== 2) throw new Error(`search: expected 2 sets of hits, found ${hitSets.length}`);
  const [posts, kinds] = hitSets as [RowSet, RowSet];
  const q = new URL(url, 'http://bench').searchParams.get('q')?.trim() ?? '';
  const rows = [...kinds.rows, ...posts.rows].map(
    (row) => ({ ...row, id: Number(row.id) }) as unknown as SearchRow,
  );
  return { success: true, data: groupHits(q, rows) };
};

/** The dashboard (modules/dashboard): its one statement's row, six counts and when they were taken. */
export const dashboardCounts: BodyBuilder = ({ sets }) => {
  const set = findSet(
    sets,
    (candidate) => has(candidate, 'programs_ending', 'generated_at'),
    'dashboard row',
  );
  const { generated_at: generatedAt, ...counts } = set.rows[0]!;
  return {
    success: true,
    data: {
      counts: Object.fromEntries(Object.entries(counts).map(([card, value]) => [card, Number(value)])),
      generated_at: generatedAt,
    },
  };
};

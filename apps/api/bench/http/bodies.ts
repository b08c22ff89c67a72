/**
 * Bodies the bare same-SQL handlers build from the rows of the statements the real route sent, in the shape
 * (and key order) of the API's answers. Rows are found by their column names, so a route that reorders or
 * merges its statements still maps, and a real mismatch shows up in the body check.
 */
import { paginate, toPaginated } from '@coachboard/contract';
import { groupHits } from '../../src/modules/search/search-hits.js';
import type { SearchRow } from '../../src/modules/search/search-repository.js';

export type Row = Record<string, unknown>;

export interface RowSet {
  fields: string[];
  rows: Row[];
}

export interface BodyInput {
  /** The path and query the real server was asked (page links are built from it). */
  url: string;
  /** Every statement's rows, in the order the statements were sent (the session lookup included). */
  sets: RowSet[];
}

export type BodyBuilder = (input: BodyInput) => unknown;

const iso = (value: unknown) => {
  if (value === null || value === undefined) return null;
  return (value instanceof Date ? value : new Date(String(value))).toISOString();
};
const int = (value: unknown) => (value === null || value === undefined ? null : Number(value));

const has = (set: RowSet, ...fields: string[]) => fields.every((field) => set.fields.includes(field));
const lacks = (set: RowSet, ...fields: string[]) => fields.every((field) => !set.fields.includes(field));
const findSet = (sets: RowSet[], test: (set: RowSet) => boolean, what: string) => {
  const set = sets.find(test);
  if (!set) throw new Error(`no statement returned ${what}`);
  return set;
};

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

const userSummary = (row: Row) => ({
  id: int(row.id),
  email: row.email,
  first_name: row.first_name,
  last_name: row.last_name,
  deleted_at: iso(row.deleted_at),
  is_active: row.deleted_at === null,
});

const pageUrl = (requestUrl: string, page: number) => {
  const url = new URL(requestUrl, 'http://placeholder');
  url.searchParams.set('page', String(page));
  return `${url.pathname}${url.search}`;
};

/** The API's Laravel-style paginator (apps/api/src/lib/paginator.ts). */
export const paginator = (items: unknown[], total: number, requestUrl: string, perPage: number) => {
  const page = Number(new URL(requestUrl, 'http://placeholder').searchParams.get('page') ?? 1);
  const lastPage = Math.max(1, Math.ceil(total / perPage));
  const from = items.length > 0 ? (page - 1) * perPage + 1 : null;
  return {
    data: items,
    current_page: page,
    per_page: perPage,
    total,
    last_page: lastPage,
    from,
    to: from === null ? null : from + items.length - 1,
    next_page_url: page < lastPage ? pageUrl(requestUrl, page + 1) : null,
    prev_page_url: page > 1 ? pageUrl(requestUrl, Math.min(page - 1, lastPage)) : null,
  };
};

const isProgramSet = (set: RowSet) => has(set, 'program_type', 'difficulty_level');
const isUserSet = (set: RowSet) => has(set, 'email', 'password_hash', 'token_version');
const isExerciseSet = (set: RowSet) => has(set, 'target_muscle_group', 'is_gym_based');
const isRecipeSet = (set: RowSet) => has(set, 'calories', 'ingredients', 'directions');
const isPostSet = (set: RowSet) => has(set, 'content', 'likes_count', 'comments_count');

/**
 * The total: a `count`/`total` column of a one-row statement (or the `row_count` of the trigger-kept counter), or
 * a window total on the page rows.
 */
const totalOf = (sets: RowSet[], pageRows: RowSet) => {
  for (const column of ['total', 'count', 'full_count']) {
    if (pageRows.fields.includes(column)) return Number(pageRows.rows[0]?.[column] ?? 0);
  }
  const counted = findSet(
    sets,
    (set) => set.rows.length === 1 && (has(set, 'count') || has(set, 'total') || has(set, 'row_count')),
    'a total (count, total or row_count column)',
  );
  return Number(counted.rows[0]?.count ?? counted.rows[0]?.total ?? counted.rows[0]?.row_count);
};

/** A page of another area's list: its rows found by their columns, mapped as the API maps them, and the total. */
const listPage =
  (isSet: (set: RowSet) => boolean, what: string, toItem: (row: Row) => unknown) =>
  (perPage: number): BodyBuilder =>
  ({ url, sets }) => {
    const page = findSet(sets, isSet, what);
    return { success: true, data: paginator(page.rows.map(toItem), totalOf(sets, page), url, perPage) };
  };

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

/** A `date` column: pg reads it as local midnight; the API sends the stored `YYYY-MM-DD`. */
const dateOnly = (value: unknown) => {
  if (value === null || value === undefined) return null;
  if (!(value instanceof Date)) return String(value);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${value.getFullYear()}-${pad(value.getMonth() + 1)}-${pad(value.getDate())}`;
};

/** apps/api/src/modules/auth/user-dto.ts; the page joins `files` for the profile image (`id_2`, `full_path`). */
const userDto = (row: Row) => ({
  id: int(row.id),
  email: row.email,
  first_name: row.first_name,
  last_name: row.last_name,
  gender: row.gender,
  date_of_birth: dateOnly(row.date_of_birth),
  height: row.height,
  email_verified_at: iso(row.email_verified_at),
  created_at: iso(row.created_at),
  updated_at: iso(row.updated_at),
  deleted_at: iso(row.deleted_at),
  role: row.role,
  is_active: row.deleted_at === null,
  profile_image:
    row.id_2 !== null && row.id_2 !== undefined ? { id: int(row.id_2), full_path: row.full_path } : null,
});

export const userPage = listPage(isUserSet, 'user rows', userDto);

const pageNumberOf = (requestUrl: string) =>
  Number(new URL(requestUrl, 'http://placeholder').searchParams.get('page') ?? 1);

/**
 * A users search counted up to `exactUpTo` first (apps/api/src/lib/paged-list.ts, `boundedTotal`): within the
 * bound the exact total; past it one extra row says whether another page exists, the last page tells the exact
 * total and any other page how many users there are at least (`total_is_lower_bound`).
 */
export const boundedUserPage =
  (perPage: number, exactUpTo: number): BodyBuilder =>
  ({ url, sets }) => {
    const page = findSet(sets, isUserSet, 'user rows');
    const counted = totalOf(sets, page);
    const items = page.rows.slice(0, perPage).map(userDto);
    const pageNumber = pageNumberOf(url);
    const pageUrlOf = (n: number) => pageUrl(url, n);
    if (counted <= exactUpTo) return { success: true, data: paginator(items, counted, url, perPage) };
    const hasMore = page.rows.length > perPage;
    const offset = (pageNumber - 1) * perPage;
    if (!hasMore && items.length > 0) {
      return { success: true, data: paginator(items, offset + items.length, url, perPage) };
    }
    const total = Math.max(exactUpTo, offset + items.length);
    const numbers = paginate(total, pageNumber, perPage, { itemCount: items.length, hasMore });
    return { success: true, data: { ...toPaginated(items, numbers, pageUrlOf), total_is_lower_bound: true } };
  };

/** A page of a program's assigned users (the user picker's answer), its total carried on each row. */
export const userSummaryPage =
  (perPage: number): BodyBuilder =>
  ({ url, sets }) => {
    const page = findSet(
      sets,
      (set) => has(set, 'email', 'first_name', 'deleted_at') && lacks(set, 'password_hash'),
      'user summary rows',
    );
    return { success: true, data: paginator(page.rows.map(userSummary), totalOf(sets, page), url, perPage) };
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

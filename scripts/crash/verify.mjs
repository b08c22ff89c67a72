// The final check, in SQL against the recovered cluster: every acknowledged write present with its content,
// every multi-row write whole or absent, every counter and position invariant intact, no orphan rows; and,
// with a snapshot of the uploads directory and the outbox, the program images and the reset mail
// (verify-files.mjs, verify-mail.mjs). The whole-database invariants are in invariants.mjs, the bulk deletes'
// check in verify-trash.mjs, and the proof that all this is not blind in check-the-checker.mjs.
import { brokenPrograms, INVARIANTS } from './invariants.mjs';
import { canonical, dayMatches, positionsAreDense } from './model.mjs';
import { verifyUploads } from './verify-files.mjs';
import { verifyMail, verifyUsers } from './verify-mail.mjs';
import { verifyTrashBatches } from './verify-trash.mjs';

const PROGRAM_FIELDS = [
  'name',
  'program_type',
  'difficulty_level',
  'duration_weeks',
  'training_days_per_week',
  'workout_duration',
  'description',
];
const RECIPE_FIELDS = ['name', 'calories', 'protein', 'carbs', 'fat', 'description', 'directions'];

const byId = (rows) => new Map(rows.map((row) => [Number(row.id), row]));
const asNumber = (value) => (value === null ? null : Number(value));

/** Differences between what was acknowledged and a row, field by field ('' when none). */
const differences = (expected, row, fields, normalize = (value) => value) =>
  fields
    .filter(
      (field) => canonical(normalize(expected[field], field)) !== canonical(normalize(row[field], field)),
    )
    .map((field) => `${field}: ${canonical(expected[field])} != ${canonical(row[field])}`)
    .join('; ');

const recipeValue = (value, field) =>
  ['calories', 'protein', 'carbs', 'fat'].includes(field) ? asNumber(value) : value;

/** Kept counts (`table_row_counts`) of part of a table; every other row counts its whole table. */
const KEPT_COUNTS_OF_PART = {
  active_users: 'select count(*)::bigint as n from users where deleted_at is null',
  // "No current program" subtracts from it (migration 0030).
  active_app_users: "select count(*)::bigint as n from users where deleted_at is null and role = 'user'",
  // The live nutrition targets of active app users: the dashboard's "without targets" card (migration 0043).
  active_app_users_with_nutrition_targets:
    'select count(*)::bigint as n from user_nutrition_targets_with_trash where deleted_at is null and user_active',
  // The dashboard's "Empty training days" (migration 0045).
  empty_training_days:
    'select count(*)::bigint as n from training_day_exercise_counts where exercises = 0 and counted',
  // The programs list's total: personal copies are left out (migration 0024).
  training_programs: 'select count(*)::bigint as n from training_programs where owner_user_id is null',
};

/**
 * Runs every check; appends to model.lost and model.partial. `snapshot`: { uploads: readStorage(),
 * outbox: readOutbox() } taken once the job queue is idle. Returns how many acknowledged writes were found as
 * acknowledged, by kind (`verified`), and the figures of the uploads and of the mail.
 */
export const verifyDatabase = async (client, model, snapshot) => {
  const verified = Object.fromEntries(Object.keys(model.acked).map((kind) => [kind, 0]));
  const doubtful = (kind) => model.doubtfulCreates.filter((create) => create.kind === kind);

  // Programs: the acknowledged ones with their fields; whole (weeks and days) for every program in the database.
  const programs = byId(
    (await client.query(`select * from training_programs where id = any($1)`, [[...model.programs.keys()]]))
      .rows,
  );
  for (const [id, program] of model.programs) {
    const row = programs.get(id);
    if (!row) model.loss('program', `program ${id} (${program.token}) missing`);
    else {
      const diff = differences(program.data, row, PROGRAM_FIELDS);
      if (diff) model.loss('program', `program ${id}: ${diff}`);
      else verified.program += 1;
    }
  }
  const foundDoubtful = new Set();
  for (const create of doubtful('program')) {
    const { rows } = await client.query(`select * from training_programs where name = $1`, [create.token]);
    if (rows.length > 1) model.partialWrite('program', `${create.token} stored ${rows.length} times`);
    if (rows.length === 0) continue;
    model.doubtCommitted.program += 1;
    foundDoubtful.add(Number(rows[0].id));
    const diff = differences(create.body, rows[0], PROGRAM_FIELDS);
    if (diff) model.partialWrite('program', `${create.token} (in doubt) stored otherwise: ${diff}`);
  }
  const ours = (id) => model.programs.has(id) || foundDoubtful.has(id);
  for (const broken of await brokenPrograms(client, ours)) model.partialWrite('program', broken);

  // Exercises on days, their sets and their order: each day as the acknowledged writes left it.
  const dayIds = [...model.days.keys()];
  const { rows: logRows } = await client.query(
    `select id, training_day_id, exercise_id, position, sets_data from user_exercise_activity_logs
     where training_day_id = any($1) order by training_day_id, position, id`,
    [dayIds],
  );
  const logsByDay = new Map(dayIds.map((id) => [id, []]));
  for (const row of logRows) {
    logsByDay.get(Number(row.training_day_id)).push({
      id: Number(row.id),
      exerciseId: Number(row.exercise_id),
      sets: row.sets_data,
      position: row.position,
    });
  }
  const daysRight = new Set();
  for (const [dayId, day] of model.days) {
    const observed = logsByDay.get(dayId);
    if (!positionsAreDense(observed)) {
      model.partialWrite(
        'reorder',
        `day ${dayId}: positions ${observed.map((log) => log.position).join(',')}`,
      );
    } else if (!dayMatches(day.logs, observed)) {
      model.loss(
        'exercise',
        `day ${dayId}: expected ${canonical(day.logs.map((l) => [l.id, l.exerciseId, l.sets]))}, found ${canonical(observed.map((l) => [l.id, l.exerciseId, l.sets]))}`,
      );
    } else daysRight.add(dayId);
  }
  for (const entry of model.dayWrites) {
    if (entry.dayIds.every((dayId) => daysRight.has(dayId))) verified[entry.kind] += 1;
  }

  // Recipes (live or in the trash, as the trash writes left them), posts, comments.
  const recipes = byId(
    (
      await client.query(
        `select *, deleted_at is not null as in_trash from recipes_with_trash where id = any($1)`,
        [[...model.recipes.keys()]],
      )
    ).rows,
  );
  for (const [id, recipe] of model.recipes) {
    const row = recipes.get(id);
    const state = recipe.state ?? 'live';
    const diff = row
      ? differences(recipe.data, row, RECIPE_FIELDS, recipeValue) ||
        (canonical(recipe.data.ingredients) === canonical(row.ingredients) ? '' : 'ingredients differ') ||
        (state === 'live' && row.in_trash ? 'in the trash, acknowledged live' : '') ||
        (state === 'trash' && !row.in_trash ? 'live, acknowledged in the trash' : '')
      : 'missing';
    if (diff) model.loss('recipe', `recipe ${id} (${recipe.token}): ${diff}`);
    else verified.recipe += 1;
  }
  await verifyTrashBatches(client, model, recipes, verified);
  const posts = byId(
    (await client.query(`select * from posts where id = any($1)`, [[...model.posts.keys()]])).rows,
  );
  for (const [id, post] of model.posts) {
    const row = posts.get(id);
    const diff = row
      ? differences({ ...post.data, author_id: post.data.author.id }, row, ['content', 'type'], String) ||
        (Number(row.author_id) === post.data.author.id ? '' : 'author differs')
      : 'missing';
    if (diff) model.loss('post', `post ${id} (${post.token}): ${diff}`);
    else verified.post += 1;
  }
  const comments = byId(
    (await client.query(`select * from post_comments where id = any($1)`, [[...model.comments.keys()]])).rows,
  );
  for (const [id, comment] of model.comments) {
    const row = comments.get(id);
    const diff = !row
      ? 'missing'
      : row.content !== comment.data.content
        ? 'content differs'
        : Number(row.post_id) !== comment.postId
          ? 'post differs'
          : '';
    if (diff) model.loss('comment', `comment ${id} (${comment.token}): ${diff}`);
    else verified.comment += 1;
  }
  const lookups = {
    recipe: [`select * from recipes where name = $1`, (create) => [create.token]],
    post: [`select * from posts where content = $1`, (create) => [create.body.content]],
    comment: [
      `select * from post_comments where content = $1 and post_id = $2`,
      (create) => [create.body.content, create.postId],
    ],
  };
  for (const [kind, [query, values]] of Object.entries(lookups)) {
    for (const create of doubtful(kind)) {
      const { rows } = await client.query(query, values(create));
      if (rows.length > 1) model.partialWrite(kind, `${create.token} stored ${rows.length} times`);
      if (rows.length > 0) model.doubtCommitted[kind] += 1;
    }
  }

  // Invariants of the whole database (orphans, counters, positions).
  for (const [kind, label, query] of INVARIANTS) {
    const { rows } = await client.query(query);
    if (rows.length > 0)
      model.partialWrite(
        kind,
        `${label}: ${rows
          .slice(0, 10)
          .map((row) => row.id)
          .join(', ')}`,
      );
  }
  const { rows: counted } = await client.query(`select table_name, row_count from table_row_counts`);
  for (const { table_name: table, row_count: count } of counted) {
    const { rows } = await client.query(
      KEPT_COUNTS_OF_PART[table] ?? `select count(*)::bigint as n from ${client.escapeIdentifier(table)}`,
    );
    if (rows[0].n !== count)
      model.partialWrite('program', `table_row_counts.${table} ${count}, rows ${rows[0].n}`);
  }

  // Program images, the users the mail went to, the mail.
  const uploads = await verifyUploads(client, model, snapshot.uploads, verified);
  await verifyUsers(client, model, verified);
  const mail = await verifyMail(client, model, snapshot.outbox, verified);
  return { verified, uploads, mail };
};

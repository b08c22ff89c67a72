// The final check, in SQL against the recovered cluster: every acknowledged write present with its content,
// every multi-row write whole or absent, every counter and position invariant intact, no orphan rows; and,
// with a snapshot of the uploads directory and the outbox, the program images and the reset mail
// (verify-files.mjs).
import crypto from 'node:crypto';
import { canonical, dayMatches, positionsAreDense, TRAINING_DAY_PATTERNS } from './model.mjs';
import { parseMail, verifyMail, verifyUploads, verifyUsers } from './verify-files.mjs';

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

/** Programs that are not whole: weeks 1..duration, each with days 1..7, rest days as the pattern says. */
const brokenPrograms = async (client, checkPattern) => {
  const { rows } = await client.query(`
    select p.id, p.duration_weeks, p.training_days_per_week, w.sequence_number,
           array_agg(d.day_of_the_week order by d.day_of_the_week) filter (where d.id is not null) as days,
           array_agg(d.day_of_the_week order by d.day_of_the_week) filter (where not d.is_rest_day) as training
    from training_programs p
    left join training_weeks w on w.training_program_id = p.id
    left join training_days d on d.training_week_id = w.id
    group by p.id, p.duration_weeks, p.training_days_per_week, w.id, w.sequence_number
    order by p.id, w.sequence_number`);
  const programs = new Map();
  for (const row of rows) {
    const id = Number(row.id);
    if (!programs.has(id)) programs.set(id, { ...row, weeks: [] });
    if (row.sequence_number !== null) programs.get(id).weeks.push(row);
  }
  const broken = [];
  for (const [id, program] of programs) {
    const sequences = program.weeks.map((week) => week.sequence_number);
    const whole =
      sequences.length === program.duration_weeks &&
      sequences.every((sequence, index) => sequence === index + 1) &&
      program.weeks.every((week) => canonical(week.days) === canonical([1, 2, 3, 4, 5, 6, 7]));
    const pattern = TRAINING_DAY_PATTERNS[program.training_days_per_week];
    const restDaysRight =
      !checkPattern(id) ||
      program.weeks.every((week) => canonical(week.training ?? []) === canonical(pattern ?? []));
    if (!whole || !restDaysRight) {
      broken.push(
        `program ${id}: ${program.weeks.length}/${program.duration_weeks} weeks (${sequences.join(',')})`,
      );
    }
  }
  return broken;
};

/**
 * Invariants of the whole database; each query lists the rows that break one. Orphans are looked for against the
 * `*_with_trash` tables: a trashed program keeps its weeks, a trashed post its comments and attachments.
 */
const INVARIANTS = [
  [
    'comment',
    'comments without their post',
    `select c.id from post_comments_with_trash c left join posts_with_trash p on p.id = c.post_id where p.id is null`,
  ],
  [
    'post',
    'attachments without their post',
    `select a.file_id as id from post_attachments a left join posts_with_trash p on p.id = a.post_id where p.id is null`,
  ],
  [
    'program',
    'weeks without their program',
    `select w.id from training_weeks w left join training_programs_with_trash p on p.id = w.training_program_id where p.id is null`,
  ],
  [
    'program',
    'days without their week',
    `select d.id from training_days d left join training_weeks w on w.id = d.training_week_id where w.id is null`,
  ],
  [
    'exercise',
    'exercises on days without their day',
    `select l.id from user_exercise_activity_logs l left join training_days d on d.id = l.training_day_id where d.id is null`,
  ],
  [
    'reorder',
    'days whose positions are not 1..n',
    `select training_day_id as id from user_exercise_activity_logs group by 1 having min(position) <> 1 or max(position) <> count(*) or count(distinct position) <> count(*)`,
  ],
  [
    'exercise',
    'exercises on a day but not assigned to its program',
    `select l.id from user_exercise_activity_logs l join training_days d on d.id = l.training_day_id join training_weeks w on w.id = d.training_week_id left join program_exercises pe on pe.training_program_id = w.training_program_id and pe.exercise_id = l.exercise_id where pe.exercise_id is null`,
  ],
  [
    'comment',
    'posts whose comments_count is not their comments',
    `select p.id from posts p left join (select post_id, count(*) as n from post_comments group by 1) c on c.post_id = p.id where p.comments_count <> coalesce(c.n, 0)`,
  ],
  [
    'post',
    'posts whose likes_count is not their likes',
    `select p.id from posts p left join (select post_id, count(*) as n from post_likes group by 1) l on l.post_id = p.id where p.likes_count <> coalesce(l.n, 0)`,
  ],
  [
    'post',
    'post type counts that are not the posts',
    `select coalesce(t.type, c.type) as id from post_type_counts t full join (select type, count(*) as n from posts group by 1) c on c.type = t.type where coalesce(t.count, 0) <> coalesce(c.n, 0)`,
  ],
  [
    'post',
    'post day counts that are not the posts',
    `select coalesce(d.type || ' ' || d.day, c.type || ' ' || c.day) as id from post_day_counts d full join (select type, (created_at at time zone 'UTC')::date as day, count(*) as n from posts group by 1, 2) c on c.type = d.type and c.day = d.day where coalesce(d.count, 0) <> coalesce(c.n, 0)`,
  ],
  [
    'recipe',
    'a recipe total that is not the recipes',
    `select total as id from recipe_counts where total <> (select count(*) from recipes)`,
  ],
  // The trash: one trash_entries row for each row marked deleted, and none for any other.
  ...[
    ['program', 'training_programs_with_trash'],
    ['exercise', 'exercises_with_trash'],
    ['recipe', 'recipes_with_trash'],
    ['post', 'posts_with_trash'],
    ['comment', 'post_comments_with_trash'],
    ['user', 'users'],
    ['day-exercise', 'user_exercise_activity_logs_with_trash'],
  ].map(([type, table]) => [
    'trash',
    `${type} trash entries that are not its rows marked deleted`,
    `select '${type} ' || coalesce(r.id, t.record_id) as id
     from (select id from ${table} where deleted_at is not null) r
     full join (select record_id from trash_entries where record_type = '${type}') t on t.record_id = r.id
     where r.id is null or t.record_id is null`,
  ]),
];

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

/** Audit entries of one request, by action. */
const auditCounts = async (client, requestId) => {
  const { rows } = await client.query(
    `select action, count(*)::int as n from audit_entries where request_id = $1 group by 1`,
    [requestId],
  );
  return Object.fromEntries(rows.map((row) => [row.action, row.n]));
};

/**
 * Bulk deletes and their Undo: every batch all in the trash or none (never half), an acknowledged
 * one as acknowledged; an acknowledged delete or Undo has one audit entry per recipe under its request id, and
 * one in doubt has all of them or none, matching what its rows show.
 */
const verifyTrashBatches = async (client, model, recipes, verified) => {
  for (const batch of model.trashBatches) {
    const rows = batch.recipeIds.map((id) => recipes.get(id)).filter(Boolean);
    const trashed = rows.filter((row) => row.in_trash).length;
    const label = `batch ${batch.requestId}`;
    if (trashed !== 0 && trashed !== batch.recipeIds.length) {
      model.partialWrite('trash', `${label}: ${trashed} of ${batch.recipeIds.length} recipes in the trash`);
      continue;
    }
    const n = batch.recipeIds.length;
    const deletes = (await auditCounts(client, batch.requestId)).delete ?? 0;
    const undo = batch.undo ? ((await auditCounts(client, batch.undo.requestId)).restore ?? 0) : 0;
    if (deletes !== 0 && deletes !== n) {
      model.partialWrite('trash', `${label}: ${deletes} delete entries for ${n} recipes`);
      continue;
    }
    if (batch.outcome === 'ack' && deletes !== n) {
      model.loss('trash', `${label}: acknowledged, ${deletes} delete entries for ${n} recipes`);
      continue;
    }
    if (undo !== 0 && undo !== n) {
      model.partialWrite('undo', `${label}: ${undo} restore entries for ${n} recipes`);
      continue;
    }
    if (batch.undo?.outcome === 'ack' && undo !== n) {
      model.loss('undo', `${label}: Undo acknowledged, ${undo} restore entries for ${n} recipes`);
      continue;
    }
    // What the rows show must be what the entries say: trashed exactly when deleted and not undone.
    const expectTrashed = deletes === n && undo === 0;
    if ((trashed === n) !== expectTrashed) {
      model.partialWrite(
        'trash',
        `${label}: ${trashed ? 'in the trash' : 'live'}, but ${deletes} delete and ${undo} restore entries`,
      );
      continue;
    }
    if (batch.outcome === 'doubt' && deletes === n) model.doubtCommitted.trash += 1;
    if (batch.undo?.outcome === 'doubt' && undo === n) model.doubtCommitted.undo += 1;
    if (batch.outcome === 'ack') verified.trash += 1;
    if (batch.undo?.outcome === 'ack') verified.undo += 1;
  }
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

/**
 * Proves the verification is not blind: inside a transaction that is rolled back, plants one fault of each
 * kind (an acknowledged comment deleted, a recipe changed, a program's last week deleted, a day's positions
 * duplicated, a log's sets changed, the files row of a program's current acknowledged image deleted, a files
 * row whose object does not exist), plants faults in copies of the file-system snapshot and of the model
 * (an object that neither a row nor a sweep job names; the only mail of an acknowledged reset left as a
 * `.partial` file with its job gone; an acknowledged reset for an address nobody mailed) and runs the
 * verification on that state. Returns the faults planted and the ones it missed.
 */
export const checkTheChecker = async (client, model, snapshot) => {
  const probe = Object.assign(Object.create(Object.getPrototypeOf(model)), model, {
    lost: [],
    partial: [],
    doubtCommitted: { ...model.doubtCommitted },
    resets: [...model.resets],
    journal: { write: () => undefined },
  });
  const probeSnapshot = { uploads: [...snapshot.uploads], outbox: [...snapshot.outbox] };
  const days = [...model.days.values()];
  const reorderDay = days.find((day) => day.logs.length > 1 && day.logs.every((log) => log.id !== null));
  const setsDay = days.find((day) => day !== reorderDay && day.logs.length > 0 && day.logs[0].id !== null);
  const program = [...model.programs.entries()].find(
    ([id, item]) => item.data.duration_weeks > 1 && id !== reorderDay?.programId && id !== setsDay?.programId,
  );
  // [kind, list it must land in, target id, text the report must name, plant]
  const comment = model.comments.keys().next().value;
  const recipe = [...model.recipes].find(([, item]) => (item.state ?? 'live') === 'live')?.[0];
  // A bulk delete acknowledged and not undone (all its recipes in the trash), for the trash's planted faults.
  const trashedBatches = model.trashBatches.filter(
    (batch) => batch.outcome === 'ack' && !batch.undo && batch.recipeIds.length >= 3,
  );
  const [halfBatch, unrecordedBatch] = trashedBatches;
  // The current image of a program: its last upload, acknowledged.
  const currentImage = [...model.uploads.values()]
    .map((history) => history.at(-1))
    .find((entry) => entry?.outcome === 'ack');
  const planted = crypto.randomUUID();
  const rowWithoutObject = `training-programs/planted-${planted}.png`;
  const orphan = `training-programs/planted-orphan-${planted}.png`;
  const unmailed = `planted-${planted}@example.com`;
  const mailedTo = new Set(
    snapshot.outbox.filter((file) => file.name.endsWith('.eml')).map((file) => parseMail(file.text).to),
  );
  const mailed = model.resets.find((reset) => reset.outcome === 'ack' && mailedTo.has(reset.email))?.email;
  const faults = [
    [
      'comment',
      'lost',
      comment,
      `comment ${comment} `,
      (id) => client.query('delete from post_comments where id = $1', [id]),
    ],
    [
      'recipe',
      'lost',
      recipe,
      `recipe ${recipe} `,
      (id) => client.query(`update recipes set name = name || ' (changed)' where id = $1`, [id]),
    ],
    [
      'program',
      'partial',
      program?.[0],
      `program ${program?.[0]}:`,
      (id) =>
        client.query(
          `delete from training_weeks where training_program_id = $1
           and sequence_number = (select max(sequence_number) from training_weeks where training_program_id = $1)`,
          [id],
        ),
    ],
    [
      'reorder',
      'partial',
      reorderDay?.id,
      `day ${reorderDay?.id}:`,
      (id) =>
        client.query('update user_exercise_activity_logs set position = 1 where training_day_id = $1', [id]),
    ],
    [
      'exercise',
      'lost',
      setsDay?.logs[0].id,
      `day ${setsDay?.id}:`,
      (id) =>
        client.query(
          `update user_exercise_activity_logs
           set sets_data = '{"set_1": {"reps": 999, "weight": null, "time": null, "rir": null, "rest": null}}'
           where id = $1`,
          [id],
        ),
    ],
    [
      'upload',
      'lost',
      currentImage?.token,
      `upload ${currentImage?.token}:`,
      () => client.query('delete from files where id = $1', [currentImage.data.id]),
    ],
    [
      'upload',
      'partial',
      rowWithoutObject,
      `stored file ${rowWithoutObject} `,
      (name) =>
        client.query(
          `insert into files (full_path, original_name, storage_name, mime, size)
           values ($1, 'planted.png', $2, 'image/png', 1234)`,
          [`/uploads/${name}`, name],
        ),
    ],
    [
      'upload',
      'partial',
      orphan,
      `orphaned object ${orphan}:`,
      (name) => probeSnapshot.uploads.push({ name, size: 10 }),
    ],
    [
      'mail',
      'lost',
      mailed,
      `reset ${mailed}:`,
      async (email) => {
        probeSnapshot.outbox = probeSnapshot.outbox.map((file) =>
          file.name.endsWith('.eml') && parseMail(file.text).to === email
            ? { ...file, name: `${file.name}.partial` }
            : file,
        );
        await client.query(
          `delete from graphile_worker._private_jobs where payload->>'to' = $1
           and task_id = (select id from graphile_worker._private_tasks where identifier = 'send_mail')`,
          [email],
        );
      },
    ],
    [
      'mail',
      'lost',
      unmailed,
      `reset ${unmailed}:`,
      (email) => probe.resets.push({ email, outcome: 'ack', address: null }),
    ],
    [
      'trash',
      'partial',
      halfBatch?.requestId,
      `batch ${halfBatch?.requestId}:`,
      () =>
        client.query('update recipes_with_trash set deleted_at = null where id = $1', [
          halfBatch.recipeIds[0],
        ]),
    ],
    [
      'trash',
      'partial',
      halfBatch?.requestId,
      'recipe trash entries that are not its rows marked deleted:',
      () => undefined,
    ],
    [
      'trash',
      'lost',
      unrecordedBatch?.requestId,
      `batch ${unrecordedBatch?.requestId}:`,
      (requestId) =>
        client.query(`delete from audit_entries where request_id = $1 and action = 'delete'`, [requestId]),
    ],
  ].filter(([, , target]) => target !== undefined);
  await client.query('begin');
  try {
    for (const [, , target, , plant] of faults) await plant(target);
    await verifyDatabase(client, probe, probeSnapshot);
  } finally {
    await client.query('rollback');
  }
  const missed = faults
    .filter(
      ([kind, list, , needle]) =>
        !probe[list].some((item) => item.kind === kind && item.detail.startsWith(needle)),
    )
    .map(([kind, list, target]) => `${list} ${kind} ${target}`);
  return { planted: faults.length, missed };
};

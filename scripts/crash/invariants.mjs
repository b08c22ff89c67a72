// What must hold of the whole recovered database, whatever was acknowledged: programs whole, no orphans,
// counters equal to the rows they count, one trash entry per trashed row.
import { canonical, TRAINING_DAY_PATTERNS } from './model.mjs';

/** Programs that are not whole: weeks 1..duration, each with days 1..7, rest days as the pattern says. */
export const brokenPrograms = async (client, checkPattern) => {
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
export const INVARIANTS = [
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
  [
    'program',
    "users whose kept last program end (migration 0047) is not their live assignments' latest",
    `select coalesce(k.user_id, a.user_id) as id from user_last_program_ends k
     full join (select user_id, max(ends_on) as ends_on, bool_or(user_active) as user_active
                from program_users where not program_in_trash group by 1) a on a.user_id = k.user_id
     where (k.ends_on, k.user_active) is distinct from (a.ends_on, a.user_active)`,
  ],
  [
    'program',
    "users whose kept coverage (migration 0049) is not their live assignments' merged ranges",
    `select 'user ' || user_id as id from (
       (select * from user_program_coverage
        except select * from program_coverage_of(array(select distinct user_id from program_users)))
       union all
       (select * from program_coverage_of(array(select distinct user_id from program_users))
        except select * from user_program_coverage)) r`,
  ],
  [
    'program',
    'dates whose kept coverage change (migration 0049) is not the ranges starting less those stopping',
    `select 'day ' || coalesce(k.day, c.day) as id from program_coverage_changes k
     full join (select day, sum(delta) as delta from (
         select covered_from as day, 1 as delta from user_program_coverage
         union all select covered_until, -1 from user_program_coverage) x group by day) c on c.day = k.day
     where coalesce(k.delta, 0) <> coalesce(c.delta, 0)`,
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
    // A member's deletes (migration 0046): workouts keep their own deleted_at, check-ins are a trashable root.
    ['workout-session', 'workout_sessions'],
    ['check-in', 'check_ins_with_trash'],
  ].map(([type, table]) => [
    'trash',
    `${type} trash entries that are not its rows marked deleted`,
    `select '${type} ' || coalesce(r.id, t.record_id) as id
     from (select id from ${table} where deleted_at is not null) r
     full join (select record_id from trash_entries where record_type = '${type}') t on t.record_id = r.id
     where r.id is null or t.record_id is null`,
  ]),
];

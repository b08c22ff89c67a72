import { sql } from 'drizzle-orm';
import type { Database } from '../db/client.js';
import { exercisesWithTrash } from '../db/schema/index.js';
import { bigintArray } from '../lib/sql.js';
import { claimSeed, isSeeded } from './seed-once.js';

const SEED_KEY = 'demo-workouts';
export const DEMO_HISTORY_DAYS = 84;

/**
 * Twelve weeks of logged training for the demo's app users, so the screens over what clients did have something
 * to show on a fresh start. Each user trains the days of the assignment covering the date (the earliest-starting
 * one when several do, as today answers) and logs every set of every exercise with a copy of its prescription.
 * Most users train steadily and add load slowly (a personal best now and then); about one in five
 * drops off: fewer workouts each week, then none for the last weeks; about one in ten trained steadily until
 * this week and logged nothing in the last six days (a 7-day compliance well under the 30-day one). Deterministic per user and day, and two
 * statements however many users there are. Runs once, after the assignments.
 */
export const seedDemoWorkouts = async (db: Database): Promise<number> => {
  if (await isSeeded(db, SEED_KEY)) return 0;
  return db.transaction(async (tx) => {
    if (!(await claimSeed(tx, SEED_KEY))) return 0;
    const sessions = await tx.execute<{ id: string }>(sql`
      with planned as (
        select distinct on (pu.user_id, pu.start_date + (w.sequence_number - 1) * 7 + (d.day_of_the_week - 1))
          pu.user_id, d.id as day_id, p.id as program_id, p.name as program_name,
          w.sequence_number as week_number, d.day_of_the_week as day_number,
          pu.start_date + (w.sequence_number - 1) * 7 + (d.day_of_the_week - 1) as performed_on
        from program_users pu
        join users u on u.id = pu.user_id and u.role = 'user' and u.deleted_at is null
        join training_programs p on p.id = pu.training_program_id
        join training_weeks w on w.training_program_id = p.id
        join training_days d on d.training_week_id = w.id
        where exists (select 1 from user_exercise_activity_logs l where l.training_day_id = d.id)
        order by pu.user_id, performed_on, pu.start_date, p.id
      ),
      windowed as (
        select planned.*,
          (performed_on - (current_date - ${DEMO_HISTORY_DAYS}::int))::int / 7 as window_week,
          user_id % 5 = 2 as drops_off,
          user_id % 10 = 4 as slips,
          abs(hashtext(user_id || ':' || performed_on)) % 100 as roll
        from planned
        where performed_on >= current_date - ${DEMO_HISTORY_DAYS}::int and performed_on < current_date
      )
      insert into workout_sessions (user_id, client_id, training_day_id, training_program_id, program_name,
        week_number, day_number, performed_on, started_at, finished_at, notes, created_at, updated_at)
      select user_id, gen_random_uuid(), day_id, program_id, program_name, week_number, day_number, performed_on,
        started, started + make_interval(mins => 45 + roll % 30), notes, started + interval '2 hours',
        started + interval '2 hours'
      from (
        select windowed.*,
          (performed_on + time '06:00' + make_interval(hours => (user_id % 13)::int)) at time zone 'UTC' as started,
          case
            when roll % 11 = 0 then 'Felt strong today'
            when roll % 13 = 0 then 'Short on time, cut the rest periods'
            when drops_off and window_week >= 3 and roll % 4 = 0 then 'Busy week at work'
          end as notes
        from windowed
        -- Steady users miss about one workout in ten; drop-offs miss more each week and stop after week six; a
        -- few steady users skip the last six days, so the 'Compliance dropped' card has someone on a fresh start.
        where case
          when drops_off then window_week < 6 and roll >= 10 + window_week * 14
          when slips then performed_on < current_date - 6 and roll >= 10
          else roll >= 10 end
      ) chosen
      returning id`);
    if (sessions.rows.length === 0) return 0;

    await tx.execute(sql`
      with logged as (
        select s.id as session_id, s.user_id, s.performed_on, s.training_day_id,
          greatest(0, (s.performed_on - (current_date - ${DEMO_HISTORY_DAYS}::int))::int / 7) as window_week
        from workout_sessions s
        where s.id = any(${bigintArray(sessions.rows.map((row) => Number(row.id)))})
      ),
      sets as (
        select logged.session_id, logged.user_id, logged.window_week, l.id as day_exercise_id,
          e.id as exercise_id, e.name as exercise_name, l.position, set_row.set_number, set_row.value as target,
          abs(hashtext(logged.session_id || ':' || l.id || ':' || set_row.set_number)) % 100 as roll
        from logged
        join user_exercise_activity_logs l on l.training_day_id = logged.training_day_id
        join ${exercisesWithTrash} e on e.id = l.exercise_id
        cross join lateral (
          select value, row_number() over (order by substr(key, 5)::int) as set_number
          from jsonb_each(l.sets_data) where key ~ '^set_[0-9]+$'
        ) set_row
      ),
      measured as (
        select sets.*,
          nullif(target->>'reps', '')::int as t_reps,
          nullif(target->>'reps_max', '')::int as t_reps_max,
          nullif(target->>'weight', '')::numeric as t_weight,
          nullif(target->>'load_percent', '')::numeric as t_load,
          nullif(target->>'time', '')::int as t_time,
          nullif(target->>'rir', '')::int as t_rir,
          coalesce((target->>'amrap')::boolean, false) as t_amrap
        from sets
      )
      insert into performed_sets (session_id, position, day_exercise_id, exercise_id, exercise_name, set_number,
        reps, weight, time, rir, rpe, completed, target_reps, target_reps_max, target_weight, target_load_percent,
        target_time, target_rir, target_amrap)
      select session_id, row_number() over (partition by session_id order by position, set_number),
        day_exercise_id, exercise_id, exercise_name, set_number,
        case when t_reps is null then null
          when t_amrap then t_reps + 1 + roll % 4
          else greatest(1, least(coalesce(t_reps_max, t_reps), t_reps + (roll % 5) / 3 - (roll % 7) / 5)) end,
        -- Load starts a little under the prescription and climbs 1% a week in 2.5 kg plates, so a new best
        -- comes only now and then, when the climb reaches the next plate.
        case when t_weight > 0 then least(999, round(t_weight * (0.92 + 0.01 * window_week) / 2.5) * 2.5) end,
        t_time,
        case when t_rir is not null then greatest(0, t_rir + (roll % 3) - 1) end,
        case when t_rir is not null then least(10, greatest(6, 10 - greatest(0, t_rir + (roll % 3) - 1))) end,
        roll % 29 <> 0,
        t_reps, t_reps_max, t_weight, t_load, t_time, t_rir, t_amrap
      from measured`);
    return sessions.rows.length;
  });
};

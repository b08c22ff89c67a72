import type pg from 'pg';
import { hashPassword } from '../src/modules/auth/public.js';
import { BENCH_ADMIN } from './seed-volume.js';

/**
 * What the program-builder benches start from: the bench admin and one admin program of 12 weeks with
 * 5 training days a week (days 6 and 7 rest days), without exercises yet.
 */
export const seedAdminAndTwelveWeekProgram = async (
  pool: pg.Pool,
  program: { name: string; programType: string },
) => {
  await pool.query(
    `insert into users (email, first_name, last_name, role, password_hash) values ($1, 'Bench', 'Admin', 'admin', $2)`,
    [BENCH_ADMIN.email, await hashPassword(BENCH_ADMIN.password)],
  );
  await pool.query(
    `
      with program as (
        insert into training_programs (name, program_type, difficulty_level, duration_weeks, training_days_per_week,
          workout_duration, description, is_admin)
        values ($1, $2, 'intermediate', 12, 5, '60 mins', 'Twelve weeks, five days', true)
        returning id
      ),
      weeks as (
        insert into training_weeks (training_program_id, sequence_number)
        select program.id, s from program cross join generate_series(1, 12) s returning id
      )
      insert into training_days (training_week_id, day_of_the_week, is_rest_day)
      select weeks.id, d, d > 5 from weeks cross join generate_series(1, 7) d
    `,
    [program.name, program.programType],
  );
};

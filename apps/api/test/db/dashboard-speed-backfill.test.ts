import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { databaseBeforeMigration } from '../helpers/migration-steps.js';

const MIGRATION = '0030_dashboard_speed';

/** Raw SQL throughout: the Drizzle tables describe the latest schema, not the one before the migration. */
describe(`migration ${MIGRATION}: the kept dashboard state of existing rows`, () => {
  let migration: Awaited<ReturnType<typeof databaseBeforeMigration>>;

  beforeAll(async () => {
    migration = await databaseBeforeMigration(MIGRATION);
  });
  afterAll(() => migration.close());

  it('backfills program_in_trash, user_active, the active app users, admin_replied and the counted days', async () => {
    const { db } = migration;
    const id = async (statement: ReturnType<typeof sql>) =>
      Number((await db.execute<{ id: string }>(statement)).rows[0]!.id);
    const user = (email: string, role: string, deleted: boolean) =>
      id(sql`insert into users (email, first_name, last_name, role, deleted_at)
             values (${email}, 'A', 'B', ${role}, ${deleted ? sql`now()` : sql`null`}) returning id`);
    const active = await user('active@example.test', 'user', false);
    const gone = await user('gone@example.test', 'user', true);
    const admin = await user('admin@example.test', 'admin', false);
    const program = async (name: string) => {
      const programId = await id(sql`
        insert into training_programs (name, program_type, difficulty_level, duration_weeks)
        values (${name}, 'strength', 'beginner', 1) returning id`);
      const weekId = await id(sql`
        insert into training_weeks (training_program_id, sequence_number) values (${programId}, 1) returning id`);
      const dayId = await id(sql`
        insert into training_days (training_week_id, day_of_the_week) values (${weekId}, 1) returning id`);
      return { programId, dayId };
    };
    const followed = await program('Followed');
    const binned = await program('Binned');
    const unfollowed = await program('Only a deleted user');
    await db.execute(sql`insert into program_users (training_program_id, user_id) values
      (${followed.programId}, ${active}), (${binned.programId}, ${active}), (${unfollowed.programId}, ${gone})`);
    await db.execute(
      sql`update training_programs_with_trash set deleted_at = now() where id = ${binned.programId}`,
    );
    const post = (content: string) =>
      id(
        sql`insert into posts (author_id, content, type) values (${active}, ${content}, 'support') returning id`,
      );
    const answered = await post('Answered');
    const replyTrashed = await post('Reply trashed');
    const userReplied = await post('User replied');
    await db.execute(sql`insert into post_comments_with_trash (post_id, author_id, content, deleted_at) values
      (${answered}, ${admin}, 'On it', null), (${replyTrashed}, ${admin}, 'On it', now()),
      (${userReplied}, ${active}, 'Me too', null)`);

    await migration.applyMigration();

    const assignments = await db.execute<{
      program: string;
      user: string;
      trash: boolean;
      active: boolean;
    }>(sql`
      select training_program_id as program, user_id as user, program_in_trash as trash, user_active as active
      from program_users order by training_program_id`);
    expect(
      assignments.rows.map((row) => [Number(row.program), Number(row.user), row.trash, row.active]),
    ).toEqual([
      [followed.programId, active, false, true],
      [binned.programId, active, true, true],
      [unfollowed.programId, gone, false, false],
    ]);
    const kept = await db.execute<{ row_count: string }>(
      sql`select row_count from table_row_counts where table_name = 'active_app_users'`,
    );
    expect(Number(kept.rows[0]?.row_count)).toBe(1);
    const replied = await db.execute<{ id: string; admin_replied: boolean }>(
      sql`select id, admin_replied from posts_with_trash order by id`,
    );
    expect(replied.rows.map((row) => [Number(row.id), row.admin_replied])).toEqual([
      [answered, true],
      [replyTrashed, false],
      [userReplied, false],
    ]);
    const days = await db.execute<{ day: string; counted: boolean }>(
      sql`select training_day_id as day, counted from training_day_exercise_counts order by training_day_id`,
    );
    expect(days.rows.map((row) => [Number(row.day), row.counted])).toEqual([
      [followed.dayId, true],
      [binned.dayId, false],
      [unfollowed.dayId, false],
    ]);
  });
});

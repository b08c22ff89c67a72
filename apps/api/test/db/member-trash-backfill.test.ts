import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { databaseBeforeMigration } from '../helpers/migration-steps.js';

const MIGRATION = '0046_member_trash';

/** Raw SQL throughout: the Drizzle tables describe the latest schema, not the one before the migration. */
describe(`migration ${MIGRATION}: workouts deleted before the trash held them`, () => {
  let migration: Awaited<ReturnType<typeof databaseBeforeMigration>>;

  beforeAll(async () => {
    migration = await databaseBeforeMigration(MIGRATION);
  });
  afterAll(() => migration.close());

  it('lists each deleted workout in the trash, deleted by its member, and keeps check-ins as they were', async () => {
    const { db } = migration;
    const id = async (statement: ReturnType<typeof sql>) =>
      Number((await db.execute<{ id: string }>(statement)).rows[0]!.id);
    const member = await id(sql`insert into users (email, first_name, last_name, role)
      values ('anna@example.test', 'Anna', 'Berg', 'user') returning id`);
    const workout = (deleted: boolean) =>
      id(sql`insert into workout_sessions (user_id, client_id, program_name, week_number, day_number, performed_on,
          started_at, finished_at, deleted_at)
        values (${member}, gen_random_uuid(), 'Strength Base', 2, 3, '2026-03-11', '2026-03-11T07:00:00Z',
          '2026-03-11T08:00:00Z', ${deleted ? sql`now()` : sql`null`}) returning id`);
    const deleted = await workout(true);
    const live = await workout(false);
    await db.execute(sql`insert into performed_sets (session_id, position, exercise_name, set_number, reps)
      values (${deleted}, 1, 'Back Squat', 1, 5), (${deleted}, 2, 'Back Squat', 2, 5), (${live}, 1, 'Row', 1, 8)`);
    const checkIn = await id(sql`insert into check_ins (user_id, client_id, date, bodyweight_kg)
      values (${member}, gen_random_uuid(), '2026-03-12', 80) returning id`);

    await migration.applyMigration();

    const entries = await db.execute<{
      record_id: string;
      name: string;
      goes_with: Record<string, number>;
      deleted_by: string;
      deleted_by_name: string;
    }>(sql`select record_id, name, goes_with, deleted_by, deleted_by_name from trash_entries
      where record_type = 'workout-session'`);
    expect(
      entries.rows.map((row) => ({
        ...row,
        record_id: Number(row.record_id),
        deleted_by: Number(row.deleted_by),
      })),
    ).toEqual([
      {
        record_id: deleted,
        name: 'Strength Base, week 2 day 3, 2026-03-11',
        goes_with: { sets: 2 },
        deleted_by: member,
        deleted_by_name: 'Anna Berg',
      },
    ]);
    const kept = await db.execute<{ id: string; date: string }>(
      sql`select id, to_char(date, 'YYYY-MM-DD') as date from check_ins`,
    );
    expect(kept.rows.map((row) => [Number(row.id), row.date])).toEqual([[checkIn, '2026-03-12']]);

    // A purge of the member takes their trashed workout's entry along (the forget trigger of the new table).
    await db.execute(sql`delete from users where id = ${member}`);
    const left = await db.execute<{ n: number }>(sql`select count(*)::int as n from trash_entries`);
    expect(left.rows[0]!.n).toBe(0);
  });
});

import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { migrate as runDrizzleMigrations } from 'drizzle-orm/node-postgres/migrator';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDatabase } from '../../src/db/client.js';
import { findMigrationsFolder, migrate } from '../../src/db/migrate.js';
import { createTestDatabase } from '../helpers/test-database.js';

const MIGRATION = '0024_assignments_and_personal_copies';

/** The migrations folder as it was before MIGRATION: the same files, the journal cut before its entry. */
const folderBefore = () => {
  const source = findMigrationsFolder();
  const target = fs.mkdtempSync(path.join(os.tmpdir(), 'coachboard-migrations-'));
  fs.mkdirSync(path.join(target, 'meta'));
  const journal = JSON.parse(fs.readFileSync(path.join(source, 'meta', '_journal.json'), 'utf8')) as {
    entries: Array<{ tag: string }>;
  };
  const at = journal.entries.findIndex((entry) => entry.tag === MIGRATION);
  expect(at, `${MIGRATION} is in the journal`).toBeGreaterThan(0);
  const entries = journal.entries.slice(0, at);
  for (const entry of entries) {
    fs.copyFileSync(path.join(source, `${entry.tag}.sql`), path.join(target, `${entry.tag}.sql`));
  }
  fs.writeFileSync(path.join(target, 'meta', '_journal.json'), JSON.stringify({ ...journal, entries }));
  return target;
};

describe(`migration ${MIGRATION}: existing assignments`, () => {
  let database: Awaited<ReturnType<typeof createTestDatabase>>;
  let handle: ReturnType<typeof createDatabase>;
  let folder: string;

  beforeAll(async () => {
    database = await createTestDatabase();
    handle = createDatabase(database.url, { max: 2 });
    folder = folderBefore();
    await runDrizzleMigrations(handle.db, { migrationsFolder: folder });
  });
  afterAll(async () => {
    await handle.close();
    await database.drop();
    fs.rmSync(folder, { recursive: true, force: true });
  });

  it('become linked assignments starting on the UTC date they were assigned on', async () => {
    const { db } = handle;
    // Raw SQL: the users table as it was before MIGRATION (the Drizzle schema names columns added since).
    const userIds = await db.execute<{ id: string }>(sql`
      insert into users (email, role) values ('late@example.test', 'user'), ('early@example.test', 'user')
      returning id`);
    const [late, early] = userIds.rows.map((row) => ({ id: Number(row.id) })) as [
      { id: number },
      { id: number },
    ];
    const inserted = await db.execute<{ id: string }>(sql`
      insert into training_programs (name, program_type, difficulty_level, duration_weeks)
      values ('Old Plan', 'strength', 'beginner', 4) returning id`);
    const programId = Number(inserted.rows[0]!.id);
    await db.execute(sql`
      insert into program_users (training_program_id, user_id, assigned_at) values
        (${programId}, ${late.id}, '2026-03-04T23:30:00Z'),
        (${programId}, ${early.id}, '2026-03-04T22:30:00-02:00')`);

    await migrate(db);

    const rows = await db.execute<{
      user_id: string;
      start_date: string;
      mode: string;
      batch_id: string | null;
    }>(
      sql`select user_id, to_char(start_date, 'YYYY-MM-DD') as start_date, mode, batch_id
        from program_users order by user_id`,
    );
    expect(rows.rows.map((row) => ({ ...row, user_id: Number(row.user_id) }))).toEqual([
      { user_id: late.id, start_date: '2026-03-04', mode: 'linked', batch_id: null },
      { user_id: early.id, start_date: '2026-03-05', mode: 'linked', batch_id: null },
    ]);
    const program = await db.execute<{ owner_user_id: string | null; template_id: string | null }>(
      sql`select owner_user_id, template_id from training_programs where id = ${programId}`,
    );
    expect(program.rows).toEqual([{ owner_user_id: null, template_id: null }]);
    const counted = await db.execute<{ row_count: string }>(
      sql`select row_count from table_row_counts where table_name = 'training_programs'`,
    );
    expect(Number(counted.rows[0]!.row_count)).toBe(1);
    await expect(
      db.execute(sql`update program_users set mode = 'shared' where user_id = ${late.id}`),
    ).rejects.toThrow();
  });
});

import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../helpers/test-app.js';
import { createUser } from '../helpers/factories.js';

describe('database schema', () => {
  let ctx: TestApp;
  beforeAll(async () => {
    ctx = await createTestApp();
  });
  afterAll(async () => ctx.close());

  it('keeps one active account per e-mail (case-insensitive); a deleted one frees the address', async () => {
    await createUser(ctx.db, { email: 'same@example.com' });
    await expect(createUser(ctx.db, { email: 'SAME@example.com' })).rejects.toThrow();
    await ctx.db.execute(sql`update users set deleted_at = now() where email = 'same@example.com'`);
    await createUser(ctx.db, { email: 'Same@Example.com' });
  });

  it('has pg_trgm and the indexes the user list and search rely on', async () => {
    const ext = await ctx.db.execute(sql`select extname from pg_extension where extname = 'pg_trgm'`);
    expect(ext.rows).toHaveLength(1);
    const indexes = await ctx.db.execute<{ indexname: string; indexdef: string }>(
      sql`select indexname, indexdef from pg_indexes where tablename = 'users'`,
    );
    const byName = Object.fromEntries(indexes.rows.map((row) => [row.indexname, row.indexdef]));
    expect(byName.users_created_at_id_idx).toContain('created_at DESC, id DESC');
    for (const column of ['first_name', 'last_name', 'email']) {
      expect(byName[`users_${column}_trgm_idx`]).toMatch(new RegExp(`gin \\(${column} gin_trgm_ops\\)`));
    }
    expect(byName.users_email_active_unique).toContain('WHERE (deleted_at IS NULL)');
  });

  it('samples the users full-name search expression widely enough to estimate substring matches', async () => {
    const result = await ctx.db.execute<{ target: number }>(
      sql`select attstattarget as target from pg_attribute
          where attrelid = 'users_full_name_trgm_idx'::regclass and attnum = 1`,
    );
    expect(Number(result.rows[0]?.target)).toBe(1000);
  });

  it('keeps the library search indexes without a GIN pending list', async () => {
    const indexes = await ctx.db.execute<{ indexname: string; indexdef: string }>(
      sql`select indexname, indexdef from pg_indexes where indexname in
        ('training_programs_name_search_trgm_idx', 'exercises_search_text_trgm_idx', 'recipes_search_text_trgm_idx')`,
    );
    expect(indexes.rows).toHaveLength(3);
    for (const row of indexes.rows) expect(row.indexdef).toContain('WITH (fastupdate=off)');
  });

  it('refuses roles and genders outside the enumerations', async () => {
    await expect(
      ctx.db.execute(sql`insert into users (email, role) values ('r@example.com', 'owner')`),
    ).rejects.toThrow();
    await expect(
      ctx.db.execute(sql`insert into users (email, gender) values ('g@example.com', 'other')`),
    ).rejects.toThrow();
  });
});

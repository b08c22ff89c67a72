import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { users } from '../../src/db/schema/index.js';
import { exportUsersCsv } from '../../src/modules/users/use-cases/export-users.js';
import { adminAuthHeader } from '../helpers/auth.js';
import { createUser } from '../helpers/factories.js';
import type { TestApp } from '../helpers/test-app.js';
import { expectAdminOnly, nonAdminAuthHeader, type AuthHeader } from '../programs/program-helpers.js';
import { apiCaller, createTestAppWithUsers } from './users-helpers.js';

const HEADER = 'id,email,first_name,last_name,gender,date_of_birth,height,role,status,created_at,deleted_at';

describe('GET /users/export', () => {
  let ctx: TestApp;
  let admin: AuthHeader;
  let nonAdmin: AuthHeader;
  const call = apiCaller(
    () => ctx.app,
    () => admin,
  );
  const base = Date.UTC(2024, 5, 1);

  beforeAll(async () => {
    ctx = await createTestAppWithUsers();
    admin = await adminAuthHeader(ctx.app, ctx.db);
    nonAdmin = await nonAdminAuthHeader(ctx.app, ctx.db);
    await createUser(ctx.db, {
      firstName: '=HYPERLINK("http://evil.example")',
      lastName: '+Plus',
      email: 'formula@csv.example',
      height: `5' 10"`,
      gender: 'male',
      dateOfBirth: '1990-01-02',
      createdAt: new Date(base + 2000),
    });
    await createUser(ctx.db, {
      firstName: '@Mention',
      lastName: '-Minus',
      email: 'gone@csv.example',
      createdAt: new Date(base + 1000),
      deletedAt: new Date(base + 5000),
    });
  });
  afterAll(() => ctx.close());

  it('streams the filtered users as CSV with formulas neutralised', async () => {
    const response = await call('GET', '/users/export?search=csv.example');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(response.headers['content-disposition']).toMatch(
      /^attachment; filename="users-\d{4}-\d{2}-\d{2}\.csv"$/,
    );
    const [formula] = await ctx.db.select().from(users).where(eq(users.email, 'formula@csv.example'));
    const lines = response.body.trimEnd().split('\n');
    expect(lines[0]).toBe(HEADER);
    expect(lines[1]).toBe(
      `${formula!.id},formula@csv.example,"'=HYPERLINK(""http://evil.example"")",'+Plus,male,1990-01-02,` +
        `"5' 10""",user,Active,${formula!.createdAt.toISOString()},`,
    );
    expect(lines[2]).toMatch(/^\d+,gone@csv\.example,'@Mention,'-Minus,,,,user,Inactive,.+,\d{4}-/);
    expect(lines).toHaveLength(3);
  });

  it('applies the status filter', async () => {
    const inactive = await call('GET', '/users/export?is_active=false');
    expect(
      inactive.body
        .trimEnd()
        .split('\n')
        .slice(1)
        .map((line) => line.split(',')[1]),
    ).toEqual(['gone@csv.example']);
    const all = await call('GET', '/users/export');
    // The header, the non-admin sign-in account and the two users above: the admin's sign-in account is a team
    // account, which the users area neither lists nor exports.
    const lines = all.body.trimEnd().split('\n');
    expect(lines).toHaveLength(4);
    expect(lines.slice(1).every((line) => line.split(',')[7] === 'user')).toBe(true);
  });

  it('reads every row across keyset pages, in list order, without repeats', async () => {
    // Same created_at for several users: the id tie-breaker must carry the cursor.
    for (let n = 0; n < 7; n += 1) {
      await createUser(ctx.db, { email: `page${n}@keyset.example`, createdAt: new Date(base - 10_000) });
    }
    const chunks: string[] = [];
    for await (const chunk of exportUsersCsv(ctx.db, { search: 'keyset.example' }, ctx.app.log, 3)) {
      chunks.push(String(chunk));
    }
    const emails = chunks
      .join('')
      .trimEnd()
      .split('\n')
      .slice(1)
      .map((line) => line.split(',')[1]);
    expect(emails).toHaveLength(7);
    expect(new Set(emails).size).toBe(7);
  });

  it('is for admins only', async () => {
    await expectAdminOnly(ctx.app, nonAdmin, { method: 'GET', url: '/api/users/export' });
  });
});

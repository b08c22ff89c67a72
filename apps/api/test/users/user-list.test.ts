import { and, count, eq, inArray, isNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { UserPage } from '@coachboard/contract';
import { users } from '../../src/db/schema/index.js';
import { adminAuthHeader } from '../helpers/auth.js';
import { createUser } from '../helpers/factories.js';
import { recordStatements } from '../helpers/sent-statements.js';
import type { TestApp } from '../helpers/test-app.js';
import { expectAdminOnly, nonAdminAuthHeader, type AuthHeader } from '../programs/program-helpers.js';
import { apiCaller, createTestAppWithUsers } from './users-helpers.js';

describe('GET /users', () => {
  let ctx: TestApp;
  let admin: AuthHeader;
  let nonAdmin: AuthHeader;
  const call = apiCaller(
    () => ctx.app,
    () => admin,
  );
  const list = async (query: string) => {
    const response = await call('GET', `/users${query}`);
    expect(response.statusCode, response.body).toBe(200);
    return response.json<{ data: UserPage }>().data;
  };
  const base = Date.UTC(2025, 0, 1);

  beforeAll(async () => {
    ctx = await createTestAppWithUsers();
    admin = await adminAuthHeader(ctx.app, ctx.db);
    nonAdmin = await nonAdminAuthHeader(ctx.app, ctx.db);
    // 55 filler users, older than the named ones below.
    for (let n = 0; n < 55; n += 1) {
      await createUser(ctx.db, {
        firstName: 'Filler',
        lastName: `Person`,
        email: `filler${n}@example.test`,
        createdAt: new Date(base - (n + 10) * 86_400_000),
      });
    }
    await createUser(ctx.db, {
      firstName: 'Zoë',
      lastName: 'Brontë',
      email: 'zoe.b@writers.example',
      createdAt: new Date(base + 3 * 86_400_000),
    });
    await createUser(ctx.db, {
      firstName: 'Mary Ann',
      lastName: 'Evans',
      email: 'george.eliot@writers.example',
      createdAt: new Date(base + 2 * 86_400_000),
      deletedAt: new Date(base + 5 * 86_400_000),
    });
  });
  afterAll(() => ctx.close());

  it('pages 50 users newest first, with the paginator and each status', async () => {
    const first = await list('');
    expect(first.per_page).toBe(50);
    expect(first.data).toHaveLength(50);
    // The non-admin sign-in account (an app user) is the newest; then Zoë, then the deleted Mary Ann. The admin's
    // sign-in account is a team account: never listed here.
    const names = first.data.map((user) => user.first_name);
    expect(names.indexOf('Zoë')).toBeLessThan(names.indexOf('Mary Ann'));
    const maryAnn = first.data.find((user) => user.first_name === 'Mary Ann');
    expect(maryAnn).toMatchObject({ is_active: false });
    expect(maryAnn?.deleted_at).not.toBeNull();
    expect(first.total).toBe(58);
    expect(first.last_page).toBe(2);
    const second = await list('?page=2');
    expect(second.data).toHaveLength(8);
    const ids = new Set([...first.data, ...second.data].map((user) => user.id));
    expect(ids.size).toBe(58);
    expect([...first.data, ...second.data].every((user) => user.role === 'user')).toBe(true);
  });

  it('filters by status', async () => {
    const active = await list('?is_active=true');
    expect(active.total).toBe(57);
    expect(active.data.every((user) => user.is_active)).toBe(true);
    const inactive = await list('?is_active=false');
    expect(inactive.data.map((user) => user.email)).toEqual(['george.eliot@writers.example']);
  });

  it.each([
    ['zoë', ['zoe.b@writers.example']],
    ['BRONT', ['zoe.b@writers.example']],
    ['ann eva', ['george.eliot@writers.example']],
    ['writers.EXAMPLE', ['zoe.b@writers.example', 'george.eliot@writers.example']],
    ['100%', []],
  ])('searches names, full names and e-mails case-insensitively: %s', async (term, emails) => {
    const page = await list(`?search=${encodeURIComponent(term)}`);
    expect(page.data.map((user) => user.email)).toEqual(emails);
    expect(page.total).toBe(emails.length);
  });

  it('combines search and status', async () => {
    const page = await list('?search=writers&is_active=false');
    expect(page.data.map((user) => user.first_name)).toEqual(['Mary Ann']);
  });

  it('keeps the unfiltered total exact through inserts, deletes and a rolled-back insert', async () => {
    const totalNow = async () => (await list('')).total;
    const counted = async () =>
      (await ctx.db.select({ n: count() }).from(users).where(eq(users.role, 'user')))[0]!.n;
    const before = await counted();
    expect(await totalNow()).toBe(before);

    const added = [
      await createUser(ctx.db, { email: 'counter.a@example.test' }),
      await createUser(ctx.db, { email: 'counter.b@example.test' }),
    ];
    expect(await totalNow()).toBe(before + 2);

    await ctx.db
      .transaction(async (tx) => {
        await tx.insert(users).values({ email: 'rolled.back@example.test', passwordHash: 'x', role: 'user' });
        tx.rollback();
      })
      .catch(() => undefined);
    expect(await totalNow()).toBe(before + 2);

    await ctx.db.delete(users).where(
      inArray(
        users.id,
        added.map(({ user }) => user.id),
      ),
    );
    expect(await totalNow()).toBe(before);
    expect(await totalNow()).toBe(await counted());
  });

  it('keeps the Active total exact through soft deletes, restores, inserts and deletes', async () => {
    const activeNow = async () => (await list('?is_active=true')).total;
    const countedActive = async () =>
      (
        await ctx.db
          .select({ n: count() })
          .from(users)
          .where(and(isNull(users.deletedAt), eq(users.role, 'user')))
      )[0]!.n;
    const before = await countedActive();
    expect(await activeNow()).toBe(before);

    const active = await createUser(ctx.db, { email: 'active.counter@example.test' });
    const deleted = await createUser(ctx.db, { email: 'gone.counter@example.test', deletedAt: new Date() });
    expect(await activeNow()).toBe(before + 1);

    const softDelete = (id: number, deletedAt: Date | null) =>
      ctx.db.update(users).set({ deletedAt }).where(eq(users.id, id));
    await softDelete(active.user.id, new Date());
    expect(await activeNow()).toBe(before);
    // Deleting again and renaming leave the count alone: only a change of status counts.
    await softDelete(active.user.id, new Date());
    await ctx.db.update(users).set({ firstName: 'Renamed' }).where(eq(users.id, active.user.id));
    expect(await activeNow()).toBe(before);
    await softDelete(active.user.id, null);
    await softDelete(deleted.user.id, null);
    expect(await activeNow()).toBe(before + 2);

    await ctx.db
      .transaction(async (tx) => {
        await tx.update(users).set({ deletedAt: new Date() }).where(eq(users.id, active.user.id));
        tx.rollback();
      })
      .catch(() => undefined);
    expect(await activeNow()).toBe(before + 2);

    await softDelete(deleted.user.id, new Date());
    await ctx.db.delete(users).where(inArray(users.id, [active.user.id, deleted.user.id]));
    expect(await activeNow()).toBe(before);
    expect(await activeNow()).toBe(await countedActive());
  });

  it('refuses a status that is not a boolean', async () => {
    const response = await call('GET', '/users?is_active=maybe');
    expect(response.statusCode).toBe(422);
    expect(response.json().message).toBe('is_active must be true or false');
  });

  it('is for admins only', async () => {
    await expectAdminOnly(ctx.app, nonAdmin, { method: 'GET', url: '/api/users' });
  });

  it('runs every filter combination with its own values in one statement each, searches unnamed', async () => {
    const sent = await recordStatements(ctx.db, async () => {
      // The same variant twice with other values: the statement is reused, the values are not.
      expect((await list('?search=filler1&is_active=true')).total).toBe(11);
      expect((await list('?search=filler5&is_active=true')).total).toBe(6);
      expect((await list('?search=writers')).total).toBe(2);
      expect((await list('?search=writers&is_active=false')).total).toBe(1);
      expect((await list('?search=zoë&is_active=false')).total).toBe(0);
      const active = await list('?is_active=true&per_page=10&page=6');
      expect(active.data.map((user) => user.email)).toEqual(
        ['filler48', 'filler49', 'filler50', 'filler51', 'filler52', 'filler53', 'filler54'].map(
          (name) => `${name}@example.test`,
        ),
      );
      expect((await list('?is_active=true&per_page=10&page=1')).data).toHaveLength(10);
      expect((await list('?is_active=false')).total).toBe(1);
      expect((await list('?page=2')).data).toHaveLength(8);
      const past = await list('?page=3');
      expect(past.total).toBe(58);
      expect(past.data).toHaveLength(0);
    });
    // Each search also counts the team accounts whose e-mail contains the term (`team_member_matches`).
    const teamCounts = sent.filter((statement) => statement.text.includes("role = 'admin' and email ilike"));
    expect(teamCounts).toHaveLength(5);
    const listStatements = sent.filter(
      (statement) =>
        !teamCounts.includes(statement) &&
        (statement.text.includes('"page_keys"') ||
          statement.text.includes('count(*)') ||
          statement.text.includes('"table_row_counts"')),
    );
    const searches = listStatements.filter((statement) => statement.text.includes(' ilike '));
    // A search counts its matches (up to the bound) first, then asks for its page only when it has rows.
    expect(searches.filter((statement) => statement.text.includes('count(*)'))).toHaveLength(5);
    expect(searches.filter((statement) => statement.text.includes('"page_keys"'))).toHaveLength(4);
    expect(searches.every((statement) => statement.name === undefined)).toBe(true);
    const others = listStatements.filter((statement) => !statement.text.includes(' ilike '));
    expect(others).toHaveLength(6);
    // Each page carries its total; only the empty page past the last asks for it alone.
    expect(new Set(others.map((statement) => statement.name))).toEqual(
      new Set([
        'app_users_page_isActive-active',
        'app_users_page_isActive-deleted',
        'app_users_page_all',
        'app_users_total_all',
      ]),
    );
  });
});

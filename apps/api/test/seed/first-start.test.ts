import fs from 'node:fs';
import path from 'node:path';
import { and, count, eq, isNotNull, isNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PASSWORD_PATTERN } from '@coachboard/contract';
import { verifyPassword } from '../../src/modules/auth/passwords.js';
import { users } from '../../src/db/schema/index.js';
import { ADMIN_CREDENTIALS_FILE, DEFAULT_ADMIN_EMAIL, ensureAdmin } from '../../src/seed/ensure-admin.js';
import { seedDemoContent } from '../../src/seed/index.js';
import { demoUsers } from '../../src/seed/demo-users-data.js';
import { createTestApp, type TestApp } from '../helpers/test-app.js';
import { loginAs } from '../helpers/auth.js';

describe('first start: admin and demo content', () => {
  let ctx: TestApp;
  beforeAll(async () => {
    ctx = await createTestApp();
  });
  afterAll(async () => ctx.close());

  it('creates admin@example.com with a random password, written once to admin-credentials.txt', async () => {
    const status = await ensureAdmin(ctx.db, ctx.config);
    expect(status.created).toBe(true);
    expect(status.email).toBe(DEFAULT_ADMIN_EMAIL);
    expect(status.generatedPassword).toMatch(PASSWORD_PATTERN);
    const file = path.join(ctx.config.dataDir, ADMIN_CREDENTIALS_FILE);
    expect(fs.readFileSync(file, 'utf8')).toContain(`password: ${status.generatedPassword}`);
    expect(fs.statSync(file).mode & 0o777).toBe(0o600);
    const session = await loginAs(ctx.app, DEFAULT_ADMIN_EMAIL, status.generatedPassword!);
    expect(session.role).toBe('admin');

    const second = await ensureAdmin(ctx.db, ctx.config);
    expect(second).toEqual({
      email: DEFAULT_ADMIN_EMAIL,
      generatedPassword: null,
      created: false,
      notAdmin: false,
    });
  });

  it('uses ADMIN_EMAIL/ADMIN_PASSWORD, and a later start with another password changes nothing', async () => {
    const config = { ...ctx.config, adminEmail: 'owner@example.com', adminPassword: 'Owner1@secret' };
    const status = await ensureAdmin(ctx.db, config);
    expect(status).toMatchObject({ email: 'owner@example.com', generatedPassword: null, created: true });
    await ensureAdmin(ctx.db, { ...config, adminPassword: 'Other1@secret' });
    const [row] = await ctx.db.select().from(users).where(eq(users.email, 'owner@example.com'));
    expect(await verifyPassword(row!.passwordHash!, 'Owner1@secret')).toBe(true);
    expect(row!.role).toBe('admin');
  });

  it('does not recreate a default admin that was deleted', async () => {
    await ctx.db.update(users).set({ deletedAt: new Date() }).where(eq(users.email, DEFAULT_ADMIN_EMAIL));
    const status = await ensureAdmin(ctx.db, ctx.config);
    expect(status.created).toBe(false);
    const [active] = await ctx.db
      .select({ n: count() })
      .from(users)
      .where(and(eq(users.email, DEFAULT_ADMIN_EMAIL), isNull(users.deletedAt)));
    expect(active!.n).toBe(0);
  });

  it('loads the demo users once: realistic, both height styles, some soft-deleted, no passwords', async () => {
    const report = await seedDemoContent(ctx.db, { ...ctx.config, seedDemo: true }, ctx.app.storage);
    expect(report.demoUsers).toBe(demoUsers.length);
    expect(demoUsers.length).toBeGreaterThanOrEqual(36);
    const rows = await ctx.db.select().from(users).where(eq(users.role, 'user'));
    expect(rows.filter((u) => u.height?.endsWith('cm')).length).toBeGreaterThan(5);
    expect(rows.filter((u) => /^\d' \d{1,2}"$/.test(u.height ?? '')).length).toBeGreaterThan(5);
    expect(rows.filter((u) => u.deletedAt !== null).length).toBeGreaterThanOrEqual(3);
    expect(new Set(rows.map((u) => u.gender))).toEqual(new Set(['male', 'female']));
    expect(
      rows.every((u) => u.passwordHash === null && /^\d{4}-\d{2}-\d{2}$/.test(u.dateOfBirth ?? '')),
    ).toBe(true);

    const again = await seedDemoContent(ctx.db, { ...ctx.config, seedDemo: true }, ctx.app.storage);
    expect(again.demoUsers).toBe(0);
    const [total] = await ctx.db.select({ n: count() }).from(users).where(eq(users.role, 'user'));
    expect(total!.n).toBe(demoUsers.length);
  });

  it('does not reseed after the demo users were deleted', async () => {
    await ctx.db.update(users).set({ deletedAt: new Date() }).where(eq(users.role, 'user'));
    await seedDemoContent(ctx.db, { ...ctx.config, seedDemo: true }, ctx.app.storage);
    const [active] = await ctx.db
      .select({ n: count() })
      .from(users)
      .where(and(eq(users.role, 'user'), isNull(users.deletedAt)));
    expect(active!.n).toBe(0);
    const [deleted] = await ctx.db.select({ n: count() }).from(users).where(isNotNull(users.deletedAt));
    expect(deleted!.n).toBeGreaterThan(0);
  });
});

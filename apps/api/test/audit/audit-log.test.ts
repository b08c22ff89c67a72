import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { teamRoles, type AuditPage } from '@coachboard/contract';
import { insertAuditEntries } from '../../src/lib/audit.js';
import { changedNothing } from '../../src/lib/records/index.js';
import { adminAuthHeader, bearer, loginAs } from '../helpers/auth.js';
import { createAdmin, createUser } from '../helpers/factories.js';
import { createTestApp, type TestApp } from '../helpers/test-app.js';

/**
 * The audit core: one transaction per audited request with its entry, refusals and sign-in events,
 * and reading the log by keyset pages. Modules' own routes are checked by route-audit.test.ts and their tests.
 */
let t: TestApp;
let auth: Record<string, string>;

const entriesOf = async (requestId: string) =>
  (
    await t.db.execute<{
      action: string;
      actor_email: string | null;
      details: Record<string, unknown> | null;
    }>(
      sql`SELECT action, actor_email, details FROM audit_entries WHERE request_id = ${requestId} ORDER BY id`,
    )
  ).rows;

const seedStateKeys = async (prefix: string) =>
  (
    await t.db.execute<{ key: string }>(sql`SELECT key FROM seed_state WHERE key LIKE ${`${prefix}%`}`)
  ).rows.map((row) => row.key);

beforeAll(async () => {
  t = await createTestApp({
    extraPermissions: Object.fromEntries(
      ['recorded', 'failsAfterWriting', 'dryRun', 'unrecorded'].map((verb) => [
        `testAudit.${verb}`,
        teamRoles,
      ]),
    ),
    register: (app) => {
      // Test-only routes that write a row of their own, to watch the request transaction commit or roll back.
      const write = (key: string) => sql`INSERT INTO seed_state (key) VALUES (${key})`;
      app.post(
        '/api/test-audit/recorded',
        { config: { audit: { writtenBy: 'handler' } }, schema: { operationId: 'testAudit.recorded' } },
        async (request) => {
          await request.db.execute(write('audit-test-recorded'));
          await request.audit.record({ action: 'create', record: { type: 'file', id: 1, name: 'row' } });
          return { success: true };
        },
      );
      app.post(
        '/api/test-audit/fails-after-writing',
        {
          config: { audit: { writtenBy: 'handler' } },
          schema: { operationId: 'testAudit.failsAfterWriting' },
        },
        async (request) => {
          await request.db.execute(write('audit-test-failed'));
          await request.audit.record({ action: 'create', record: { type: 'file', id: 2, name: 'row' } });
          throw new Error('boom after the entry');
        },
      );
      app.post(
        '/api/test-audit/dry-run',
        { config: { audit: { writtenBy: 'handler' } }, schema: { operationId: 'testAudit.dryRun' } },
        async (request) => {
          await request.db.execute(write('audit-test-dry-run'));
          changedNothing(request);
          return { success: true, data: { would: 'write one row' } };
        },
      );
      app.post(
        '/api/test-audit/unrecorded',
        { config: { audit: { writtenBy: 'handler' } }, schema: { operationId: 'testAudit.unrecorded' } },
        async (request) => {
          await request.db.execute(write('audit-test-unrecorded'));
          return { success: true };
        },
      );
    },
  });
  auth = await adminAuthHeader(t.app, t.db);
});
afterAll(async () => t?.close());

describe('the request transaction', () => {
  it('commits the change with its entry, naming the admin, address and browser', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/test-audit/recorded',
      headers: { ...auth, 'user-agent': 'AuditTest/1.0' },
      remoteAddress: '203.0.113.9',
    });
    expect(response.statusCode).toBe(200);
    expect(await seedStateKeys('audit-test-recorded')).toEqual(['audit-test-recorded']);
    const rows = await t.db.execute<{
      action: string;
      address: string;
      user_agent: string;
      actor_id: number;
    }>(
      sql`SELECT action, host(address) AS address, user_agent, actor_id::int AS actor_id FROM audit_entries
          WHERE request_id = ${String(response.headers['x-request-id'])}`,
    );
    expect(rows.rows).toEqual([
      { action: 'create', address: '203.0.113.9', user_agent: 'AuditTest/1.0', actor_id: expect.any(Number) },
    ]);
  });

  it('rolls the entry back with the change when the handler fails', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/test-audit/fails-after-writing',
      headers: auth,
    });
    expect(response.statusCode).toBe(500);
    expect(await seedStateKeys('audit-test-failed')).toEqual([]);
    expect(await entriesOf(String(response.headers['x-request-id']))).toEqual([]);
  });

  it('answers a dry run and rolls back whatever it wrote', async () => {
    const response = await t.app.inject({ method: 'POST', url: '/api/test-audit/dry-run', headers: auth });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ success: true, data: { would: 'write one row' } });
    expect(await seedStateKeys('audit-test-dry-run')).toEqual([]);
    expect(await entriesOf(String(response.headers['x-request-id']))).toEqual([]);
  });

  it('refuses to acknowledge a change that wrote no entry, and undoes it', async () => {
    const response = await t.app.inject({ method: 'POST', url: '/api/test-audit/unrecorded', headers: auth });
    expect(response.statusCode).toBe(500);
    expect(await seedStateKeys('audit-test-unrecorded')).toEqual([]);
  });
});

describe('sign-in events and refusals', () => {
  it('records a sign-in, a failed one with the typed e-mail, and a sign-out', async () => {
    const { user, password } = await createAdmin(t.db);
    const ok = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: user.email, password, remember_me: false },
    });
    expect(ok.statusCode).toBe(200);
    expect(await entriesOf(String(ok.headers['x-request-id']))).toEqual([
      expect.objectContaining({ action: 'sign-in', actor_email: user.email }),
    ]);

    const wrong = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: user.email, password: `${password}-wrong`, remember_me: false },
    });
    expect(wrong.statusCode).toBe(401);
    const [failed] = await entriesOf(String(wrong.headers['x-request-id']));
    expect(failed).toMatchObject({ action: 'sign-in-failed', details: { reason: 'wrong_password' } });
    expect(JSON.stringify(failed)).not.toContain(password);

    const token = ok.json<{ data: { token: string } }>().data.token;
    const out = await t.app.inject({ method: 'POST', url: '/api/auth/logout', headers: bearer(token) });
    expect(out.statusCode).toBe(200);
    expect(await entriesOf(String(out.headers['x-request-id']))).toEqual([
      expect.objectContaining({ action: 'sign-out', actor_email: user.email }),
    ]);
  });

  it('counts refused requests per minute, address and route in one entry', async () => {
    const { user, password } = await createUser(t.db);
    const appUser = await loginAs(t.app, user.email, password);
    for (let i = 0; i < 3; i += 1) {
      const response = await t.app.inject({
        method: 'GET',
        url: '/api/recipes',
        remoteAddress: '198.51.100.77',
      });
      expect(response.statusCode).toBe(401);
    }
    const forbidden = await t.app.inject({
      method: 'GET',
      url: '/api/recipes',
      headers: bearer(appUser.token),
    });
    expect(forbidden.statusCode).toBe(403);
    await t.app.flushRefusals();
    const rows = await t.db.execute<{
      details: { status: number; count: number; route: string };
      actor_email: string | null;
    }>(sql`SELECT details, actor_email FROM audit_entries WHERE action = 'refused' ORDER BY id`);
    const anonymous = rows.rows.find(
      (row) => row.details.status === 401 && row.details.route === '/api/recipes',
    );
    expect(anonymous?.details.count).toBeGreaterThanOrEqual(3);
    expect(rows.rows).toContainEqual(
      expect.objectContaining({ actor_email: null, details: expect.objectContaining({ status: 403 }) }),
    );
  });
});

describe('GET /audit', () => {
  const page = async (query: string) => {
    const response = await t.app.inject({ method: 'GET', url: `/api/audit?${query}`, headers: auth });
    expect(response.statusCode, response.body).toBe(200);
    return response.json<{ data: AuditPage }>().data;
  };

  it('pages newest first by an opaque cursor, ties on the same millisecond included, without repeats', async () => {
    const at = new Date('2026-01-02T03:04:05.678Z');
    // 120 entries sharing one timestamp: only the id breaks the tie.
    await t.db.transaction(async (tx) => {
      await insertAuditEntries(
        tx,
        { id: 999_001, name: 'Pager', email: 'pager@example.com' },
        {
          requestId: 'paging',
          address: null,
          userAgent: null,
        },
        Array.from({ length: 120 }, (_, i) => ({
          action: 'update' as const,
          record: { type: 'recipe' as const, id: 5, name: `n${i}` },
        })),
      );
      await tx.execute(
        sql`UPDATE audit_entries SET at = ${at.toISOString()}::timestamptz WHERE request_id = 'paging'`,
      );
    });
    const seen: number[] = [];
    let cursor: string | null = '';
    let pages = 0;
    while (cursor !== null) {
      const data: AuditPage = await page(`actor=999001&per_page=50${cursor ? `&cursor=${cursor}` : ''}`);
      seen.push(...data.items.map((item) => item.id));
      cursor = data.next_cursor;
      pages += 1;
    }
    expect(pages).toBe(3);
    expect(seen).toHaveLength(120);
    expect([...seen].sort((a, b) => b - a)).toEqual(seen);
    expect(new Set(seen).size).toBe(120);
  });

  it('filters by record, action and date range', async () => {
    const byRecord = await page('type=recipe&id=5&per_page=5');
    expect(byRecord.items).toHaveLength(5);
    expect(byRecord.items.every((item) => item.record?.type === 'recipe' && item.record.id === 5)).toBe(true);
    const signIns = await page('action=sign-in');
    expect(signIns.items.length).toBeGreaterThan(0);
    expect(signIns.items.every((item) => item.action === 'sign-in')).toBe(true);
    const thatDay = await page('actor=999001&from=2026-01-02&to=2026-01-02&per_page=1');
    expect(thatDay.items).toHaveLength(1);
    const dayBefore = await page('actor=999001&to=2026-01-01');
    expect(dayBefore.items).toHaveLength(0);
  });

  it('answers 422 for a cursor it did not write, and 404 for an unknown entry', async () => {
    const bad = await t.app.inject({ method: 'GET', url: '/api/audit?cursor=not-a-cursor', headers: auth });
    expect(bad.statusCode).toBe(422);
    const missing = await t.app.inject({ method: 'GET', url: '/api/audit/987654321', headers: auth });
    expect(missing.statusCode).toBe(404);
  });
});

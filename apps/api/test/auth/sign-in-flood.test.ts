import crypto from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { EMAIL_MAX_LENGTH } from '@coachboard/contract';
import { createAuditRecorder } from '../../src/lib/audit.js';
import { accountActor, authEvents, recordAuthEvent } from '../../src/modules/auth/auth-events.js';
import { authRateLimits } from '../../src/modules/auth/auth-rate-limits.js';
import { REFUSAL_KEYS_MAX } from '../../src/plugins/audit.js';
import { createTestApp, type TestApp } from '../helpers/test-app.js';

/**
 * What a flood of sign-ins can cost the database: nothing for an e-mail past the contract's length, one audit
 * row a minute per address for attempts past the sign-in limits, and a bounded number of refusal rows however
 * many addresses and agents the flood uses.
 */
let ctx: TestApp;

beforeAll(async () => {
  // The refusal log writes on a 10-second timer; frozen here, so each test decides when its rows are written
  // (a flush in the middle of a burst would split one row into two).
  vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
  ctx = await createTestApp();
});
afterAll(async () => {
  await ctx?.close();
  vi.useRealTimers();
});
beforeEach(async () => {
  await ctx.app.flushRefusals();
});

const login = (email: string, remoteAddress: string, userAgent = 'FloodTest/1.0') =>
  ctx.app.inject({
    method: 'POST',
    url: '/api/auth/login',
    payload: { email, password: 'Wrong1@password' },
    headers: { 'user-agent': userAgent },
    remoteAddress,
  });

const countRows = async (table: 'audit_entries' | 'rate_limit_counters') =>
  (await ctx.db.execute<{ count: number }>(sql`SELECT count(*)::int AS count FROM ${sql.identifier(table)}`))
    .rows[0]!.count;

/** Well-formed, `length` characters long; random, so no two tests share an account or a counter. */
const emailOfLength = (length: number) => {
  const domain = `${crypto.randomBytes(4).toString('hex')}.example.com`;
  const local = 'a'.repeat(64);
  const labels: string[] = [];
  for (let left = length - local.length - 1 - domain.length; left > 0; left -= 64) {
    labels.push('b'.repeat(Math.min(63, left - 1)));
  }
  return `${local}@${labels.map((label) => `${label}.`).join('')}${domain}`;
};

describe('the e-mail a sign-in may carry', () => {
  it('answers 422 to a 10,000-character e-mail and writes no audit row and no counter', async () => {
    const auditRows = await countRows('audit_entries');
    const counters = await countRows('rate_limit_counters');
    const email = `${crypto.randomBytes(7_500).toString('base64url')}@example.com`;
    expect(email.length).toBe(10_012);

    const response = await login(email, '10.70.0.1');

    expect(response.statusCode).toBe(422);
    expect(response.json()).toEqual({
      success: false,
      message: 'Email must not exceed 254 characters',
      errors: { email: ['Email must not exceed 254 characters'] },
    });
    await ctx.app.flushRefusals();
    expect(await countRows('audit_entries')).toBe(auditRows);
    expect(await countRows('rate_limit_counters')).toBe(counters);
  });

  it('keeps a typed e-mail of the longest allowed length whole in the failed sign-in entry', async () => {
    const email = emailOfLength(EMAIL_MAX_LENGTH);
    expect(email).toHaveLength(254);
    const response = await login(email, '10.70.0.2');
    expect(response.statusCode).toBe(401);
    const rows = await ctx.db.execute<{ actor_email: string; actor_name: string; typed: string }>(
      sql`SELECT actor_email, actor_name, details->>'email' AS typed FROM audit_entries
          WHERE request_id = ${String(response.headers['x-request-id'])}`,
    );
    expect(rows.rows).toEqual([{ actor_email: email, actor_name: email, typed: email }]);
  });

  it('stores at most 254 characters of a typed e-mail, whatever a caller hands the auth events', async () => {
    const email = `${'x'.repeat(10_000)}@example.com`;
    const requestId = crypto.randomUUID();
    const logged: Record<string, unknown>[] = [];
    const request = {
      log: { info: (fields: Record<string, unknown>) => logged.push(fields) },
      audit: createAuditRecorder(ctx.db, null, { requestId, address: '10.70.0.3', userAgent: null }),
    } as unknown as FastifyRequest;

    await recordAuthEvent(
      request,
      authEvents.signInFailed,
      { email, reason: 'unknown_account' },
      {
        action: 'sign-in-failed',
        actor: accountActor({ id: null, email }),
        details: { email, reason: 'unknown_account' },
      },
    );

    const rows = await ctx.db.execute<{ actor_email: number; actor_name: number; typed: number }>(
      sql`SELECT length(actor_email) AS actor_email, length(actor_name) AS actor_name,
                 length(details->>'email') AS typed
          FROM audit_entries WHERE request_id = ${requestId}`,
    );
    expect(rows.rows).toEqual([{ actor_email: 254, actor_name: 254, typed: 254 }]);
    expect(logged).toEqual([expect.objectContaining({ email: email.slice(0, 254) })]);
  });
});

describe('sign-ins past the limit', () => {
  it('200 refused sign-ins with 200 different agents cost one refusal row, not 200 entries', async () => {
    const address = '10.71.0.1';
    const email = emailOfLength(40);
    const { max } = authRateLimits.loginPerPair;
    const responses = await Promise.all(
      Array.from({ length: max + 200 }, (_, i) => login(email, address, `FloodAgent/${i}`)),
    );
    const statuses = responses.map((response) => response.statusCode);
    expect(statuses.filter((status) => status === 401)).toHaveLength(max);
    expect(statuses.filter((status) => status === 429)).toHaveLength(200);

    await ctx.app.flushRefusals();
    const rows = await ctx.db.execute<{
      action: string;
      user_agent: string | null;
      details: { count?: number; status?: number; route?: string; mixed_agents?: boolean };
    }>(sql`SELECT action, user_agent, details FROM audit_entries WHERE address = ${address} ORDER BY id`);
    const failed = rows.rows.filter((row) => row.action === 'sign-in-failed');
    const refused = (status: number) =>
      rows.rows.filter((row) => row.action === 'refused' && row.details.status === status);
    const total = (entries: typeof rows.rows) =>
      entries.reduce((sum, row) => sum + (row.details.count ?? 0), 0);
    // The checked passwords keep their own entries (and are counted among the 401s like any refusal); the 429s
    // are only counted: one row a minute per status (two when the burst straddles a minute).
    expect(failed).toHaveLength(max);
    expect(total(refused(401))).toBe(max);
    expect(total(refused(429))).toBe(200);
    expect(refused(429).length).toBeGreaterThanOrEqual(1);
    expect(refused(429).length).toBeLessThanOrEqual(2);
    expect(rows.rows.length).toBeLessThanOrEqual(max + 4);
    for (const row of refused(429)) expect(row.details.route).toBe('/api/auth/login');
    const mixed = refused(429).filter((row) => (row.details.count ?? 0) > 1);
    expect(mixed.length).toBeGreaterThan(0);
    for (const row of mixed) expect(row).toMatchObject({ user_agent: null, details: { mixed_agents: true } });
  });

  it(`holds at most ${REFUSAL_KEYS_MAX} keys between flushes: refusals from more addresses share one row`, async () => {
    const addresses = REFUSAL_KEYS_MAX + 100;
    const refuse = (i: number) =>
      ctx.app.inject({
        method: 'GET',
        url: '/api/recipes',
        headers: { 'user-agent': `KeyFlood/${i}` },
        remoteAddress: `2001:db8:72::${i.toString(16)}`,
      });
    for (let start = 0; start < addresses; start += 50) {
      const batch = await Promise.all(
        Array.from({ length: Math.min(50, addresses - start) }, (_, i) => refuse(start + i)),
      );
      expect(batch.every((response) => response.statusCode === 401)).toBe(true);
    }

    await ctx.app.flushRefusals();
    const rows = await ctx.db.execute<{ address: string | null; count: number }>(
      sql`SELECT host(address) AS address, (details->>'count')::int AS count FROM audit_entries
          WHERE action = 'refused' AND details->>'route' = '/api/recipes'
            AND (address << '2001:db8:72::/64'::inet OR address IS NULL)`,
    );
    const addressed = rows.rows.filter((row) => row.address !== null);
    const pooled = rows.rows.filter((row) => row.address === null);
    expect(addressed).toHaveLength(REFUSAL_KEYS_MAX);
    expect(addressed.every((row) => row.count === 1)).toBe(true);
    expect(pooled.length).toBeGreaterThanOrEqual(1);
    expect(pooled.length).toBeLessThanOrEqual(2);
    expect(pooled.reduce((sum, row) => sum + row.count, 0)).toBe(100);
  });
});

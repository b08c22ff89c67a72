import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { adminAuthHeader } from '../helpers/auth.js';
import { createTestApp, type TestApp } from '../helpers/test-app.js';
import { createProgramViaApi, validProgram, type AuthHeader } from './program-helpers.js';

/** The statements of the one request transaction `run` causes, BEGIN to COMMIT (other pool clients aside). */
const transactionStatements = async (run: () => Promise<void>) => {
  const sent: { client: pg.Client; text: string }[] = [];
  const query = pg.Client.prototype.query;
  const spy = vi.spyOn(pg.Client.prototype, 'query').mockImplementation(function (
    this: pg.Client,
    ...args: unknown[]
  ) {
    const [config] = args;
    const text = typeof config === 'string' ? config : ((config as { text?: string } | null)?.text ?? '');
    sent.push({ client: this, text: text.trim().toLowerCase().replace(/\s+/g, ' ') });
    return (query as (...a: unknown[]) => unknown).apply(this, args);
  } as typeof query);
  try {
    await run();
  } finally {
    spy.mockRestore();
  }
  const transactional = new Set(sent.filter((entry) => entry.text === 'begin').map((entry) => entry.client));
  expect(transactional.size).toBe(1);
  const inside: string[] = [];
  let open = false;
  for (const entry of sent) {
    if (!transactional.has(entry.client)) continue;
    if (entry.text === 'begin') open = true;
    if (open) inside.push(entry.text);
    if (entry.text === 'commit' || entry.text === 'rollback') open = false;
  }
  return inside;
};

/** A read of one program row by its id (the lock, the audit's reads, the answer's detail). */
const readsProgramRow = (text: string) =>
  /^select .* from "training_programs" where \(?"training_programs"."id" = \$1/.test(text);
/** The audit wrapper's read of the audited fields (`programAuditFields`). */
const readsAuditedFields = (text: string) =>
  readsProgramRow(text) && text.startsWith('select "name", "program_type"');
const locksProgramRow = (text: string) => readsProgramRow(text) && text.endsWith('for update');
const updatesProgramRow = (text: string) => text.startsWith('update "training_programs"');

describe('an audited program update', () => {
  let ctx: TestApp;
  let admin: AuthHeader;

  beforeAll(async () => {
    ctx = await createTestApp();
    admin = await adminAuthHeader(ctx.app, ctx.db);
  });
  afterAll(async () => {
    await ctx?.close();
  });

  it('locks the program row once and reads it once before the change and once after', async () => {
    const program = await createProgramViaApi(ctx.app, admin, { name: 'Locked Once' });
    const statements = await transactionStatements(async () => {
      const response = await ctx.app.inject({
        method: 'PUT',
        url: `/api/training-programs/${program.id}`,
        headers: admin,
        payload: {
          ...validProgram({ name: 'Locked Once, Renamed' }),
          duration_weeks: program.duration_weeks,
        },
      });
      expect(response.statusCode, response.body).toBe(200);
    });
    const update = statements.findIndex(updatesProgramRow);
    expect(update, statements.join('\n')).toBeGreaterThan(0);
    const before = statements.slice(0, update).filter(readsProgramRow);
    expect(before, 'the lock is the one read before the change').toHaveLength(1);
    expect(locksProgramRow(before[0]!)).toBe(true);
    expect(statements.filter(locksProgramRow)).toHaveLength(1);
    // After the change the audit wrapper reads the audited fields once for the entry (the answer's detail is
    // read by the handler, for the response).
    expect(statements.filter(readsAuditedFields)).toHaveLength(1);
    expect(statements.findIndex(readsAuditedFields)).toBeGreaterThan(update);

    const entries = await ctx.db.$client.query(
      `select changes from audit_entries where record_type = 'program' and record_id = $1 and action = 'update'`,
      [program.id],
    );
    expect(entries.rows).toEqual([
      { changes: { name: { before: 'Locked Once', after: 'Locked Once, Renamed' } } },
    ]);
  });

  it('still refuses a stale expected_updated_at with 409, changing nothing', async () => {
    const program = await createProgramViaApi(ctx.app, admin, { name: 'Stale Check' });
    const response = await ctx.app.inject({
      method: 'PUT',
      url: `/api/training-programs/${program.id}`,
      headers: admin,
      payload: {
        ...validProgram({ name: 'Stale Check, Renamed' }),
        duration_weeks: program.duration_weeks,
        expected_updated_at: '2001-01-01T00:00:00.000Z',
      },
    });
    expect(response.statusCode, response.body).toBe(409);
    const fresh = await ctx.app.inject({
      method: 'PUT',
      url: `/api/training-programs/${program.id}`,
      headers: admin,
      payload: {
        ...validProgram({ name: 'Stale Check, Renamed' }),
        duration_weeks: program.duration_weeks,
        expected_updated_at: program.updated_at,
      },
    });
    expect(fresh.statusCode, fresh.body).toBe(200);
  });
});

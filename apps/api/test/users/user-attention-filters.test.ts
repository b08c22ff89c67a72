import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { User } from '@coachboard/contract';
import { adminAuthHeader } from '../helpers/auth.js';
import { createUser } from '../helpers/factories.js';
import type { TestApp } from '../helpers/test-app.js';
import { createProgramViaApi, type AuthHeader } from '../programs/program-helpers.js';
import { apiCaller, createTestAppWithUsers } from './users-helpers.js';

const DAY_MS = 86_400_000;

/** The e-mails of a CSV answer, in its order (the column after the id). */
const exportedEmails = (csv: string) =>
  csv
    .trimEnd()
    .split('\n')
    .slice(1)
    .map((line) => line.split(',')[1]);

describe("a dashboard card's users filter (attention) in the export and the bulk actions", () => {
  let ctx: TestApp;
  let admin: AuthHeader;
  const call = apiCaller(
    () => ctx.app,
    () => admin,
  );

  beforeAll(async () => {
    ctx = await createTestAppWithUsers();
    admin = await adminAuthHeader(ctx.app, ctx.db);
    const now = Date.now();
    await createUser(ctx.db, { email: 'old@attention.example', createdAt: new Date(now - 8 * DAY_MS) });
    await createUser(ctx.db, { email: 'newer@attention.example', createdAt: new Date(now - DAY_MS) });
    await createUser(ctx.db, { email: 'gone@attention.example', deletedAt: new Date(now) });
    await createUser(ctx.db, { email: 'coach@attention.example', role: 'admin' });
    await createUser(ctx.db, { email: 'newest@attention.example', createdAt: new Date(now - 60_000) });
  });
  afterAll(() => ctx.close());

  const listedEmails = async (query: string) => {
    const response = await call('GET', `/users?${query}&per_page=100`);
    expect(response.statusCode, response.body).toBe(200);
    return response.json<{ data: { data: User[] } }>().data.data.map((user) => user.email);
  };

  it('exports exactly the users the filtered list shows, in its order', async () => {
    for (const attention of ['new', 'no_current_program', 'program_ending']) {
      const response = await call('GET', `/users/export?attention=${attention}`);
      expect(response.statusCode, response.body).toBe(200);
      expect(exportedEmails(response.body), attention).toEqual(await listedEmails(`attention=${attention}`));
    }
    const exported = await call('GET', '/users/export?attention=new');
    expect(exportedEmails(exported.body)).toEqual(['newest@attention.example', 'newer@attention.example']);
    const noProgram = await call('GET', '/users/export?attention=no_current_program');
    expect(exportedEmails(noProgram.body)).toEqual([
      'newest@attention.example',
      'newer@attention.example',
      'old@attention.example',
    ]);
  });

  it("combines a card's filter with the search and the status", async () => {
    const searched = await call('GET', '/users/export?attention=new&search=newest');
    expect(exportedEmails(searched.body)).toEqual(['newest@attention.example']);
    const inactive = await call('GET', '/users/export?attention=new&is_active=false');
    expect(exportedEmails(inactive.body)).toEqual([]);
  });

  it('refuses an attention value no card has', async () => {
    const response = await call('GET', '/users/export?attention=overdue');
    expect(response.statusCode).toBe(422);
  });

  it("assigns a program to 'all matching' a card's filter", async () => {
    const program = await createProgramViaApi(ctx.app, admin, { name: 'Next Block', duration_weeks: 4 });
    const response = await call('POST', `/training-programs/${program.id}/assignments`, {
      filter: { attention: 'new', status: 'active' },
      dry_run: true,
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json<{ data: { will_assign: number } }>().data.will_assign).toBe(2);
  });

  it("deletes 'all matching' a card's filter, and only those", async () => {
    const refused = await call('POST', '/users/bulk-delete', {
      all_matching: { attention: 'new' },
      expected_total: 3,
    });
    expect(refused.statusCode, refused.body).toBe(409);

    const response = await call('POST', '/users/bulk-delete', {
      all_matching: { attention: 'new' },
      expected_total: 2,
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json<{ data: { count: number } }>().data.count).toBe(2);
    expect(await listedEmails('attention=new')).toEqual([]);
    expect(await listedEmails('attention=no_current_program')).toEqual(['old@attention.example']);
  });
});

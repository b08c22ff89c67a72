import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../src/db/schema/index.js';
import { createUser } from '../helpers/factories.js';
import { createTestApp, type TestApp } from '../helpers/test-app.js';
import { signInPanel, type Headers } from '../member/check-in-helpers.js';
import { dashboardCounts, expectCardLists } from '../dashboard/dashboard-helpers.js';
import { putTargets, splitTargets } from './nutrition-helpers.js';

const URL = '/users?attention=no_nutrition_targets';

describe("the dashboard's 'Active users without nutrition targets'", () => {
  let t: TestApp;
  let coach: { id: number; headers: Headers };
  const without: number[] = [];
  let withTargets: number;

  const userId = async (overrides = {}) => (await createUser(t.db, overrides)).user.id;

  beforeAll(async () => {
    t = await createTestApp();
    coach = await signInPanel(t.app, t.db, 'coach');
    withTargets = await userId();
    expect((await putTargets(t.app, coach.headers, withTargets, splitTargets)).statusCode).toBe(200);
    without.push(await userId(), await userId());
    // Not counted: a deleted user, a panel account.
    await userId({ deletedAt: new Date() });
    await createUser(t.db, { role: 'admin' });
  });
  afterAll(async () => t?.close());

  it('counts exactly the users its list shows: active app users with no live targets', async () => {
    await expectCardLists(t.app, coach.headers, 'no_nutrition_targets', URL, without);
  });

  it('follows targets set, trashed and restored, and users deleted and restored', async () => {
    const [first] = without;
    await putTargets(t.app, coach.headers, first!, splitTargets);
    await expectCardLists(t.app, coach.headers, 'no_nutrition_targets', URL, without.slice(1));

    const removed = await t.app.inject({
      method: 'DELETE',
      url: `/api/users/${first}/nutrition`,
      headers: coach.headers,
    });
    const trashedId = removed.json<{ data: { id: number } }>().data.id;
    await expectCardLists(t.app, coach.headers, 'no_nutrition_targets', URL, without);
    await t.app.inject({
      method: 'POST',
      url: `/api/trash/nutrition-targets/${trashedId}/restore`,
      headers: coach.headers,
    });
    await expectCardLists(t.app, coach.headers, 'no_nutrition_targets', URL, without.slice(1));

    // The user with targets leaves the active users and comes back: the card's subtraction follows.
    await t.db.update(users).set({ deletedAt: new Date() }).where(eq(users.id, withTargets));
    await t.db.update(users).set({ deletedAt: new Date() }).where(eq(users.id, first!));
    await expectCardLists(t.app, coach.headers, 'no_nutrition_targets', URL, without.slice(1));
    await t.db.update(users).set({ deletedAt: null }).where(eq(users.id, withTargets));
    await t.db.update(users).set({ deletedAt: null }).where(eq(users.id, first!));
    await expectCardLists(t.app, coach.headers, 'no_nutrition_targets', URL, without.slice(1));

    // A user purged with their targets (the cascade) leaves the kept count exact.
    await t.db.delete(users).where(eq(users.id, withTargets));
    await expectCardLists(t.app, coach.headers, 'no_nutrition_targets', URL, without.slice(1));
  });

  it('is left out for moderators', async () => {
    const moderator = await signInPanel(t.app, t.db, 'moderator');
    expect(await dashboardCounts(t.app, moderator.headers)).not.toHaveProperty('no_nutrition_targets');
  });
});

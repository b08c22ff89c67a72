import { and, desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { nutritionMessages, type NutritionTemplate, type UserNutrition } from '@coachboard/contract';
import { auditEntries } from '../../src/db/schema/index.js';
import { createUser } from '../helpers/factories.js';
import { createTestApp, type TestApp } from '../helpers/test-app.js';
import { signInMember, signInPanel, type Headers } from '../member/check-in-helpers.js';
import { cutTemplate } from './nutrition-audit-calls.js';
import { getTargets, putTargets, rest, splitTargets, training } from './nutrition-helpers.js';

describe("a user's nutrition targets (coaches and owners)", () => {
  let t: TestApp;
  let coach: { id: number; headers: Headers };
  let owner: { id: number; headers: Headers };

  const entriesOf = (id: number) =>
    t.db
      .select()
      .from(auditEntries)
      .where(and(eq(auditEntries.recordType, 'nutrition-targets'), eq(auditEntries.recordId, id)))
      .orderBy(desc(auditEntries.id));

  beforeAll(async () => {
    t = await createTestApp();
    coach = await signInPanel(t.app, t.db, 'coach');
    owner = await signInPanel(t.app, t.db, 'owner');
  });
  afterAll(async () => t?.close());

  it('are none until set; a coach sets training and rest profiles, an owner changes them; both audited', async () => {
    const { user } = await createUser(t.db, { firstName: 'Ada', lastName: 'Lind' });
    expect(await getTargets(t.app, coach.headers, user.id)).toEqual({ user_id: user.id, targets: null });

    const created = await putTargets(t.app, coach.headers, user.id, splitTargets);
    expect(created.statusCode, created.body).toBe(200);
    const saved = created.json<{ data: UserNutrition; message: string }>();
    expect(saved.message).toBe(nutritionMessages.saved);
    expect(saved.data.targets).toMatchObject({
      mode: 'training_rest',
      every_day: null,
      training_day: training,
      rest_day: rest,
      template: null,
    });
    const id = saved.data.targets!.id;

    const changed = await putTargets(t.app, owner.headers, user.id, {
      mode: 'training_rest',
      training_day: training,
      rest_day: { ...rest, carbs: 150 },
      expected_updated_at: saved.data.targets!.updated_at,
    });
    expect(changed.statusCode, changed.body).toBe(200);
    expect((await getTargets(t.app, coach.headers, user.id)).targets?.rest_day?.carbs).toBe(150);

    const [update, create] = await entriesOf(id);
    expect(create).toMatchObject({ action: 'create', recordName: 'Ada Lind', actorId: coach.id });
    expect(update).toMatchObject({ action: 'update', actorId: owner.id });
    expect(update!.changes).toEqual({ rest_day: { before: rest, after: { ...rest, carbs: 150 } } });
  });

  it('refuses a stale save with 409 and bad values with their fields', async () => {
    const { user } = await createUser(t.db);
    const first = (await putTargets(t.app, coach.headers, user.id, splitTargets)).json<{
      data: UserNutrition;
    }>();
    await putTargets(t.app, owner.headers, user.id, { mode: 'every_day', every_day: training });
    const stale = await putTargets(t.app, coach.headers, user.id, {
      ...splitTargets,
      expected_updated_at: first.data.targets!.updated_at,
    });
    expect(stale.statusCode).toBe(409);
    expect(stale.json()).toMatchObject({ message: nutritionMessages.staleUpdate });

    const bad = await putTargets(t.app, coach.headers, user.id, {
      mode: 'training_rest',
      training_day: { ...training, protein: -5 },
    });
    expect(bad.statusCode).toBe(422);
    expect(bad.json().errors).toMatchObject({
      'training_day.protein': [expect.stringContaining('cannot be negative')],
      rest_day: [nutritionMessages.restDayRequired],
    });
  });

  it('copies a template: the values and its name, and the copy stays when the template changes', async () => {
    const { user } = await createUser(t.db);
    const made = await t.app.inject({
      method: 'POST',
      url: '/api/nutrition-templates',
      headers: coach.headers,
      payload: { ...cutTemplate, name: 'Cut' },
    });
    const template = made.json<{ data: NutritionTemplate }>().data;
    const copied = await putTargets(t.app, coach.headers, user.id, { from_template_id: template.id });
    expect(copied.statusCode, copied.body).toBe(200);
    expect(copied.json<{ data: UserNutrition }>().data.targets).toMatchObject({
      mode: 'training_rest',
      training_day: { ...cutTemplate.training_day, fibre: null },
      template: { id: template.id, name: 'Cut' },
    });
    await t.app.inject({
      method: 'PUT',
      url: `/api/nutrition-templates/${template.id}`,
      headers: coach.headers,
      payload: { ...cutTemplate, name: 'Cut', training_day: { ...cutTemplate.training_day, carbs: 10 } },
    });
    expect((await getTargets(t.app, coach.headers, user.id)).targets?.training_day?.carbs).toBe(220);

    const missing = await putTargets(t.app, coach.headers, user.id, { from_template_id: 999_999 });
    expect(missing.statusCode).toBe(422);
    expect(missing.json().errors).toHaveProperty('from_template_id');
  });

  it('a removal goes to the trash and comes back; the audit log reverts an update', async () => {
    const { user } = await createUser(t.db);
    const saved = (await putTargets(t.app, coach.headers, user.id, splitTargets)).json<{
      data: UserNutrition;
    }>();
    const id = saved.data.targets!.id;
    await putTargets(t.app, coach.headers, user.id, {
      ...splitTargets,
      training_day: { ...training, fat: 90 },
    });

    const [update] = await entriesOf(id);
    const reverted = await t.app.inject({
      method: 'POST',
      url: `/api/audit/${update!.id}/revert`,
      headers: owner.headers,
    });
    expect(reverted.statusCode, reverted.body).toBe(200);
    expect((await getTargets(t.app, coach.headers, user.id)).targets?.training_day?.fat).toBe(training.fat);

    const removed = await t.app.inject({
      method: 'DELETE',
      url: `/api/users/${user.id}/nutrition`,
      headers: coach.headers,
    });
    expect(removed.statusCode, removed.body).toBe(200);
    expect(removed.json()).toMatchObject({ data: { id } });
    expect((await getTargets(t.app, coach.headers, user.id)).targets).toBeNull();
    const again = await t.app.inject({
      method: 'DELETE',
      url: `/api/users/${user.id}/nutrition`,
      headers: coach.headers,
    });
    expect(again.statusCode).toBe(404);

    const restored = await t.app.inject({
      method: 'POST',
      url: `/api/trash/nutrition-targets/${id}/restore`,
      headers: coach.headers,
    });
    expect(restored.statusCode, restored.body).toBe(200);
    expect((await getTargets(t.app, coach.headers, user.id)).targets).toMatchObject({
      id,
      training_day: training,
    });

    // Trashed again, then newer targets set: restoring the old set would give the user two.
    await t.app.inject({ method: 'DELETE', url: `/api/users/${user.id}/nutrition`, headers: coach.headers });
    await putTargets(t.app, coach.headers, user.id, { mode: 'every_day', every_day: rest });
    const clash = await t.app.inject({
      method: 'POST',
      url: `/api/trash/nutrition-targets/${id}/restore`,
      headers: coach.headers,
    });
    expect(clash.statusCode).toBe(409);
    expect(clash.json()).toMatchObject({ message: nutritionMessages.restoreClash });
  });

  it('moderators read and write none of it; members and panel accounts are refused', async () => {
    const moderator = await signInPanel(t.app, t.db, 'moderator');
    const member = await signInMember(t.app, t.db);
    const { user } = await createUser(t.db);
    const calls = [
      { method: 'GET', url: `/api/users/${user.id}/nutrition` },
      { method: 'PUT', url: `/api/users/${user.id}/nutrition`, payload: splitTargets },
      { method: 'DELETE', url: `/api/users/${user.id}/nutrition` },
      { method: 'GET', url: `/api/users/${user.id}/nutrition/day?date=2026-03-02` },
      { method: 'GET', url: '/api/nutrition-templates' },
      { method: 'POST', url: '/api/nutrition-templates', payload: cutTemplate },
    ] as const;
    for (const headers of [moderator.headers, member.headers]) {
      for (const call of calls) {
        const response = await t.app.inject({ ...call, headers });
        expect(response.statusCode, `${call.method} ${call.url}`).toBe(403);
      }
    }
    // A panel account has no nutrition targets, whoever asks.
    const onPanel = await putTargets(t.app, owner.headers, coach.id, splitTargets);
    expect(onPanel.statusCode).toBe(403);
    const unknown = await putTargets(t.app, owner.headers, 999_999, splitTargets);
    expect(unknown.statusCode).toBe(404);
  });
});

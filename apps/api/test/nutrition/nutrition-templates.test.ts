import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { nutritionTemplateMessages, type NutritionTemplate, type Paginated } from '@coachboard/contract';
import { auditEntries } from '../../src/db/schema/index.js';
import { createTestApp, type TestApp } from '../helpers/test-app.js';
import { signInPanel, type Headers } from '../member/check-in-helpers.js';
import { cutTemplate } from './nutrition-audit-calls.js';

describe('the target templates library', () => {
  let t: TestApp;
  let coach: { id: number; headers: Headers };

  const create = async (payload: object) => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/nutrition-templates',
      headers: coach.headers,
      payload,
    });
    expect(response.statusCode, response.body).toBe(201);
    return response.json<{ data: NutritionTemplate }>().data;
  };
  const list = async (query = '') => {
    const response = await t.app.inject({
      method: 'GET',
      url: `/api/nutrition-templates${query}`,
      headers: coach.headers,
    });
    expect(response.statusCode, response.body).toBe(200);
    return response.json<{ data: Paginated<NutritionTemplate> }>().data;
  };

  beforeAll(async () => {
    t = await createTestApp();
    coach = await signInPanel(t.app, t.db, 'coach');
  });
  afterAll(async () => t?.close());

  it('creates, lists newest first, searches by name and pages', async () => {
    const maintain = await create({
      name: 'Maintain',
      description: 'Steady',
      mode: 'every_day',
      every_day: { calories: 2500, protein: 160, carbs: 280, fat: 80, fibre: 30 },
      // A profile the mode does not use is dropped.
      training_day: { calories: 1, protein: 1, carbs: 1, fat: 1 },
    });
    expect(maintain).toMatchObject({
      mode: 'every_day',
      training_day: null,
      rest_day: null,
      description: 'Steady',
    });
    const cut = await create({ ...cutTemplate, name: 'Cut' });
    const gain = await create({ ...cutTemplate, name: 'Lean gain' });
    expect((await list()).data.map((row) => row.id)).toEqual([gain.id, cut.id, maintain.id]);
    expect((await list('?searchTerm=GAIN')).data.map((row) => row.name)).toEqual(['Lean gain']);
    const paged = await list('?per_page=2&page=2');
    expect(paged).toMatchObject({ total: 3, current_page: 2 });
    expect(paged.data.map((row) => row.id)).toEqual([maintain.id]);
  });

  it('edits with a stale check and reads one; 404 for none', async () => {
    const template = await create({ ...cutTemplate, name: 'Mini cut' });
    const edited = await t.app.inject({
      method: 'PUT',
      url: `/api/nutrition-templates/${template.id}`,
      headers: coach.headers,
      payload: { ...cutTemplate, name: 'Mini cut 2', expected_updated_at: template.updated_at },
    });
    expect(edited.statusCode, edited.body).toBe(200);
    const stale = await t.app.inject({
      method: 'PUT',
      url: `/api/nutrition-templates/${template.id}`,
      headers: coach.headers,
      payload: { ...cutTemplate, name: 'Mini cut 3', expected_updated_at: template.updated_at },
    });
    expect(stale.statusCode).toBe(409);
    const got = await t.app.inject({
      method: 'GET',
      url: `/api/nutrition-templates/${template.id}`,
      headers: coach.headers,
    });
    expect(got.json()).toMatchObject({ data: { name: 'Mini cut 2' } });
    const none = await t.app.inject({
      method: 'GET',
      url: '/api/nutrition-templates/999999',
      headers: coach.headers,
    });
    expect(none.statusCode).toBe(404);
    const [entry] = await t.db
      .select()
      .from(auditEntries)
      .where(and(eq(auditEntries.recordType, 'nutrition-template'), eq(auditEntries.action, 'update')));
    expect(entry?.changes).toEqual({ name: { before: 'Mini cut', after: 'Mini cut 2' } });
  });

  it('refuses a nameless template and a missing profile', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/nutrition-templates',
      headers: coach.headers,
      payload: { name: ' ', mode: 'training_rest', training_day: cutTemplate.training_day },
    });
    expect(response.statusCode).toBe(422);
    expect(response.json().errors).toMatchObject({
      name: [nutritionTemplateMessages.nameRequired],
      rest_day: [expect.any(String)],
    });
  });

  it('a delete goes to the trash (with its entry) and is restored; bulk delete too', async () => {
    const template = await create({ ...cutTemplate, name: 'Trash me' });
    const removed = await t.app.inject({
      method: 'DELETE',
      url: `/api/nutrition-templates/${template.id}`,
      headers: coach.headers,
    });
    expect(removed.statusCode, removed.body).toBe(200);
    expect((await list('?searchTerm=Trash me')).total).toBe(0);
    const trash = await t.app.inject({
      method: 'GET',
      url: '/api/trash?type=nutrition-template',
      headers: coach.headers,
    });
    expect(trash.json().data.data.map((row: { name: string }) => row.name)).toContain('Trash me');
    const restored = await t.app.inject({
      method: 'POST',
      url: `/api/trash/nutrition-template/${template.id}/restore`,
      headers: coach.headers,
    });
    expect(restored.statusCode, restored.body).toBe(200);
    expect((await list('?searchTerm=Trash me')).total).toBe(1);

    const bulk = await t.app.inject({
      method: 'POST',
      url: '/api/nutrition-templates/bulk-delete',
      headers: coach.headers,
      payload: { all_matching: { searchTerm: 'Trash me' }, expected_total: 1 },
    });
    expect(bulk.statusCode, bulk.body).toBe(200);
    expect((await list('?searchTerm=Trash me')).total).toBe(0);
  });
});

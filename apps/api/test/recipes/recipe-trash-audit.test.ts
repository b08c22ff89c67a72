import fs from 'node:fs';
import path from 'node:path';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { recipeMessages, type Recipe, type TrashEntry } from '@coachboard/contract';
import { files } from '../../src/db/schema/index.js';
import { sweepStoredFileTask } from '../../src/jobs/stored-file-sweep.js';
import { adminAuthHeader } from '../helpers/auth.js';
import { createTestApp, type TestApp } from '../helpers/test-app.js';
import { makeImage, multipart, type AuthHeader } from '../programs/program-helpers.js';
import { auditEntriesOf, onlyAuditEntryOf } from './audit-helpers.js';
import { createRecipeViaApi, validRecipe } from './recipe-helpers.js';

/** Recipes in the trash and the audit log: each change recorded, a delete undone exactly. */
describe('recipes: trash and audit log', () => {
  let ctx: TestApp;
  let admin: AuthHeader;

  const api = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object) =>
    ctx.app.inject({ method, url: `/api${url}`, headers: admin, ...(payload ? { payload } : {}) });
  const detail = async (id: number) => api('GET', `/recipes/${id}`);
  const listedIds = async (url: string) =>
    (await api('GET', url)).json<{ data: { data: Recipe[] } }>().data.data.map((recipe) => recipe.id);
  const total = async (url: string) => (await api('GET', url)).json<{ data: { total: number } }>().data.total;
  const trashed = async (type = 'recipe') =>
    (await api('GET', `/trash?type=${type}`)).json<{ data: { data: TrashEntry[] } }>().data.data;
  const storedFiles = () => {
    const dir = path.join(ctx.dataDir, 'uploads', 'recipes');
    return fs.existsSync(dir) ? fs.readdirSync(dir) : [];
  };
  const uploadImage = async (recipeId: number) => {
    const body = multipart([
      { name: 'file', value: await makeImage('png'), filename: 'dish.png', contentType: 'image/png' },
    ]);
    const response = await ctx.app.inject({
      method: 'POST',
      url: `/api/files/recipes/${recipeId}/upload-recipe-image`,
      headers: { ...admin, ...body.headers },
      payload: body.payload,
    });
    expect(response.statusCode, response.body).toBe(201);
    return response;
  };
  /** Runs the sweep job the files trigger queues, for one stored name, as the job runner would. */
  const sweep = (storageName: string) =>
    sweepStoredFileTask(ctx.db, ctx.app.storage)({ storage_name: storageName }, {} as never);

  beforeAll(async () => {
    ctx = await createTestApp();
    admin = await adminAuthHeader(ctx.app, ctx.db);
  });
  afterAll(async () => ctx.close());

  it('records a create with every field, an update with only the changed ones, and an upload', async () => {
    const created = await api('POST', '/recipes', validRecipe({ name: 'Audit Oats' }));
    expect(created.statusCode, created.body).toBe(201);
    const recipe = created.json<{ data: Recipe }>().data;
    const createEntry = await onlyAuditEntryOf(ctx.db, created);
    expect(createEntry).toMatchObject({
      action: 'create',
      record_type: 'recipe',
      record_id: recipe.id,
      record_name: 'Audit Oats',
    });
    expect(createEntry.actor_id).toEqual(expect.any(Number));
    expect(createEntry.changes).toMatchObject({
      name: { before: null, after: 'Audit Oats' },
      calories: { before: null, after: 420 },
    });
    expect(Object.keys(createEntry.changes ?? {})).not.toContain('search_text');

    const updated = await api('PUT', `/recipes/${recipe.id}`, validRecipe({ name: 'Audit Oats II' }));
    expect(updated.statusCode, updated.body).toBe(200);
    const updateEntry = await onlyAuditEntryOf(ctx.db, updated);
    expect(updateEntry).toMatchObject({
      action: 'update',
      record_id: recipe.id,
      record_name: 'Audit Oats II',
    });
    expect(updateEntry.changes).toEqual({ name: { before: 'Audit Oats', after: 'Audit Oats II' } });

    const uploaded = await uploadImage(recipe.id);
    const uploadEntry = await onlyAuditEntryOf(ctx.db, uploaded);
    expect(uploadEntry).toMatchObject({ action: 'upload', record_type: 'recipe', record_id: recipe.id });
  });

  it('reverts an update through the audit log, and refuses while the recipe is in the trash', async () => {
    const recipe = await createRecipeViaApi(ctx.app, admin, { name: 'Revert Risotto', calories: 500 });
    const updated = await api(
      'PUT',
      `/recipes/${recipe.id}`,
      validRecipe({ name: 'Revert Risotto', calories: 650 }),
    );
    expect(updated.statusCode).toBe(200);
    const [row] = (
      await ctx.db.execute<{ id: number }>(sql`select id::int as id from audit_entries
        where request_id = ${String(updated.headers['x-request-id'])}`)
    ).rows;
    expect((await api('DELETE', `/recipes/${recipe.id}`)).statusCode).toBe(200);
    expect((await api('POST', `/audit/${row!.id}/revert`)).statusCode).toBe(409);
    expect((await api('POST', `/trash/recipe/${recipe.id}/restore`)).statusCode).toBe(200);

    const revert = await api('POST', `/audit/${row!.id}/revert`);
    expect(revert.statusCode, revert.body).toBe(200);
    expect((await detail(recipe.id)).json().data).toMatchObject({ name: 'Revert Risotto', calories: 500 });
  });

  it('moves a deleted recipe to the trash: gone from list, search, count and detail; restored exactly', async () => {
    const recipe = await createRecipeViaApi(ctx.app, admin, { name: 'Trashable Tagine' });
    await uploadImage(recipe.id);
    const before = (await detail(recipe.id)).json();
    const countBefore = await total('/recipes');

    const deleted = await api('DELETE', `/recipes/${recipe.id}`);
    expect(deleted.statusCode, deleted.body).toBe(200);
    expect(deleted.json().data).toEqual({ id: recipe.id });
    expect(await onlyAuditEntryOf(ctx.db, deleted)).toMatchObject({
      action: 'delete',
      record_type: 'recipe',
      record_id: recipe.id,
      record_name: 'Trashable Tagine',
    });

    expect((await detail(recipe.id)).statusCode).toBe(404);
    expect(await listedIds('/recipes?per_page=100')).not.toContain(recipe.id);
    expect(await listedIds('/recipes/search?searchTerm=Tagine')).toEqual([]);
    expect(await total('/recipes')).toBe(countBefore - 1);
    expect((await api('DELETE', `/recipes/${recipe.id}`)).statusCode).toBe(404);
    expect((await api('PUT', `/recipes/${recipe.id}`, validRecipe())).statusCode).toBe(404);

    const [entry] = (await trashed()).filter((item) => item.id === recipe.id);
    expect(entry).toMatchObject({ type: 'recipe', id: recipe.id, name: 'Trashable Tagine' });
    expect(entry?.deleted_by).not.toBeNull();

    // The image stays while the recipe is in the trash.
    const imageId = before.data.recipe_image.id as number;
    const [file] = await ctx.db.select().from(files).where(eq(files.id, imageId));
    expect(file).toBeDefined();
    await sweep(file!.storageName);
    expect(storedFiles()).toContain(path.basename(file!.storageName));

    const restored = await api('POST', `/trash/recipe/${recipe.id}/restore`);
    expect(restored.statusCode, restored.body).toBe(200);
    expect((await auditEntriesOf(ctx.db, restored)).map((e) => e.action)).toEqual(['restore']);
    expect((await detail(recipe.id)).json()).toEqual(before);
    expect(await total('/recipes')).toBe(countBefore);
    expect(await listedIds('/recipes/search?searchTerm=Tagine')).toEqual([recipe.id]);
    expect((await trashed()).map((item) => item.id)).not.toContain(recipe.id);
  });

  it('purges a trashed recipe with its image: the files row goes and the sweep removes the object', async () => {
    const recipe = await createRecipeViaApi(ctx.app, admin, { name: 'Purged Pilaf' });
    const image = (await uploadImage(recipe.id)).json().data;
    const [file] = await ctx.db.select().from(files).where(eq(files.id, image.id));
    expect((await api('DELETE', `/recipes/${recipe.id}`)).statusCode).toBe(200);

    const purged = await api('DELETE', `/trash/recipe/${recipe.id}`);
    expect(purged.statusCode, purged.body).toBe(200);
    expect(await ctx.db.select().from(files).where(eq(files.id, image.id))).toHaveLength(0);
    await sweep(file!.storageName);
    expect(storedFiles()).not.toContain(path.basename(file!.storageName));
    const left = await ctx.db.execute(sql`select 1 from recipes_with_trash where id = ${recipe.id}`);
    expect(left.rows).toHaveLength(0);
  });

  it('bulk-deletes in one batch that one Undo restores', async () => {
    const recipes = await Promise.all(
      ['Bulk A', 'Bulk B', 'Bulk C'].map((name) => createRecipeViaApi(ctx.app, admin, { name })),
    );
    const ids = recipes.map((recipe) => recipe.id);
    const details = await Promise.all(ids.map(async (id) => (await detail(id)).json()));
    const countBefore = await total('/recipes');

    const response = await api('POST', '/recipes/bulk-delete', { ids: [...ids, 999999] });
    expect(response.statusCode, response.body).toBe(200);
    const result = response.json().data;
    expect(result).toMatchObject({ type: 'recipe', count: 3, skipped: 1 });
    const entries = await auditEntriesOf(ctx.db, response);
    expect(entries.map((entry) => [entry.action, entry.record_id])).toEqual(
      expect.arrayContaining(ids.map((id) => ['delete', id])),
    );
    expect(await total('/recipes')).toBe(countBefore - 3);
    const inTrash = (await trashed()).filter((item) => ids.includes(item.id));
    expect(new Set(inTrash.map((item) => item.batch_id))).toEqual(new Set([result.batch_id]));

    const undo = await api('POST', `/trash/batches/${result.batch_id}/restore`);
    expect(undo.statusCode, undo.body).toBe(200);
    expect(undo.json().data).toEqual({ restored: 3 });
    for (const [index, id] of ids.entries()) expect((await detail(id)).json()).toEqual(details[index]);
    expect(await total('/recipes')).toBe(countBefore);
  });

  it('bulk-deletes all recipes matching a search, refusing when the total seen is no longer right', async () => {
    const made = await Promise.all(
      ['Matchy Soup 1', 'Matchy Soup 2'].map((name) => createRecipeViaApi(ctx.app, admin, { name })),
    );
    const stale = await api('POST', '/recipes/bulk-delete', {
      all_matching: { searchTerm: 'matchy soup' },
      expected_total: 3,
    });
    expect(stale.statusCode).toBe(409);
    expect(await listedIds('/recipes/search?searchTerm=matchy%20soup')).toHaveLength(2);

    const response = await api('POST', '/recipes/bulk-delete', {
      all_matching: { searchTerm: 'matchy soup' },
      expected_total: 2,
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().data).toMatchObject({ type: 'recipe', count: 2, skipped: 0 });
    expect(await listedIds('/recipes/search?searchTerm=matchy%20soup')).toEqual([]);
    for (const recipe of made) expect((await detail(recipe.id)).statusCode).toBe(404);
  });

  it('bulk-deletes in one transaction: a failure on one row leaves every recipe in place', async () => {
    const recipes = await Promise.all(
      ['Atomic A', 'Atomic B', 'Atomic C'].map((name) => createRecipeViaApi(ctx.app, admin, { name })),
    );
    const ids = recipes.map((recipe) => recipe.id);
    const failing = ids[2]!;
    await ctx.db.execute(
      sql.raw(`
      create function recipe_trash_test_fail() returns trigger language plpgsql as $$
      begin
        if new.id = ${failing} and new.deleted_at is not null then raise exception 'planted failure'; end if;
        return new;
      end $$;
      create trigger recipe_trash_test_fail before update on recipes_with_trash
        for each row execute function recipe_trash_test_fail();`),
    );
    try {
      const response = await api('POST', '/recipes/bulk-delete', { ids });
      expect(response.statusCode).toBe(500);
      expect(await auditEntriesOf(ctx.db, response)).toEqual([]);
    } finally {
      await ctx.db.execute(
        sql.raw(`drop trigger recipe_trash_test_fail on recipes_with_trash;
        drop function recipe_trash_test_fail();`),
      );
    }
    for (const id of ids) expect((await detail(id)).statusCode).toBe(200);
    expect((await trashed()).map((item) => item.id)).not.toEqual(expect.arrayContaining([ids[0]]));
  });

  it('answers a missing recipe in a delete with 404 and writes nothing', async () => {
    const response = await api('DELETE', '/recipes/999999');
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ success: false, message: recipeMessages.notFound });
    expect(await auditEntriesOf(ctx.db, response)).toEqual([]);
  });
});

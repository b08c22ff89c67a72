import fs from 'node:fs';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAX_IMAGE_BYTES, recipeApiMessages, recipeMessages, type Recipe } from '@coachboard/contract';
import { files } from '../../src/db/schema/index.js';
import { sweepStoredFileTask } from '../../src/jobs/stored-file-sweep.js';
import { adminAuthHeader } from '../helpers/auth.js';
import { createTestApp, type TestApp } from '../helpers/test-app.js';
import { makeImage, multipart, type AuthHeader, type MultipartPart } from '../programs/program-helpers.js';
import { createRecipeViaApi } from './recipe-helpers.js';

describe('recipe images: upload and delete', () => {
  let ctx: TestApp;
  let admin: AuthHeader;

  const storedFiles = () => {
    const dir = path.join(ctx.dataDir, 'uploads', 'recipes');
    return fs.existsSync(dir) ? fs.readdirSync(dir) : [];
  };
  const upload = (recipeId: number | string, parts: MultipartPart[]) => {
    const body = multipart(parts);
    return ctx.app.inject({
      method: 'POST',
      url: `/api/files/recipes/${recipeId}/upload-recipe-image`,
      headers: { ...admin, ...body.headers },
      payload: body.payload,
    });
  };
  const filePart = (value: Buffer, filename = 'dish.png', contentType = 'image/png'): MultipartPart => ({
    name: 'file',
    value,
    filename,
    contentType,
  });
  /** Runs the sweep job the files trigger queues for a stored name, as the job runner would. */
  const sweep = (storageName: string) =>
    sweepStoredFileTask(ctx.db, ctx.app.storage)({ storage_name: storageName }, {} as never);
  const storageNameOf = async (fileId: number) =>
    (await ctx.db.select().from(files).where(eq(files.id, fileId)))[0]!.storageName;
  const getRecipe = async (id: number) =>
    (await ctx.app.inject({ method: 'GET', url: `/api/recipes/${id}`, headers: admin })).json<{
      data: Recipe;
    }>().data;

  beforeAll(async () => {
    ctx = await createTestApp();
    admin = await adminAuthHeader(ctx.app, ctx.db);
  });
  afterAll(async () => ctx.close());

  it('stores a JPEG or PNG, answers 201 with the file and the recipe, and serves it', async () => {
    const recipe = await createRecipeViaApi(ctx.app, admin);
    const response = await upload(recipe.id, [
      { name: 'recipe_id', value: String(recipe.id) },
      filePart(await makeImage('jpeg'), 'dish.jpg', 'image/jpeg'),
    ]);
    expect(response.statusCode, response.body).toBe(201);
    const body = response.json();
    expect(body.message).toBe(recipeApiMessages.imageUploaded);
    expect(body.data).toMatchObject({ mime: 'image/jpeg', original_name: 'dish.jpg' });
    expect(body.data.recipe.recipe_image).toEqual({ id: body.data.id, full_path: body.data.full_path });
    expect((await getRecipe(recipe.id)).recipe_image?.id).toBe(body.data.id);
    const served = await ctx.app.inject({ method: 'GET', url: body.data.full_path });
    expect(served.statusCode).toBe(200);
  });

  it('replaces the previous image, removing its row and stored file', async () => {
    const recipe = await createRecipeViaApi(ctx.app, admin);
    const first = (await upload(recipe.id, [filePart(await makeImage('png'))])).json().data;
    const before = storedFiles().length;
    const second = (await upload(recipe.id, [filePart(await makeImage('png', 80, 80))])).json().data;
    expect(second.id).not.toBe(first.id);
    expect(storedFiles()).toHaveLength(before);
    expect(await ctx.db.select().from(files).where(eq(files.id, first.id))).toHaveLength(0);
  });

  it('refuses a file that is not a JPEG or PNG by its bytes with 415 and the recipe message', async () => {
    const recipe = await createRecipeViaApi(ctx.app, admin);
    const before = storedFiles().length;
    const response = await upload(recipe.id, [filePart(Buffer.from('GIF89a not really'), 'fake.png')]);
    expect(response.statusCode).toBe(415);
    expect(response.json()).toEqual({ success: false, message: recipeMessages.imageType });
    expect(storedFiles()).toHaveLength(before);
    expect((await getRecipe(recipe.id)).recipe_image).toBeNull();
  });

  it('refuses a file over 20 MB with 413 and the recipe message', async () => {
    const recipe = await createRecipeViaApi(ctx.app, admin);
    const tooBig = Buffer.alloc(MAX_IMAGE_BYTES + 1);
    (await makeImage('png')).copy(tooBig);
    const response = await upload(recipe.id, [filePart(tooBig, 'huge.png')]);
    expect(response.statusCode).toBe(413);
    expect(response.json()).toEqual({ success: false, message: recipeMessages.imageTooLarge });
    const declared = await upload(recipe.id, [
      filePart(Buffer.alloc(MAX_IMAGE_BYTES + 2_000_000), 'huge.jpg'),
    ]);
    expect(declared.statusCode).toBe(413);
    expect(declared.json().message).toBe(recipeMessages.imageTooLarge);
  });

  it('refuses a recipe_id that differs from the address with 422, and a missing recipe with 404', async () => {
    const recipe = await createRecipeViaApi(ctx.app, admin);
    const mismatch = await upload(recipe.id, [
      { name: 'recipe_id', value: String(recipe.id + 1) },
      filePart(await makeImage('png')),
    ]);
    expect(mismatch.statusCode).toBe(422);
    expect(mismatch.json().errors.recipe_id).toEqual([recipeApiMessages.recipeIdMismatch]);
    const missing = await upload(999_999, [filePart(await makeImage('png'))]);
    expect(missing.statusCode).toBe(404);
    expect(missing.json().message).toBe(recipeMessages.notFound);
  });

  it('removes the image through DELETE /files/delete/{id}, leaving the recipe without one', async () => {
    const recipe = await createRecipeViaApi(ctx.app, admin);
    const image = (await upload(recipe.id, [filePart(await makeImage('png'))])).json().data;
    const storageName = await storageNameOf(image.id);
    const response = await ctx.app.inject({
      method: 'DELETE',
      url: `/api/files/delete/${image.id}`,
      headers: admin,
    });
    expect(response.statusCode, response.body).toBe(200);
    expect((await getRecipe(recipe.id)).recipe_image).toBeNull();
    // The stored object goes through the sweep job the files trigger queued in the same transaction.
    await sweep(storageName);
    expect(storedFiles().some((name) => image.full_path.endsWith(name))).toBe(false);
  });

  it('keeps the image while the recipe is in the trash', async () => {
    const recipe = await createRecipeViaApi(ctx.app, admin);
    const image = (await upload(recipe.id, [filePart(await makeImage('png'))])).json().data;
    const storageName = await storageNameOf(image.id);
    await ctx.app.inject({ method: 'DELETE', url: `/api/recipes/${recipe.id}`, headers: admin });
    expect(await ctx.db.select().from(files).where(eq(files.id, image.id))).toHaveLength(1);
    await sweep(storageName);
    expect(storedFiles().some((name) => image.full_path.endsWith(name))).toBe(true);
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { recipeApiMessages, recipeMessages, type Recipe } from '@coachboard/contract';
import { adminAuthHeader } from '../helpers/auth.js';
import { createTestApp, type TestApp } from '../helpers/test-app.js';
import { expectAdminOnly, nonAdminAuthHeader, type AuthHeader } from '../programs/program-helpers.js';
import { createRecipeViaApi, validRecipe } from './recipe-helpers.js';

describe('recipes: create, read, replace, delete', () => {
  let ctx: TestApp;
  let admin: AuthHeader;
  let nonAdmin: AuthHeader;

  beforeAll(async () => {
    ctx = await createTestApp();
    admin = await adminAuthHeader(ctx.app, ctx.db);
    nonAdmin = await nonAdminAuthHeader(ctx.app, ctx.db);
  });
  afterAll(async () => ctx.close());

  const get = (id: number | string) =>
    ctx.app.inject({ method: 'GET', url: `/api/recipes/${id}`, headers: admin });

  it('creates a recipe with 201, the message and every field, keeping the ingredient order', async () => {
    const ingredients = [
      {
        section: 'Zest',
        items: [
          { name: 'z-last', amount: '1' },
          { name: 'a-first', amount: '2 tbsp' },
        ],
      },
      { section: 'Apples', items: [{ name: 'apple', amount: 'to taste' }] },
    ];
    const response = await ctx.app.inject({
      method: 'POST',
      url: '/api/recipes',
      headers: admin,
      payload: { ...validRecipe({ ingredients }), name: '  Apple Crumble  ', calories: '350.26' },
    });
    expect(response.statusCode, response.body).toBe(201);
    const body = response.json<{ success: true; message: string; data: Recipe }>();
    expect(body.message).toBe(recipeApiMessages.created);
    expect(body.data).toMatchObject({
      name: 'Apple Crumble',
      calories: 350.3,
      protein: 25.5,
      carbs: 60,
      fat: 9.2,
      description: 'Creamy oats soaked overnight.',
      directions: 'STEP 1. Mix. STEP 2. Chill overnight.',
      recipe_image: null,
    });
    expect(body.data.ingredients).toEqual(ingredients);
    expect(Object.keys(body.data).sort()).toEqual(
      [
        'calories',
        'carbs',
        'created_at',
        'description',
        'directions',
        'fat',
        'id',
        'ingredients',
        'name',
        'protein',
        'recipe_image',
        'updated_at',
      ].sort(),
    );
    const fetched = await get(body.data.id);
    expect(fetched.statusCode).toBe(200);
    expect(fetched.json().data).toEqual(body.data);
  });

  it('stores a recipe with only a name, everything else empty', async () => {
    const response = await ctx.app.inject({
      method: 'POST',
      url: '/api/recipes',
      headers: admin,
      payload: { name: 'Plain Toast', description: '   ', directions: '' },
    });
    expect(response.statusCode, response.body).toBe(201);
    expect(response.json().data).toMatchObject({
      name: 'Plain Toast',
      calories: null,
      protein: null,
      carbs: null,
      fat: null,
      description: null,
      directions: null,
      ingredients: [],
    });
  });

  it('replaces the whole recipe on PUT: fields left out become empty', async () => {
    const recipe = await createRecipeViaApi(ctx.app, admin);
    const response = await ctx.app.inject({
      method: 'PUT',
      url: `/api/recipes/${recipe.id}`,
      headers: admin,
      payload: { name: 'Renamed Oats', calories: 300, ingredients: [{ section: 'Only', items: [] }] },
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().message).toBe(recipeApiMessages.updated);
    expect(response.json().data).toMatchObject({
      id: recipe.id,
      name: 'Renamed Oats',
      calories: 300,
      protein: null,
      description: null,
      directions: null,
      ingredients: [{ section: 'Only', items: [] }],
      created_at: recipe.created_at,
    });
    expect(Date.parse(response.json().data.updated_at)).toBeGreaterThanOrEqual(Date.parse(recipe.updated_at));
  });

  it('deletes a recipe, after which it is gone', async () => {
    const recipe = await createRecipeViaApi(ctx.app, admin);
    const response = await ctx.app.inject({
      method: 'DELETE',
      url: `/api/recipes/${recipe.id}`,
      headers: admin,
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      success: true,
      message: recipeApiMessages.deleted,
      data: { id: recipe.id },
    });
    expect((await get(recipe.id)).statusCode).toBe(404);
  });

  it.each([
    ['GET', undefined],
    ['PUT', validRecipe()],
    ['DELETE', undefined],
  ] as const)('answers %s of a missing recipe with 404 Recipe not found', async (method, payload) => {
    const response = await ctx.app.inject({ method, url: '/api/recipes/999999', headers: admin, payload });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ success: false, message: recipeMessages.notFound });
  });

  it('answers a malformed id with 422', async () => {
    const response = await get('abc');
    expect(response.statusCode).toBe(422);
    expect(response.json().errors.id).toBeDefined();
  });

  it('is for signed-in admins only', async () => {
    const recipe = await createRecipeViaApi(ctx.app, admin);
    const calls = [
      { method: 'GET', url: '/api/recipes' },
      { method: 'GET', url: '/api/recipes/search?searchTerm=oats' },
      { method: 'GET', url: `/api/recipes/${recipe.id}` },
      { method: 'POST', url: '/api/recipes', payload: validRecipe() },
      { method: 'PUT', url: `/api/recipes/${recipe.id}`, payload: validRecipe() },
      { method: 'DELETE', url: `/api/recipes/${recipe.id}` },
      { method: 'POST', url: `/api/files/recipes/${recipe.id}/upload-recipe-image` },
    ] as const;
    for (const call of calls) await expectAdminOnly(ctx.app, nonAdmin, call);
    expect((await get(recipe.id)).statusCode).toBe(200);
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LONE_SURROGATE_MESSAGE } from '../../src/plugins/nul-characters.js';
import { adminAuthHeader } from '../helpers/auth.js';
import { createTestApp, type TestApp } from '../helpers/test-app.js';
import { createRecipeViaApi, validRecipe } from '../recipes/recipe-helpers.js';

/** Regressions found by the route fuzzer (test/security/fuzz.test.ts). */
describe('malformed input the fuzzer found', () => {
  let ctx: TestApp;
  let auth: Record<string, string>;

  beforeAll(async () => {
    ctx = await createTestApp();
    auth = await adminAuthHeader(ctx.app, ctx.db);
  });
  afterAll(async () => {
    await ctx.close();
  });

  it('refuses a lone surrogate with 400 instead of a 500 from PostgreSQL (jsonb refuses "\\ud800")', async () => {
    const recipe = await createRecipeViaApi(ctx.app, auth);
    const ingredients = [{ section: 'Oats\ud800', items: [] }];
    const update = await ctx.app.inject({
      method: 'PUT',
      url: `/api/recipes/${recipe.id}`,
      headers: auth,
      payload: validRecipe({ ingredients }),
    });
    expect(update.statusCode).toBe(400);
    expect(update.json()).toEqual({ success: false, message: LONE_SURROGATE_MESSAGE });

    const stored = await ctx.app.inject({ method: 'GET', url: `/api/recipes/${recipe.id}`, headers: auth });
    expect(stored.json().data.ingredients).toEqual(recipe.ingredients);
  });

  it('refuses a lone surrogate in a key or a text field, reads bad query bytes as text, keeps whole emoji', async () => {
    const inKey = await ctx.app.inject({
      method: 'POST',
      url: '/api/recipes',
      headers: { ...auth, 'content-type': 'application/json' },
      payload: `{"name":"Oats","\\udc00":1}`,
    });
    const inQuery = await ctx.app.inject({
      method: 'GET',
      url: `/api/users?search=${encodeURIComponent('a')}%ED%A0%80`,
      headers: auth,
    });
    const inText = await ctx.app.inject({
      method: 'POST',
      url: '/api/posts',
      headers: { ...auth, 'content-type': 'application/json' },
      payload: '{"content":"Hi \\ud83d","type":"general"}',
    });
    for (const response of [inKey, inText]) {
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ success: false, message: LONE_SURROGATE_MESSAGE });
    }
    // Undecodable bytes in the query are read as other text (no lone surrogate reaches the route): no match.
    expect(inQuery.statusCode).toBe(200);
    expect(inQuery.json().data.total).toBe(0);

    const emoji = await ctx.app.inject({
      method: 'POST',
      url: '/api/posts',
      headers: auth,
      payload: { content: 'Family 👨‍👩‍👧‍👦 day 💪', type: 'general' },
    });
    expect(emoji.statusCode).toBe(201);
    expect(emoji.json().data.content).toBe('Family 👨‍👩‍👧‍👦 day 💪');
  });

  it('answers a path that is not valid UTF-8 in the error envelope', async () => {
    for (const url of ['/api/recipes/%FF', '/api/recipes/%ED%A0%80', '/api/users/%zz']) {
      const response = await ctx.app.inject({ method: 'GET', url, headers: auth });
      expect(response.statusCode, url).toBe(400);
      expect(response.headers['content-type']).toContain('application/json');
      expect(response.json()).toEqual({ success: false, message: 'Malformed URL' });
    }
  });

  it('answers a path parameter over 100 characters with 400 in the error envelope', async () => {
    const response = await ctx.app.inject({
      method: 'GET',
      url: `/api/recipes/1${'0'.repeat(400)}`,
      headers: auth,
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ success: false, message: 'A value in the address is too long' });
  });
});

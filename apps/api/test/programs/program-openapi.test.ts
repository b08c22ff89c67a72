import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../helpers/test-app.js';

describe('OpenAPI for the programs area', () => {
  let ctx: TestApp;
  beforeAll(async () => {
    ctx = await createTestApp();
  });
  afterAll(() => ctx.close());

  it('documents every programs and files route with its parameters', async () => {
    const response = await ctx.app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(response.statusCode).toBe(200);
    const paths = response.json().paths as Record<
      string,
      Record<string, { parameters?: { name: string }[] }>
    >;
    const expected: [string, string][] = [
      ['/api/training-programs', 'get'],
      ['/api/training-programs/admin-search', 'get'],
      ['/api/training-programs/create-admin-program', 'post'],
      ['/api/training-programs/{id}', 'get'],
      ['/api/training-programs/{id}', 'put'],
      ['/api/training-programs/{id}', 'delete'],
      ['/api/training-programs/{programId}/assign-user/{userId}', 'post'],
      ['/api/training-programs/{programId}/unassign-user/{userId}', 'delete'],
      ['/api/training-programs/{id}/available-users', 'get'],
      ['/api/training-programs/{id}/assigned-users', 'get'],
      ['/api/training-programs/{id}/copies', 'get'],
      ['/api/users/{id}/schedule', 'get'],
      ['/api/training-programs/{id}/training-weeks', 'get'],
      ['/api/training-programs/{id}/training-weeks/all', 'get'],
      ['/api/training-programs/{programId}/training-weeks/{weekId}/training-days/{dayId}', 'get'],
      ['/api/files/training-programs/{id}/upload-program-image', 'post'],
      ['/api/files/delete/{imageId}', 'delete'],
    ];
    for (const [path, method] of expected) expect(paths[path]?.[method], `${method} ${path}`).toBeDefined();
    const listParameters = paths['/api/training-programs']!.get!.parameters!.map((p) => p.name).sort();
    expect(listParameters).toEqual(['difficulty_level', 'kind', 'page', 'program_type', 'search']);
  });
});

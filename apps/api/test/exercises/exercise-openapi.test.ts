import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../helpers/test-app.js';

describe('OpenAPI for the exercise area', () => {
  let ctx: TestApp;
  beforeAll(async () => {
    ctx = await createTestApp();
  });
  afterAll(() => ctx.close());

  it('documents every exercise and training-day route with a summary', async () => {
    const response = await ctx.app.inject({ method: 'GET', url: '/api/docs/json' });
    const paths = response.json().paths as Record<string, Record<string, { summary?: string }>>;
    const expected: [string, string][] = [
      ['/api/exercises', 'get'],
      ['/api/exercises', 'post'],
      ['/api/exercises/search', 'get'],
      ['/api/exercises/{id}', 'get'],
      ['/api/exercises/{id}', 'put'],
      ['/api/exercises/{id}', 'delete'],
      ['/api/exercises/{id}/usage', 'get'],
      ['/api/muscle-groups', 'get'],
      ['/api/training-programs/{programId}/assign-exercise/{exerciseId}', 'post'],
      ['/api/training-programs/{programId}/unassign-exercise/{exerciseId}', 'delete'],
      ['/api/user-exercise-activity-logs/add-new', 'post'],
      ['/api/user-exercise-activity-logs/update-positions', 'post'],
      ['/api/user-exercise-activity-logs/{logId}', 'patch'],
      ['/api/user-exercise-activity-logs/{logId}', 'delete'],
    ];
    for (const [path, method] of expected)
      expect(paths[path]?.[method]?.summary, `${method} ${path}`).toBeTruthy();
  });
});

import type { FastifyInstance, InjectOptions } from 'fastify';
import type { NutritionTemplate } from '@coachboard/contract';
import type { Database } from '../../src/db/client.js';
import { createUser } from '../helpers/factories.js';

type Call = (f: {
  app: FastifyInstance;
  auth: Record<string, string>;
  ids: Record<string, number>;
}) => Promise<InjectOptions>;

export const cutTemplate = {
  name: 'Walk Cut',
  mode: 'training_rest',
  training_day: { calories: 2200, protein: 180, carbs: 220, fat: 65 },
  rest_day: { calories: 1800, protein: 180, carbs: 120, fat: 70 },
} as const;

const storedTemplate = async (f: Parameters<Call>[0]) => {
  const response = await f.app.inject({
    method: 'POST',
    url: '/api/nutrition-templates',
    headers: f.auth,
    payload: cutTemplate,
  });
  return response.json<{ data: NutritionTemplate }>().data;
};

/** An app user with targets set (copied from a fresh template). */
const userWithTargets = async (f: Parameters<Call>[0]) => {
  const { user } = await createUser(f.app.db as Database);
  const template = await storedTemplate(f);
  await f.app.inject({
    method: 'PUT',
    url: `/api/users/${user.id}/nutrition`,
    headers: f.auth,
    payload: { from_template_id: template.id },
  });
  return user;
};

/** The happy calls of the nutrition routes, for test/security/route-audit.test.ts's walk. */
export const nutritionAuditCalls: Record<string, Call> = {
  'POST /api/nutrition-templates': async () => ({ url: '/api/nutrition-templates', payload: cutTemplate }),
  'PUT /api/nutrition-templates/:id': async (f) => ({
    url: `/api/nutrition-templates/${(await storedTemplate(f)).id}`,
    payload: { ...cutTemplate, name: 'Walk Cut, edited' },
  }),
  'PUT /api/users/:id/nutrition': async (f) => ({
    url: `/api/users/${(await createUser(f.app.db as Database)).user.id}/nutrition`,
    payload: { mode: 'every_day', every_day: { calories: 2400, protein: 170, carbs: 260, fat: 75 } },
  }),
  'DELETE /api/users/:id/nutrition': async (f) => ({
    url: `/api/users/${(await userWithTargets(f)).id}/nutrition`,
  }),
  'DELETE /api/nutrition-templates/:id': async (f) => ({
    url: `/api/nutrition-templates/${(await storedTemplate(f)).id}`,
  }),
  'POST /api/nutrition-templates/bulk-delete': async (f) => ({
    url: '/api/nutrition-templates/bulk-delete',
    payload: { ids: [(await storedTemplate(f)).id] },
  }),
};

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  mayReadRecordType,
  nutritionMessages,
  recordTypeReadPermissions,
  teamRoles,
  type AuditEntry,
  type AuditPage,
  type NutritionTemplate,
  type TeamRole,
  type TrashEntry,
  type UserNutrition,
} from '@coachboard/contract';
import { createUser } from '../helpers/factories.js';
import { createTestApp, type TestApp } from '../helpers/test-app.js';
import { createPlan, type AuthHeader } from '../meal-plans/meal-plan-helpers.js';
import { signInPanel, type Headers } from '../member/check-in-helpers.js';
import { cutTemplate } from './nutrition-audit-calls.js';
import { putTargets, splitTargets } from './nutrition-helpers.js';

const nutritionTypes = ['nutrition-targets', 'nutrition-template', 'meal-plan'] as const;

/**
 * Moderators read nothing of nutrition: the activity log and the trash, which every role reads, leave out the
 * entries of nutrition targets, target templates and meal plans for them (names included), and the users list
 * refuses them the 'no nutrition targets' filter. Coaches and owners see all of it.
 */
describe('nutrition in the activity log, the trash and the users list, by team role', () => {
  let t: TestApp;
  const as = {} as Record<TeamRole, { id: number; headers: Headers }>;
  const ids = { template: 0, targets: 0, plan: 0, trashedTemplate: 0, trashedUser: 0 };

  const get = (role: TeamRole, url: string) =>
    t.app.inject({ method: 'GET', url: `/api${url}`, headers: as[role].headers });
  const auditOf = async (role: TeamRole, query = '') => {
    const response = await get(role, `/audit?per_page=100${query}`);
    expect(response.statusCode, response.body).toBe(200);
    return response.json<{ data: AuditPage }>().data.items;
  };
  const trashOf = async (role: TeamRole, query = '') => {
    const response = await get(role, `/trash?${query}`);
    expect(response.statusCode, response.body).toBe(200);
    return response.json<{ data: { data: TrashEntry[]; total: number } }>().data;
  };

  beforeAll(async () => {
    t = await createTestApp();
    for (const role of teamRoles) as[role] = await signInPanel(t.app, t.db, role);
    const coach = as.coach.headers;

    const template = await t.app.inject({
      method: 'POST',
      url: '/api/nutrition-templates',
      headers: coach,
      payload: { ...cutTemplate, name: 'Hidden Cut' },
    });
    expect(template.statusCode, template.body).toBe(201);
    ids.template = template.json<{ data: NutritionTemplate }>().data.id;

    const { user } = await createUser(t.db, { firstName: 'Nora', lastName: 'Targets' });
    const targets = await putTargets(t.app, coach, user.id, splitTargets);
    expect(targets.statusCode, targets.body).toBe(200);
    ids.targets = targets.json<{ data: UserNutrition }>().data.targets!.id;
    const trashedTargets = await t.app.inject({
      method: 'DELETE',
      url: `/api/users/${user.id}/nutrition`,
      headers: coach,
    });
    expect(trashedTargets.statusCode, trashedTargets.body).toBe(200);

    ids.plan = (await createPlan(t.app, coach as AuthHeader, { name: 'Hidden plan' })).id;
    const trashedPlan = await t.app.inject({
      method: 'DELETE',
      url: `/api/meal-plans/${ids.plan}`,
      headers: coach,
    });
    expect(trashedPlan.statusCode, trashedPlan.body).toBe(200);

    const second = await t.app.inject({
      method: 'POST',
      url: '/api/nutrition-templates',
      headers: coach,
      payload: { ...cutTemplate, name: 'Hidden Maintain' },
    });
    ids.trashedTemplate = second.json<{ data: NutritionTemplate }>().data.id;
    const trashedTemplate = await t.app.inject({
      method: 'DELETE',
      url: `/api/nutrition-templates/${ids.trashedTemplate}`,
      headers: coach,
    });
    expect(trashedTemplate.statusCode, trashedTemplate.body).toBe(200);

    // A record every role reads, beside them: an app user in the trash.
    const { user: gone } = await createUser(t.db, { firstName: 'Visible', lastName: 'Gone' });
    ids.trashedUser = gone.id;
    const trashedUser = await t.app.inject({
      method: 'DELETE',
      url: `/api/users/${gone.id}`,
      headers: coach,
    });
    expect(trashedUser.statusCode, trashedUser.body).toBe(200);
  });
  afterAll(async () => t?.close());

  it('declares the nutrition types, logged workouts and check-ins, read by coaches and owners only', () => {
    const coachingTypes = [...nutritionTypes, 'workout-session', 'check-in'] as const;
    expect(Object.keys(recordTypeReadPermissions).sort()).toEqual([...coachingTypes].sort());
    for (const type of coachingTypes) {
      expect(mayReadRecordType('owner', type), type).toBe(true);
      expect(mayReadRecordType('coach', type), type).toBe(true);
      expect(mayReadRecordType('moderator', type), type).toBe(false);
    }
    expect(mayReadRecordType('moderator', 'user')).toBe(true);
    expect(mayReadRecordType('moderator', 'post')).toBe(true);
  });

  it.each(teamRoles)('the activity log as %s', async (role) => {
    const reads = role !== 'moderator';
    const entries = await auditOf(role);
    const nutrition = entries.filter((entry) =>
      (nutritionTypes as readonly string[]).includes(entry.record?.type ?? ''),
    );
    const kinds = new Set(nutrition.map((entry) => `${entry.record?.type}:${entry.action}`));
    if (reads) {
      expect([...kinds].sort()).toEqual(
        expect.arrayContaining([
          'meal-plan:create',
          'meal-plan:delete',
          'nutrition-targets:create',
          'nutrition-targets:delete',
          'nutrition-template:create',
          'nutrition-template:delete',
        ]),
      );
    } else {
      expect(nutrition).toEqual([]);
      expect(
        entries.some((entry) => entry.record?.type === 'user' && entry.record.id === ids.trashedUser),
      ).toBe(true);
    }
    // Asked for directly: by type and record, and one entry by id.
    for (const type of nutritionTypes) {
      const byType = await auditOf(role, `&type=${type}`);
      expect(byType.length > 0, `${role} ${type}`).toBe(reads);
    }
    const byRecord = await auditOf(role, `&type=nutrition-template&id=${ids.template}`);
    expect(byRecord.map((entry) => entry.record?.name)).toEqual(reads ? ['Hidden Cut'] : []);
    const anEntry = (await auditOf('owner', `&type=nutrition-targets&id=${ids.targets}`))[0]!;
    const one = await get(role, `/audit/${anEntry.id}`);
    expect(one.statusCode, one.body).toBe(reads ? 200 : 404);
    if (reads) expect(one.json<{ data: AuditEntry }>().data.record?.type).toBe('nutrition-targets');
  });

  it.each(teamRoles)('the trash as %s', async (role) => {
    const reads = role !== 'moderator';
    const { data, total } = await trashOf(role);
    const types = data.map((entry) => entry.type);
    expect(types).toContain('user');
    for (const type of nutritionTypes) expect(types.includes(type), `${role} ${type}`).toBe(reads);
    expect(total).toBe(reads ? 4 : 1);
    expect(data.some((entry) => entry.name === 'Hidden Maintain')).toBe(reads);

    for (const type of nutritionTypes) {
      const filtered = await trashOf(role, `type=${type}`);
      expect(filtered.total, `${role} ${type}`).toBe(reads ? 1 : 0);
    }
    expect((await trashOf(role, 'search=hidden')).total).toBe(reads ? 2 : 0);
    expect((await trashOf(role, 'type=user')).total).toBe(1);
  });

  it.each(teamRoles)("the users list's 'no nutrition targets' filter as %s", async (role) => {
    const response = await get(role, '/users?attention=no_nutrition_targets');
    if (role === 'moderator') {
      expect(response.statusCode, response.body).toBe(403);
      expect(response.json().message).toBe(nutritionMessages.attentionForbidden);
    } else {
      expect(response.statusCode, response.body).toBe(200);
    }
    expect((await get(role, '/users?attention=new')).statusCode).toBe(200);
  });
});

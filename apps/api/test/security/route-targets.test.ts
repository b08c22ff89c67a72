import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TeamRole } from '@coachboard/contract';
import type { RegisteredRoute } from '../../src/plugins/route-table.js';
import {
  giveProfileImage,
  insertFile,
  panelAccountInTrash,
  signedInMember,
} from '../helpers/account-targets.js';
import { createAdmin, createUser } from '../helpers/factories.js';
import { createTestApp, type TestApp } from '../helpers/test-app.js';
import { createPostViaApi } from '../community/community-helpers.js';
import { createProgramViaApi, makeImage, multipart } from '../programs/program-helpers.js';
import { createRecipeViaApi } from '../recipes/recipe-helpers.js';
import { appTables, changedTables, fingerprint } from './fuzz-checks.js';
import { openApiPath, protectedRoutes, routeKey } from './route-table.js';

/**
 * Who may act on whom, beside which route a role may call (route-permissions.test.ts walks that). The
 * routes come from Fastify's route table: every protected write whose path names an account (a `users/{id}`, a
 * team member, a `{userId}`), a session, or a record of the trash, and every users write whose body names
 * accounts (`ids`, `user_ids`), is called as a coach and as a moderator against an owner's account, another
 * member's session and a panel account in the trash. Each must answer 403 or 404 and change nothing in the
 * database. Then the file route is called with the files of each area, as each role, against what the role may
 * and may not edit. A route added later that names an account is walked without anyone editing this file.
 */

interface OpenApiParameter {
  name: string;
  in: string;
  schema?: { enum?: string[]; format?: string; type?: string };
}
interface OpenApiOperation {
  parameters?: OpenApiParameter[];
  requestBody?: { content?: Record<string, { schema?: unknown }> };
}

const operationOf = (app: FastifyInstance, route: { method: string; url: string }) => {
  const document = app.swagger() as { paths?: Record<string, Record<string, OpenApiOperation>> };
  return document.paths?.[openApiPath(route.url)]?.[route.method.toLowerCase()];
};

/** Every property name a JSON schema can hold, through `anyOf`, `oneOf`, `allOf` and nesting. */
const propertyNames = (schema: unknown, names = new Set<string>()): Set<string> => {
  if (typeof schema !== 'object' || schema === null) return names;
  const node = schema as Record<string, unknown>;
  for (const [name, value] of Object.entries((node.properties ?? {}) as Record<string, unknown>)) {
    names.add(name);
    propertyNames(value, names);
  }
  for (const key of ['anyOf', 'oneOf', 'allOf'] as const) {
    for (const part of (node[key] as unknown[] | undefined) ?? []) propertyNames(part, names);
  }
  return names;
};

const paramNames = (url: string) => [...url.matchAll(/:([A-Za-z0-9_]+)/g)].map((match) => match[1]!);

/** The segment a path param follows: `/api/team/members/:id` -> `members` for `id`. */
const segmentBefore = (url: string, param: string) => {
  const parts = url.split('/');
  const at = parts.indexOf(`:${param}`);
  return at > 0 ? parts[at - 1]! : '';
};

type ParamKind = 'account' | 'session' | 'trash-type' | 'trash-record' | 'batch' | 'other';

/**
 * What a path param names, read from the URL and the param's OpenAPI schema: an account (`users/:id`,
 * `members/:id`, `:userId`), a session (`sessions/:id`), a record type that can be `user` (the trash's `:type`)
 * and the record id after it, or a trash batch.
 */
const paramKind = (app: FastifyInstance, route: RegisteredRoute, param: string): ParamKind => {
  const before = segmentBefore(route.url, param);
  if (param === 'userId' || ['users', 'members'].includes(before)) return 'account';
  if (before === 'sessions') return 'session';
  const enumOf = (name: string) =>
    operationOf(app, route)?.parameters?.find((p) => p.in === 'path' && p.name === name)?.schema?.enum ?? [];
  if (enumOf(param).includes('user')) return 'trash-type';
  if (before.startsWith(':') && enumOf(before.slice(1)).includes('user')) return 'trash-record';
  if (before === 'batches' && route.url.startsWith('/api/trash/')) return 'batch';
  return 'other';
};

const BODY_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

describe('who may act on whom: coaches and moderators against accounts, sessions and files', () => {
  let t: TestApp;
  let tables: string[];
  const callers = {} as Record<'coach' | 'moderator', Record<string, string>>;
  let ownerHeaders: Record<string, string>;
  const targets = {
    owner: 0,
    otherSession: '',
    trashedMember: 0,
    trashedBatch: '',
    program: 0,
  };

  beforeAll(async () => {
    t = await createTestApp();
    tables = await appTables(t.db);
    callers.coach = (await signedInMember(t.db, t.app, 'coach')).headers;
    callers.moderator = (await signedInMember(t.db, t.app, 'moderator')).headers;
    // Records for the file cases are made by an owner the walk does not target.
    ownerHeaders = (await signedInMember(t.db, t.app, 'owner')).headers;
    const owner = await signedInMember(t.db, t.app, 'owner');
    targets.owner = owner.user.id;
    await giveProfileImage(t.db, owner.user.id);
    const other = await signedInMember(t.db, t.app, 'coach');
    const { rows } = await t.db.execute<{ id: string }>(
      sql`select id from auth_sessions where user_id = ${other.user.id} and revoked_at is null`,
    );
    targets.otherSession = rows[0]!.id;
    const { user: trashed } = await createAdmin(t.db, { teamRole: 'owner' });
    targets.trashedMember = trashed.id;
    targets.trashedBatch = await panelAccountInTrash(t.db, trashed.id);
    targets.program = (await createProgramViaApi(t.app, ownerHeaders)).id;
  });
  afterAll(async () => t?.close());

  /** A concrete URL for the route, with the walk's target in each param. */
  const targetUrl = (route: RegisteredRoute) =>
    route.url.replace(/:([A-Za-z0-9_]+)/g, (_match, name: string) => {
      switch (paramKind(t.app, route, name)) {
        case 'account':
          return String(targets.owner);
        case 'session':
          return targets.otherSession;
        case 'trash-type':
          return 'user';
        case 'trash-record':
          return String(targets.trashedMember);
        case 'batch':
          return targets.trashedBatch;
        default:
          return name === 'programId' || name === 'id' ? String(targets.program) : '987654';
      }
    });

  /** The protected writes that name an account, a session or a trashed record in their path. */
  const pathTargetRoutes = () =>
    protectedRoutes(t.app).filter(
      (route) =>
        route.access === 'admin' &&
        BODY_METHODS.has(route.method) &&
        paramNames(route.url).some((name) => paramKind(t.app, route, name) !== 'other'),
    );

  /** The users writes whose JSON body names accounts by id. */
  const bodyTargetRoutes = () =>
    protectedRoutes(t.app).flatMap((route) => {
      const operationId = (route.schema as { operationId?: string } | undefined)?.operationId ?? '';
      if (!operationId.startsWith('users.') || !BODY_METHODS.has(route.method)) return [];
      const body = operationOf(t.app, route)?.requestBody?.content?.['application/json']?.schema;
      const field = ['ids', 'user_ids'].find((name) => propertyNames(body).has(name));
      return field ? [{ route, field }] : [];
    });

  const call = async (route: RegisteredRoute, headers: Record<string, string>, payload?: object) => {
    const consumes = (route.schema as { consumes?: string[] } | undefined)?.consumes ?? [];
    if (consumes.includes('multipart/form-data')) {
      const body = multipart([
        { name: 'file', value: await makeImage('png'), filename: 'walk.png', contentType: 'image/png' },
      ]);
      return t.app.inject({
        method: route.method as 'POST',
        url: targetUrl(route),
        headers: { ...headers, ...body.headers },
        payload: body.payload,
      });
    }
    const withBody = route.method !== 'DELETE';
    return t.app.inject({
      method: route.method as 'POST',
      url: targetUrl(route),
      headers: withBody ? { ...headers, 'content-type': 'application/json' } : headers,
      ...(withBody ? { payload: JSON.stringify(payload ?? {}) } : {}),
    });
  };

  it('finds the routes that name accounts and sessions in the route table', () => {
    const found = pathTargetRoutes().map(routeKey);
    expect(found).toEqual(
      expect.arrayContaining([
        'PUT /api/users/:id',
        'DELETE /api/users/:id',
        'POST /api/users/:id/restore',
        'POST /api/files/users/:id/upload-profile-image',
        'PATCH /api/team/members/:id',
        'POST /api/team/members/:id/deactivate',
        'POST /api/team/members/:id/sessions/end',
        'DELETE /api/account/sessions/:id',
        'POST /api/training-programs/:programId/assign-user/:userId',
        'POST /api/trash/:type/:id/restore',
        'DELETE /api/trash/:type/:id',
        'POST /api/trash/batches/:batchId/restore',
      ]),
    );
    expect(bodyTargetRoutes().map(({ route, field }) => `${routeKey(route)} ${field}`)).toEqual(
      expect.arrayContaining([
        'POST /api/users/bulk-delete ids',
        'POST /api/training-programs/:id/assignments user_ids',
      ]),
    );
  });

  for (const role of ['coach', 'moderator'] as const) {
    it(`as a ${role}: every write naming an owner, another member's session or a trashed member answers 403 or 404 and changes nothing`, async () => {
      const problems: string[] = [];
      const requests = [
        ...pathTargetRoutes().map((route) => ({ route, payload: undefined as object | undefined })),
        ...bodyTargetRoutes().map(({ route, field }) => ({ route, payload: { [field]: [targets.owner] } })),
      ];
      for (const { route, payload } of requests) {
        const before = await fingerprint(t.db, tables);
        const response = await call(route, callers[role], payload);
        const where = `${routeKey(route)} ${targetUrl(route)}${payload ? ` ${JSON.stringify(payload)}` : ''}`;
        if (![403, 404].includes(response.statusCode)) {
          problems.push(`${where} -> ${response.statusCode} ${response.body.slice(0, 160)}`);
        }
        const changed = changedTables(before, await fingerprint(t.db, tables));
        if (changed.length > 0) problems.push(`${where} changed ${changed.join(', ')}`);
      }
      expect(problems).toEqual([]);
    });
  }

  it('"all matching" as a coach leaves the owner out: nothing of theirs changes', async () => {
    const { user: target } = await createAdmin(t.db, { teamRole: 'owner' });
    const before = await fingerprint(t.db, tables);
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/users/bulk-delete',
      headers: callers.coach,
      // The users list matches no panel account (it lists app users only), so the admin saw 0.
      payload: { all_matching: { search: target.email }, expected_total: 0 },
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json<{ data: { count: number } }>().data.count).toBe(0);
    expect(changedTables(before, await fingerprint(t.db, tables))).toEqual([]);
  });

  /** A file of each area, freshly attached, so an allowed delete never takes another case's file. */
  const fileOf = async (area: FileArea) => {
    const fileId = await insertFile(t.db);
    switch (area) {
      case 'program image': {
        const program = await createProgramViaApi(t.app, ownerHeaders);
        await t.db.execute(
          sql`update training_programs set image_file_id = ${fileId} where id = ${program.id}`,
        );
        break;
      }
      case 'recipe image': {
        const recipe = await createRecipeViaApi(t.app, ownerHeaders);
        await t.db.execute(sql`update recipes set image_file_id = ${fileId} where id = ${recipe.id}`);
        break;
      }
      case 'post attachment': {
        const post = await createPostViaApi(t.app, ownerHeaders);
        await t.db.execute(
          sql`insert into post_attachments (file_id, post_id) values (${fileId}, ${post.id})`,
        );
        break;
      }
      case "an app user's profile image": {
        const { user } = await createUser(t.db);
        await t.db.execute(sql`update users set profile_image_id = ${fileId} where id = ${user.id}`);
        break;
      }
      case "an owner's profile image": {
        const { user } = await createAdmin(t.db, { teamRole: 'owner' });
        await t.db.execute(sql`update users set profile_image_id = ${fileId} where id = ${user.id}`);
        break;
      }
    }
    return fileId;
  };

  type FileArea =
    | 'program image'
    | 'recipe image'
    | 'post attachment'
    | "an app user's profile image"
    | "an owner's profile image";

  // Stated here, not derived from the permission table, so a wrong table fails the test.
  const mayDelete: Record<FileArea, Record<Exclude<TeamRole, 'owner'>, boolean>> = {
    'program image': { coach: true, moderator: false },
    'recipe image': { coach: true, moderator: false },
    'post attachment': { coach: false, moderator: true },
    "an app user's profile image": { coach: true, moderator: false },
    "an owner's profile image": { coach: false, moderator: false },
  };

  it('DELETE /files/delete/{id}: each role deletes only the files of records it may edit', async () => {
    const fileRoute = protectedRoutes(t.app).find(
      (route) => route.method === 'DELETE' && /\/files\/delete\//.test(route.url),
    );
    expect(fileRoute).toBeDefined();
    const problems: string[] = [];
    for (const [area, roles] of Object.entries(mayDelete) as [FileArea, (typeof mayDelete)[FileArea]][]) {
      for (const [role, allowed] of Object.entries(roles) as ['coach' | 'moderator', boolean][]) {
        const fileId = await fileOf(area);
        const before = await fingerprint(t.db, tables);
        const response = await t.app.inject({
          method: 'DELETE',
          url: fileRoute!.url.replace(/:[A-Za-z]+/, String(fileId)),
          headers: callers[role],
        });
        const where = `${area} as ${role}`;
        const { rows } = await t.db.execute(sql`select 1 from files where id = ${fileId}`);
        if (allowed) {
          if (response.statusCode !== 200 || rows.length !== 0) {
            problems.push(`${where} -> ${response.statusCode} (expected 200 and the file gone)`);
          }
          continue;
        }
        if (response.statusCode !== 403) problems.push(`${where} -> ${response.statusCode} (expected 403)`);
        const changed = changedTables(before, await fingerprint(t.db, tables));
        if (changed.length > 0) problems.push(`${where} changed ${changed.join(', ')}`);
      }
    }
    expect(problems).toEqual([]);
  });
});

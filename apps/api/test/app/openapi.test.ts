import fs from 'node:fs';
import { fileURLToPath } from 'node:url';
import Fastify, { type FastifyPluginAsync } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  keptOperationIds,
  OPERATION_ID_PATTERN,
  registerApiModule,
} from '../../src/plugins/operation-ids.js';
import { registerRouteTable } from '../../src/plugins/route-table.js';
import { createTestApp, type TestApp } from '../helpers/test-app.js';

const modulesDir = fileURLToPath(new URL('../../src/modules', import.meta.url));
/** `training-days` -> `trainingDays`: the first part of the module's operationIds. */
const camelCase = (folder: string) =>
  folder.replace(/-([a-z])/g, (_, letter: string) => letter.toUpperCase());
const moduleNames = fs
  .readdirSync(modulesDir, { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => camelCase(entry.name));

const HTTP_METHODS = new Set(['get', 'put', 'post', 'delete', 'options', 'head', 'patch', 'trace']);
type Operation = { operationId?: string };
type OpenApiDocument = {
  info: { version: string };
  servers?: { url: string }[];
  paths: Record<string, Record<string, Operation>>;
};
const rootPackage = JSON.parse(
  fs.readFileSync(fileURLToPath(new URL('../../../../package.json', import.meta.url)), 'utf8'),
) as { version: string };

describe('the OpenAPI document at /api/docs/json', () => {
  let ctx: TestApp;
  let document: OpenApiDocument;
  beforeAll(async () => {
    ctx = await createTestApp();
    const response = await ctx.app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(response.statusCode).toBe(200);
    document = response.json();
  });
  afterAll(() => ctx.close());

  const operations = () =>
    Object.entries(document.paths).flatMap(([url, item]) =>
      Object.entries(item)
        .filter(([method]) => HTTP_METHODS.has(method))
        .map(([method, operation]) => ({ key: `${method.toUpperCase()} ${url}`, operation })),
    );

  it('names every operation `<module>.<verb>` after an API module folder, each name once', () => {
    const all = operations();
    expect(all.length).toBeGreaterThan(60);
    const problems = all
      .map(({ key, operation: { operationId } }) => {
        const match = OPERATION_ID_PATTERN.exec(operationId ?? '');
        if (!match) return `${key}: operationId ${JSON.stringify(operationId)} is not <module>.<verb>`;
        if (!moduleNames.includes(match[1]!)) return `${key}: ${operationId} names no module folder`;
        return undefined;
      })
      .filter(Boolean);
    expect(problems).toEqual([]);
    const ids = all.map(({ operation }) => operation.operationId);
    expect(new Set(ids).size).toBe(ids.length);
  });

  it('gives each module its operations, named by what they do', () => {
    const idOf = (method: string, url: string) => document.paths[url]?.[method]?.operationId;
    expect(idOf('get', '/api/training-programs')).toBe('programs.list');
    expect(idOf('get', '/api/training-programs/admin-search')).toBe('programs.search');
    expect(idOf('post', '/api/files/training-programs/{id}/upload-program-image')).toBe(
      'programs.uploadImage',
    );
    expect(idOf('get', '/api/training-programs/{id}/assigned-users')).toBe('programs.listAssignedUsers');
    expect(idOf('get', '/api/training-programs/{id}/training-weeks')).toBe('trainingDays.listWeeks');
    expect(idOf('post', '/api/auth/login')).toBe('auth.login');
    expect(idOf('get', '/api/users/export')).toBe('users.export');
    expect(idOf('post', '/api/posts/{id}/like')).toBe('community.likePost');
    expect(idOf('get', '/api/health')).toBe('health.check');
    // A module serving operations that kept their names from another module (keptOperationIds) serves them.
    const servingModule = (operationId: string) =>
      camelCase(keptOperationIds[operationId] ?? operationId.split('.')[0]!);
    const modulesUsed = new Set(operations().map(({ operation }) => servingModule(operation.operationId!)));
    expect([...modulesUsed].sort()).toEqual([...moduleNames].sort());
  });

  it('declares a relative server, so the /api paths resolve against the address the document came from', () => {
    expect(document.servers).toEqual([{ url: '/' }]);
  });

  it("gives the product's release (the root package.json's semantic version) as info.version", () => {
    expect(rootPackage.version).toMatch(/^\d+\.\d+\.\d+(-[0-9A-Za-z.-]+)?$/);
    expect(document.info.version).toBe(rootPackage.version);
  });
});

describe('an /api route that cannot be named is refused when it is registered', () => {
  const route =
    (url: string, schema: Record<string, unknown>): FastifyPluginAsync =>
    async (scope) => {
      scope.get(url, { schema }, async () => ({ success: true }));
    };
  const appWithRouteTable = () => {
    const app = Fastify();
    app.setValidatorCompiler(validatorCompiler);
    app.setSerializerCompiler(serializerCompiler);
    registerRouteTable(app);
    return app;
  };
  const refusal = async (register: (app: ReturnType<typeof appWithRouteTable>) => Promise<unknown>) => {
    const app = appWithRouteTable();
    try {
      await register(app);
      await app.ready();
      return undefined;
    } catch (error) {
      return (error as Error).message;
    } finally {
      await app.close().catch(() => undefined);
    }
  };

  it('accepts a module route named after its module (and the HEAD route Fastify adds for it)', async () => {
    expect(
      await refusal((app) =>
        registerApiModule(app, 'programs', route('/things', { operationId: 'programs.list' })),
      ),
    ).toBeUndefined();
  });

  it('refuses a route without an operationId, one of another form and one of another module', async () => {
    expect(await refusal((app) => registerApiModule(app, 'programs', route('/things', {})))).toMatch(
      "GET /api/things: schema.operationId is missing ('programs.<verb>')",
    );
    expect(
      await refusal((app) =>
        registerApiModule(app, 'programs', route('/things', { operationId: 'listThings' })),
      ),
    ).toMatch("operationId 'listThings' is not of the form 'programs.<verb>'");
    expect(
      await refusal((app) =>
        registerApiModule(app, 'programs', route('/things', { operationId: 'users.list' })),
      ),
    ).toMatch("operationId 'users.list' must start with the module registering it, 'programs.<verb>'");
  });

  it('accepts an operationId kept from before a move for the module serving it now, and for no other', async () => {
    const kept = { operationId: 'programs.assignUser' };
    expect(
      await refusal((app) => registerApiModule(app, 'assignments', route('/things', kept))),
    ).toBeUndefined();
    expect(await refusal((app) => registerApiModule(app, 'users', route('/things', kept)))).toMatch(
      "operationId 'programs.assignUser' must start with the module registering it, 'users.<verb>'",
    );
  });

  it('refuses an operationId used twice, and an /api route outside a module without one', async () => {
    const twice = await refusal(async (app) => {
      await registerApiModule(app, 'programs', route('/things', { operationId: 'programs.list' }));
      await registerApiModule(app, 'programs', route('/others', { operationId: 'programs.list' }));
    });
    expect(twice).toMatch("GET /api/others: operationId 'programs.list' is already used by GET /api/things");
    expect(await refusal(async (app) => app.register(route('/api/loose', {})))).toMatch(
      "GET /api/loose: schema.operationId is missing ('<module>.<verb>')",
    );
  });

  it('leaves routes outside /api and the docs alone', async () => {
    expect(await refusal(async (app) => app.register(route('/uploads/x', {})))).toBeUndefined();
    expect(await refusal(async (app) => app.register(route('/api/docs/extra', {})))).toBeUndefined();
  });
});

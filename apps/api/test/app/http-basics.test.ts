import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { teamRoles } from '@coachboard/contract';
import { conflict } from '../../src/lib/errors.js';
import { registerUploadParsing } from '../../src/lib/receive-upload.js';
import { NUL_CHARACTER_MESSAGE } from '../../src/plugins/nul-characters.js';
import { createTestApp, type TestApp } from '../helpers/test-app.js';
import { adminAuthHeader } from '../helpers/auth.js';

const testRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/test/echo',
    {
      config: { public: true, audit: { writtenBy: 'none' as const, reason: 'test route: writes nothing' } },
      schema: {
        operationId: 'test.echo',
        body: z.object({ name: z.string().min(3, 'Name is too short'), age: z.number().int().min(0) }),
      },
    },
    async (request) => ({ success: true as const, data: request.body }),
  );
  app.get('/test/boom', { config: { public: true }, schema: { operationId: 'test.boom' } }, async () => {
    throw new Error('select password_hash from users where 1=1 -- at Object.<anonymous> (/app/src/x.ts:1:1)');
  });
  app.get(
    '/test/items/:name',
    {
      config: { public: true },
      schema: { operationId: 'test.getItem', params: z.object({ name: z.string() }) },
    },
    async (request) => ({ success: true as const, data: request.params.name }),
  );
  app.get(
    '/test/conflict',
    { config: { public: true }, schema: { operationId: 'test.conflict' } },
    async () => {
      throw conflict('This would destroy assigned work');
    },
  );
  // Multipart parsing only where uploads are, as the API's upload route plugins do.
  await app.register(async (uploads) => {
    await registerUploadParsing(uploads);
    const options = {
      config: { public: true, audit: { writtenBy: 'none' as const, reason: 'test route: writes nothing' } },
      schema: { operationId: 'test.upload' },
    };
    uploads.post('/test/upload', options, async (request) => {
      const file = await request.file();
      const bytes = (await file?.toBuffer())?.length ?? 0;
      return { success: true as const, data: { bytes } };
    });
  });
  app.get('/test/admin-only', { schema: { operationId: 'test.adminOnly' } }, async () => ({
    success: true as const,
    data: 'secret',
  }));
  app.get(
    '/test/limited',
    {
      config: { public: true, rateLimit: { max: 2, timeWindow: 60_000 } },
      schema: { operationId: 'test.limited' },
    },
    async () => ({
      success: true as const,
      data: 'ok',
    }),
  );
};

describe('HTTP basics', () => {
  let ctx: TestApp;
  let webDist: string;

  beforeAll(async () => {
    webDist = fs.mkdtempSync(path.join(os.tmpdir(), 'coachboard-web-dist-'));
    fs.mkdirSync(path.join(webDist, 'assets'));
    fs.writeFileSync(
      path.join(webDist, 'index.html'),
      '<!doctype html><div id="root"></div><script type="module" src="/assets/app.js"></script>',
    );
    fs.writeFileSync(path.join(webDist, 'assets', 'app.js'), 'console.log("panel");');
    fs.writeFileSync(path.join(webDist, 'assets', 'app.js.br'), brotliCompressSync('console.log("panel");'));
    fs.writeFileSync(path.join(webDist, 'assets', 'app.js.gz'), gzipSync('console.log("panel");'));
    ctx = await createTestApp({
      webDistDir: webDist,
      extraPermissions: { 'test.adminOnly': teamRoles },
      register: async (app) => {
        await app.register(testRoutes, { prefix: '/api' });
      },
    });
    fs.mkdirSync(path.join(ctx.dataDir, 'uploads', 'images'), { recursive: true });
    fs.writeFileSync(
      path.join(ctx.dataDir, 'uploads', 'images', 'a.png'),
      Buffer.from([0x89, 0x50, 0x4e, 0x47]),
    );
  });
  afterAll(async () => {
    await ctx.close();
    fs.rmSync(webDist, { recursive: true, force: true });
  });

  it('sends the security headers', async () => {
    const response = await ctx.app.inject({ method: 'GET', url: '/api/health' });
    const csp = String(response.headers['content-security-policy']);
    expect(csp).toContain("script-src 'self'");
    expect(csp).not.toMatch(/script-src[^;]*unsafe/);
    expect(csp).toContain("frame-ancestors 'none'");
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['referrer-policy']).toBe('same-origin');
    expect(response.headers['x-frame-options']).toBe('DENY');
  });

  it('answers an unknown /api path with a JSON 404, also for other methods', async () => {
    for (const method of ['GET', 'POST', 'DELETE'] as const) {
      const response = await ctx.app.inject({ method, url: '/api/does-not-exist' });
      expect(response.statusCode).toBe(404);
      expect(response.headers['content-type']).toContain('application/json');
      expect(response.json()).toEqual({ success: false, message: 'Not found' });
    }
  });

  it('answers malformed JSON with 400', async () => {
    const response = await ctx.app.inject({
      method: 'POST',
      url: '/api/test/echo',
      headers: { 'content-type': 'application/json' },
      payload: '{"name": "abc",',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ success: false, message: 'Malformed JSON in request body' });
  });

  it('answers validation failures with 422, the errors per field and the first message', async () => {
    const response = await ctx.app.inject({
      method: 'POST',
      url: '/api/test/echo',
      payload: { name: 'ab', age: -1 },
    });
    expect(response.statusCode).toBe(422);
    const body = response.json();
    expect(body.success).toBe(false);
    expect(body.message).toBe('Name is too short');
    expect(body.errors.name).toEqual(['Name is too short']);
    expect(body.errors.age).toHaveLength(1);
  });

  it('refuses NUL characters in the body, the query or the path with 400 (PostgreSQL text cannot hold them)', async () => {
    const inBody = await ctx.app.inject({
      method: 'POST',
      url: '/api/test/echo',
      payload: { name: 'ab\u0000c', age: 1 },
    });
    const inNestedKey = await ctx.app.inject({
      method: 'POST',
      url: '/api/test/echo',
      payload: { name: 'abc', age: 1, extra: [{ 'k\u0000': 1 }] },
    });
    const inQuery = await ctx.app.inject({ method: 'GET', url: '/api/test/conflict?search=a%00b' });
    const inPath = await ctx.app.inject({ method: 'GET', url: '/api/test/items/a%00b' });
    for (const response of [inBody, inNestedKey, inQuery, inPath]) {
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ success: false, message: NUL_CHARACTER_MESSAGE });
    }
  });

  it('treats an empty JSON body as no body (the panel sends the JSON content type on every call)', async () => {
    const response = await ctx.app.inject({
      method: 'POST',
      url: '/api/test/echo',
      headers: { 'content-type': 'application/json' },
      payload: '',
    });
    expect(response.statusCode).toBe(422);
    expect(Object.keys(response.json().errors).sort()).toEqual(['age', 'name']);
  });

  it('answers an unsupported content type with 415', async () => {
    const response = await ctx.app.inject({
      method: 'POST',
      url: '/api/test/echo',
      headers: { 'content-type': 'application/xml' },
      payload: '<a/>',
    });
    expect(response.statusCode).toBe(415);
    expect(response.json().success).toBe(false);
  });

  it('answers a too large JSON body with 413', async () => {
    const response = await ctx.app.inject({
      method: 'POST',
      url: '/api/test/echo',
      payload: { name: 'x'.repeat(1_100_000), age: 1 },
    });
    expect(response.statusCode).toBe(413);
  });

  const multipartBody = (size: number) => {
    const boundary = '----coachboard-test';
    const head = Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="a.png"\r\n` +
        'Content-Type: image/png\r\n\r\n',
    );
    const tail = Buffer.from(`\r\n--${boundary}--\r\n`);
    return {
      headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
      payload: Buffer.concat([head, Buffer.alloc(size, 1), tail]),
    };
  };

  it('accepts a multipart file up to 20 MB and answers 413 above, with the spec message', async () => {
    const ok = await ctx.app.inject({ method: 'POST', url: '/api/test/upload', ...multipartBody(1024) });
    expect(ok.json()).toEqual({ success: true, data: { bytes: 1024 } });
    const tooLarge = await ctx.app.inject({
      method: 'POST',
      url: '/api/test/upload',
      ...multipartBody(20_971_521),
    });
    expect(tooLarge.statusCode).toBe(413);
    expect(tooLarge.json()).toEqual({ success: false, message: 'File size must be less than 20MB' });
  });

  it('answers 415 when an upload route gets no multipart body', async () => {
    const response = await ctx.app.inject({
      method: 'POST',
      url: '/api/test/upload',
      payload: { file: 'x' },
    });
    expect(response.statusCode).toBe(415);
    expect(response.json().success).toBe(false);
  });

  it('parses multipart only in upload route plugins: a JSON route answers a multipart body with 415', async () => {
    expect(ctx.app.hasRequestDecorator('isMultipart')).toBe(false);
    const response = await ctx.app.inject({ method: 'POST', url: '/api/test/echo', ...multipartBody(16) });
    expect(response.statusCode).toBe(415);
    expect(response.json()).toEqual({ success: false, message: 'Unsupported media type' });
  });

  it('maps HttpError to its status and the envelope', async () => {
    const response = await ctx.app.inject({ method: 'GET', url: '/api/test/conflict' });
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({ success: false, message: 'This would destroy assigned work' });
  });

  it('never puts a stack or SQL into a 500 body', async () => {
    const response = await ctx.app.inject({ method: 'GET', url: '/api/test/boom' });
    expect(response.statusCode).toBe(500);
    expect(response.json()).toEqual({ success: false, message: 'An unexpected error occurred' });
  });

  it('enforces opt-in route limits through the PostgreSQL store: 429 with Retry-After', async () => {
    const call = () => ctx.app.inject({ method: 'GET', url: '/api/test/limited', remoteAddress: '10.9.0.1' });
    expect((await call()).statusCode).toBe(200);
    expect((await call()).statusCode).toBe(200);
    const limited = await call();
    expect(limited.statusCode).toBe(429);
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    expect(limited.json()).toEqual({ success: false, message: 'Too many attempts. Please try again later.' });
    const other = await ctx.app.inject({
      method: 'GET',
      url: '/api/test/limited',
      remoteAddress: '10.9.0.2',
    });
    expect(other.statusCode).toBe(200);
  });

  it('protects routes by default: 401 without a token, 200 for an admin', async () => {
    expect((await ctx.app.inject({ method: 'GET', url: '/api/test/admin-only' })).statusCode).toBe(401);
    const headers = await adminAuthHeader(ctx.app, ctx.db);
    const response = await ctx.app.inject({ method: 'GET', url: '/api/test/admin-only', headers });
    expect(response.statusCode).toBe(200);
  });

  it('serves the panel with history fallback and the assets', async () => {
    const deep = await ctx.app.inject({ method: 'GET', url: '/admin/programs/12?page=2' });
    expect(deep.statusCode).toBe(200);
    expect(deep.headers['content-type']).toContain('text/html');
    expect(deep.body).toContain('<div id="root">');
    const asset = await ctx.app.inject({ method: 'GET', url: '/assets/app.js' });
    expect(asset.statusCode).toBe(200);
    expect(asset.headers['content-type']).toContain('javascript');
    expect(asset.headers['cache-control']).toContain('immutable');
    const missingAsset = await ctx.app.inject({ method: 'GET', url: '/uploads/nothing-here.png' });
    expect(missingAsset.statusCode).toBe(404);
    expect(missingAsset.json().success).toBe(false);
  });

  it("serves a built asset's Brotli or gzip copy to a browser that accepts it, the file itself otherwise", async () => {
    const br = await ctx.app.inject({
      method: 'GET',
      url: '/assets/app.js',
      headers: { 'accept-encoding': 'gzip, deflate, br' },
    });
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers['content-type']).toContain('javascript');
    expect(br.headers['cache-control']).toContain('immutable');
    expect(String(br.headers.vary).toLowerCase()).toContain('accept-encoding');
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe('console.log("panel");');
    const gzip = await ctx.app.inject({
      method: 'GET',
      url: '/assets/app.js',
      headers: { 'accept-encoding': 'gzip' },
    });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzip.rawPayload).toString()).toBe('console.log("panel");');
    const plain = await ctx.app.inject({ method: 'GET', url: '/assets/app.js' });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe('console.log("panel");');
  });

  it('serves uploads with nosniff and a sandboxing CSP', async () => {
    const response = await ctx.app.inject({ method: 'GET', url: '/uploads/images/a.png' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['content-security-policy']).toContain('sandbox');
  });

  it('serves the OpenAPI document and UI at /api/docs without a token', async () => {
    const ui = await ctx.app.inject({ method: 'GET', url: '/api/docs' });
    expect(ui.statusCode).toBe(200);
    expect(ui.body).not.toMatch(/<script>(?!\s*<\/script>)/);
    const spec = await ctx.app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(spec.statusCode).toBe(200);
    const paths = Object.keys(spec.json().paths);
    expect(paths).toEqual(
      expect.arrayContaining(['/api/health', '/api/auth/login', '/api/auth/refresh', '/api/me']),
    );
    const login = spec.json().paths['/api/auth/login'].post;
    expect(login.requestBody.content['application/json'].schema.required).toEqual(['email', 'password']);
  });
});

describe('without a built panel', () => {
  let ctx: TestApp;
  beforeAll(async () => {
    ctx = await createTestApp();
  });
  afterAll(async () => ctx.close());

  it('says how to build it instead of failing', async () => {
    const response = await ctx.app.inject({ method: 'GET', url: '/admin/programs' });
    expect(response.statusCode).toBe(503);
    expect(response.body).toContain('The panel is not built');
    expect(response.body).toContain('npm start');
  });
});

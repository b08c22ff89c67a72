import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminAuthHeader } from '../helpers/auth.js';
import { createTestApp, type TestApp } from '../helpers/test-app.js';
import { makeImage, type AuthHeader } from '../programs/program-helpers.js';

/** `default-src 'self'; script-src 'self'` -> { 'default-src': ["'self'"], 'script-src': ["'self'"] } */
const parseCsp = (header: string) =>
  Object.fromEntries(
    header
      .split(';')
      .map((directive) => directive.trim().split(/\s+/))
      .filter(([name]) => name)
      .map(([name, ...values]) => [name!.toLowerCase(), values]),
  ) as Record<string, string[]>;

/** The sources that govern scripts: script-src, or default-src when there is none. */
const scriptSources = (csp: Record<string, string[]>) => csp['script-src'] ?? csp['default-src'];

const expectSecurityHeaders = (response: LightMyRequestResponse, what: string) => {
  const header = response.headers['content-security-policy'];
  expect(header, `${what}: Content-Security-Policy`).toEqual(expect.any(String));
  const csp = parseCsp(String(header));
  const scripts = scriptSources(csp);
  expect(scripts, `${what}: script-src or default-src`).toBeDefined();
  for (const unsafe of ["'unsafe-inline'", "'unsafe-eval'", '*', 'data:', 'http:', 'https:']) {
    expect(scripts, `${what}: script sources`).not.toContain(unsafe);
  }
  expect(csp['frame-ancestors'], `${what}: frame-ancestors`).toEqual(["'none'"]);
  expect(response.headers['x-content-type-options'], `${what}: nosniff`).toBe('nosniff');
  expect(response.headers['referrer-policy'], `${what}: Referrer-Policy`).toMatch(
    /^(no-referrer|same-origin|strict-origin|strict-origin-when-cross-origin)$/,
  );
  expect(response.headers['x-frame-options'], `${what}: X-Frame-Options`).toBe('DENY');
  expect(response.headers['x-powered-by'], `${what}: X-Powered-By`).toBeUndefined();
  expect(response.headers.server, `${what}: Server`).toBeUndefined();
};

const EVIL = 'https://evil.example';

const expectNoCors = (response: LightMyRequestResponse, what: string) => {
  expect(response.headers['access-control-allow-origin'], `${what}: allow-origin`).toBeUndefined();
  expect(response.headers['access-control-allow-credentials'], `${what}: allow-credentials`).toBeUndefined();
  expect(response.headers['access-control-allow-methods'], `${what}: allow-methods`).toBeUndefined();
  expect(response.headers['access-control-allow-headers'], `${what}: allow-headers`).toBeUndefined();
};

describe('security headers and CORS on the panel, the API and /uploads', () => {
  let ctx: TestApp;
  let admin: AuthHeader;
  let webDist: string;
  let uploadPath: string;

  beforeAll(async () => {
    webDist = fs.mkdtempSync(path.join(os.tmpdir(), 'coachboard-headers-dist-'));
    fs.mkdirSync(path.join(webDist, 'assets'));
    fs.writeFileSync(
      path.join(webDist, 'index.html'),
      '<!doctype html><script src="/theme-init.js"></script><div id="root"></div>' +
        '<script type="module" src="/assets/app-1a2b3c.js"></script>',
    );
    fs.writeFileSync(path.join(webDist, 'theme-init.js'), 'document.documentElement.className = "light";');
    fs.writeFileSync(path.join(webDist, 'assets', 'app-1a2b3c.js'), 'console.log("panel");');
    ctx = await createTestApp({ webDistDir: webDist });
    admin = await adminAuthHeader(ctx.app, ctx.db);
    fs.mkdirSync(path.join(ctx.dataDir, 'uploads', 'training-programs'), { recursive: true });
    fs.writeFileSync(
      path.join(ctx.dataDir, 'uploads', 'training-programs', 'cover.png'),
      await makeImage('png'),
    );
    uploadPath = '/uploads/training-programs/cover.png';
  });
  afterAll(async () => {
    await ctx.close();
    fs.rmSync(webDist, { recursive: true, force: true });
  });

  const get = (url: string, headers: Record<string, string> = {}) =>
    ctx.app.inject({ method: 'GET', url, headers });

  it('the panel: index.html at /, a deep link and a built asset', async () => {
    const index = await get('/');
    expect(index.statusCode).toBe(200);
    expect(index.headers['content-type']).toContain('text/html');
    expectSecurityHeaders(index, 'GET /');

    const deepLink = await get('/admin/programs/3');
    expect(deepLink.statusCode).toBe(200);
    expect(deepLink.body).toContain('<div id="root">');
    expectSecurityHeaders(deepLink, 'GET /admin/programs/3');

    const asset = await get('/assets/app-1a2b3c.js');
    expect(asset.statusCode).toBe(200);
    expect(asset.headers['content-type']).toContain('javascript');
    expectSecurityHeaders(asset, 'GET /assets/app-1a2b3c.js');

    const themeScript = await get('/theme-init.js');
    expect(themeScript.statusCode).toBe(200);
    expectSecurityHeaders(themeScript, 'GET /theme-init.js');
  });

  it("the panel's index.html loads every script from a file, so script-src 'self' without inline is enough", () => {
    const source = fs.readFileSync(new URL('../../../web/index.html', import.meta.url), 'utf8');
    const scripts = [...source.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/gi)];
    expect(scripts.length).toBeGreaterThan(0);
    for (const [, attributes, body] of scripts) {
      expect(attributes).toMatch(/\bsrc="\/[^"]+"/);
      expect(body!.trim()).toBe('');
    }
    expect(source).not.toMatch(/\son[a-z]+\s*=/i);
  });

  it('the panel CSP shuts plugins, <base> hijacks, inline handlers and foreign forms; styles stay same-origin', async () => {
    const csp = parseCsp(String((await get('/')).headers['content-security-policy']));
    expect(csp['script-src']).toEqual(["'self'"]);
    expect(csp['script-src-attr']).toEqual(["'none'"]);
    expect(csp['object-src']).toEqual(["'none'"]);
    expect(csp['base-uri']).toEqual(["'self'"]);
    expect(csp['form-action']).toEqual(["'self'"]);
    expect(csp['connect-src']).toEqual(["'self'"]);
    // Inline styles stay allowed: Radix dialogs (react-remove-scroll) inject <style> elements at run time.
    expect(csp['style-src']).toEqual(["'self'", "'unsafe-inline'"]);
  });

  it('the API: a JSON answer, with and without a token', async () => {
    const health = await get('/api/health');
    expect(health.statusCode).toBe(200);
    expect(health.headers['content-type']).toContain('application/json');
    expectSecurityHeaders(health, 'GET /api/health');

    const programs = await get('/api/training-programs', admin);
    expect(programs.statusCode).toBe(200);
    expectSecurityHeaders(programs, 'GET /api/training-programs');
  });

  it('the API: errors (401, 404, 400 malformed JSON, 422)', async () => {
    const unauthorized = await get('/api/training-programs');
    expect(unauthorized.statusCode).toBe(401);
    expectSecurityHeaders(unauthorized, '401');

    const missing = await get('/api/nothing-here');
    expect(missing.statusCode).toBe(404);
    expectSecurityHeaders(missing, '404');

    const malformed = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      headers: { 'content-type': 'application/json' },
      payload: '{"email":',
    });
    expect(malformed.statusCode).toBe(400);
    expectSecurityHeaders(malformed, '400');

    const invalid = await ctx.app.inject({ method: 'POST', url: '/api/auth/login', payload: { email: 1 } });
    expect(invalid.statusCode).toBe(422);
    expectSecurityHeaders(invalid, '422');
  });

  it('/uploads: a stored image with nosniff, an image type and a sandboxing CSP; a missing file too', async () => {
    const image = await get(uploadPath);
    expect(image.statusCode).toBe(200);
    expect(image.headers['content-type']).toBe('image/png');
    expectSecurityHeaders(image, uploadPath);
    const csp = parseCsp(String(image.headers['content-security-policy']));
    expect(csp['default-src']).toEqual(["'none'"]);
    expect(csp).toHaveProperty('sandbox');

    const missing = await get('/uploads/training-programs/none.png');
    expect(missing.statusCode).toBe(404);
    expectSecurityHeaders(missing, 'missing upload');
  });

  it('sends no CORS headers to a foreign origin: preflights and simple requests alike', async () => {
    for (const url of ['/api/auth/login', '/api/training-programs', '/api/health', uploadPath, '/']) {
      const preflight = await ctx.app.inject({
        method: 'OPTIONS',
        url,
        headers: {
          origin: EVIL,
          'access-control-request-method': 'POST',
          'access-control-request-headers': 'authorization, content-type',
        },
      });
      expect(preflight.statusCode, `OPTIONS ${url}`).not.toBe(500);
      expect(preflight.statusCode, `OPTIONS ${url}`).toBeGreaterThanOrEqual(400);
      expectNoCors(preflight, `OPTIONS ${url}`);
    }
    for (const url of ['/api/health', uploadPath, '/']) {
      const simple = await get(url, { origin: EVIL });
      expect(simple.statusCode, `GET ${url}`).toBe(200);
      expectNoCors(simple, `GET ${url}`);
    }
    const withToken = await get('/api/training-programs', { ...admin, origin: EVIL });
    expect(withToken.statusCode).toBe(200);
    expectNoCors(withToken, 'GET /api/training-programs with a token');
    const login = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      headers: { origin: EVIL },
      payload: { email: 'nobody@example.test', password: 'wrong' },
    });
    expect(login.statusCode).not.toBe(500);
    expectNoCors(login, 'POST /api/auth/login');
  });
});

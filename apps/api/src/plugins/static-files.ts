import fs from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { isPrivateStorageKey, UPLOADS_URL_PREFIX, type FileStorage } from '../storage/index.js';

export interface StaticFilesOptions {
  webDistDir: string;
  storage: FileStorage;
}

/** Uploads are user content: never sniffed, never run, never framed. Replaces the app-wide CSP for them. */
const setUploadHeaders = (reply: { header: (name: string, value: string) => unknown }) => {
  reply.header('X-Content-Type-Options', 'nosniff');
  // Repeats frame-ancestors: default-src does not cover it.
  reply.header('Content-Security-Policy', "default-src 'none'; frame-ancestors 'none'; sandbox");
  reply.header('Cache-Control', 'public, max-age=86400');
};

/** Object keys are what the API wrote: `<folder>/<uuid>.<ext>`. Anything else is not ours to look up. */
const UPLOAD_KEY = /^[a-z0-9-]+\/[A-Za-z0-9._-]+$/;

/**
 * Uploads in a bucket, streamed through the API under the same paths as local files, with the same headers,
 * so stored paths and the panel do not depend on where the files live.
 */
const registerBucketUploads = (app: FastifyInstance, storage: FileStorage) => {
  app.get(
    `${UPLOADS_URL_PREFIX}/*`,
    { config: { public: true }, schema: { hide: true } },
    async (request, reply) => {
      const key = (request.params as { '*': string })['*'];
      const stored = UPLOAD_KEY.test(key) && !isPrivateStorageKey(key) ? await storage.get(key) : null;
      if (!stored) return jsonNotFound(reply);
      const etag = stored.etag ?? null;
      if (etag && request.headers['if-none-match'] === etag) {
        stored.body.destroy();
        return reply.code(304).send();
      }
      setUploadHeaders(reply);
      if (etag) reply.header('ETag', etag);
      if (stored.lastModified) reply.header('Last-Modified', stored.lastModified.toUTCString());
      return reply.type(stored.contentType).header('Content-Length', stored.size).send(stored.body);
    },
  );
};

const missingPanelPage = (webDistDir: string) => `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>Coachboard</title></head>
<body><h1>The panel is not built</h1>
<p>No built panel was found in <code>${webDistDir}</code>. Run <code>npm start</code> at the repository root
(it builds what is missing) or <code>npm run build -w @coachboard/web</code>.</p>
<p>The API is running: <a href="/api/health">/api/health</a>, <a href="/api/docs">/api/docs</a>.</p>
</body></html>`;

const jsonNotFound = (reply: FastifyReply, message = 'Not found'): void => {
  void reply.code(404).send({ success: false, message });
};

const isUnder = (url: string, prefix: string) =>
  url === prefix || (/^[/?#]/.test(url.slice(prefix.length)) && url.startsWith(prefix));

const wantsPanel = (request: FastifyRequest) =>
  (request.method === 'GET' || request.method === 'HEAD') &&
  !isUnder(request.url, '/api') &&
  !isUnder(request.url, '/uploads');

/**
 * The built panel at / with history fallback (any other GET path answers index.html), uploaded files under
 * /uploads, and JSON 404s for everything under /api.
 */
export const registerStaticFiles = async (app: FastifyInstance, options: StaticFilesOptions) => {
  const uploadsDir = options.storage.localDirectory;
  if (uploadsDir) {
    fs.mkdirSync(uploadsDir, { recursive: true });
    await app.register(fastifyStatic, {
      root: uploadsDir,
      prefix: `${UPLOADS_URL_PREFIX}/`,
      decorateReply: false,
      index: false,
      dotfiles: 'deny',
      // Private files (progress photos) sit in the same directory but are served only by routes that check who asks.
      allowedPath: (pathName) => !isPrivateStorageKey(pathName),
      setHeaders: setUploadHeaders,
    });
  } else {
    registerBucketUploads(app, options.storage);
  }

  const indexFile = path.join(options.webDistDir, 'index.html');
  const indexHtml = fs.existsSync(indexFile) ? fs.readFileSync(indexFile) : null;
  if (indexHtml) {
    // One route per built file, listed once at start: a wildcard route would read the directory and stat on
    // every unknown path, /api 404s included, before falling through to the not-found handler.
    await app.register(fastifyStatic, {
      root: options.webDistDir,
      prefix: '/',
      wildcard: false,
      index: ['index.html'],
      // The build writes .br and .gz copies of its scripts and styles (apps/web/vite.config.ts).
      preCompressed: true,
      setHeaders: (reply, filePath) => {
        // Hashed assets never change; index.html must be revalidated so a new build is picked up.
        const hashed = filePath.includes(`${path.sep}assets${path.sep}`);
        reply.header('Cache-Control', hashed ? 'public, max-age=31536000, immutable' : 'no-cache');
      },
    });
  } else {
    app.log.warn(`No built panel in ${options.webDistDir}; / explains how to build it`);
  }

  app.setNotFoundHandler((request, reply) => {
    if (!wantsPanel(request)) return jsonNotFound(reply);
    if (!indexHtml) {
      void reply.code(503).type('text/html; charset=utf-8').send(missingPanelPage(options.webDistDir));
      return;
    }
    void reply.header('Cache-Control', 'no-cache').type('text/html; charset=utf-8').send(indexHtml);
  });
};

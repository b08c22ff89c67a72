import crypto from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import type { FastifyInstance, FastifyServerOptions } from 'fastify';
import type { LogLevel } from '../config.js';

export const REQUEST_ID_HEADER = 'x-request-id';

/**
 * An incoming id is kept only when it is a short token of safe characters: it is echoed in a header and
 * written to every log line of the request, so it must not carry spaces, quotes, line breaks or a payload.
 */
const safeRequestId = /^[A-Za-z0-9][A-Za-z0-9._:-]{0,63}$/;

export const requestIdFor = (request: IncomingMessage): string => {
  const incoming = request.headers[REQUEST_ID_HEADER];
  return typeof incoming === 'string' && safeRequestId.test(incoming) ? incoming : crypto.randomUUID();
};

/**
 * Replaced by `[Redacted]` wherever they appear in a logged object. Fastify's request serializer writes no
 * headers and no body, so these guard against a log call that passes them on. `code` is redacted at the top
 * level and in bodies only: `err.code` (FST_..., 23505) must stay readable.
 */
export const logRedactPaths = [
  'req.headers.authorization',
  'req.headers.cookie',
  'req.headers["x-refresh-token"]',
  'res.headers["set-cookie"]',
  'headers.authorization',
  'headers.cookie',
  // @fastify/multipart logs its busboy options, request headers included, at trace.
  '*.headers.authorization',
  '*.headers.cookie',
  '*.headers["x-refresh-token"]',
  'authorization',
  'cookie',
  'password',
  '*.password',
  'new_password',
  '*.new_password',
  'current_password',
  '*.current_password',
  'passwordHash',
  '*.passwordHash',
  'password_hash',
  '*.password_hash',
  'token',
  '*.token',
  'refresh_token',
  '*.refresh_token',
  'refreshToken',
  '*.refreshToken',
  'access_token',
  '*.access_token',
  'code',
  'body.code',
  'req.body.code',
  'resetCode',
  '*.resetCode',
  'jwtSecret',
  '*.jwtSecret',
  'adminPassword',
  '*.adminPassword',
  'smtpUrl',
  '*.smtpUrl',
  'databaseUrl',
  '*.databaseUrl',
];

/** Structured JSON lines (pino) at the configured level; `stream` replaces stdout (tests capture it). */
export const loggerOptions = (
  level: LogLevel,
  stream?: NodeJS.WritableStream,
): NonNullable<Exclude<FastifyServerOptions['logger'], boolean>> => ({
  level,
  redact: { paths: logRedactPaths, censor: '[Redacted]' },
  ...(stream ? { stream } : {}),
});

/** Every answer names its request id, so a client report can be matched with the server's log lines. */
export const registerRequestIdHeader = (app: FastifyInstance) => {
  app.addHook('onRequest', (request, reply, done) => {
    void reply.header(REQUEST_ID_HEADER, request.id);
    done();
  });
};

/**
 * Each request's logger (bound to its request id). Fastify passes `{}` as the child's options when a route sets
 * none, which sends pino down its slow path (serializers and formatters rebuilt for every request); passing no
 * options takes pino's fast path and gives the same logger.
 */
export const requestLoggerFactory: NonNullable<FastifyServerOptions['childLoggerFactory']> = (
  logger,
  bindings,
  options,
) => logger.child(bindings, Object.keys(options).length > 0 ? options : undefined);

import crypto from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import type { FastifyBaseLogger, FastifyInstance, FastifyServerOptions } from 'fastify';
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

type LogMethod = 'fatal' | 'error' | 'warn' | 'info' | 'debug' | 'trace';
const LOG_METHODS: readonly LogMethod[] = ['fatal', 'error', 'warn', 'info', 'debug', 'trace'];
type Bindings = Parameters<FastifyBaseLogger['child']>[0];

const BINDINGS = Symbol('request log bindings');
const CHILD = Symbol('request child logger');
interface DeferredLogger {
  [BINDINGS]: Bindings;
  [CHILD]?: FastifyBaseLogger;
}

/** One prototype per parent logger: its enabled levels and child() create the real child on first use. */
const deferredPrototypes = new WeakMap<FastifyBaseLogger, object>();
const deferredPrototypeOf = (parent: FastifyBaseLogger) => {
  let prototype = deferredPrototypes.get(parent);
  if (prototype) return prototype;
  const childOf = (deferred: DeferredLogger) => (deferred[CHILD] ??= parent.child(deferred[BINDINGS]));
  const methods: Record<string, unknown> = {
    child(this: DeferredLogger, ...args: Parameters<FastifyBaseLogger['child']>) {
      return childOf(this).child(...args);
    },
    bindings(this: DeferredLogger) {
      return (childOf(this) as unknown as { bindings: () => Bindings }).bindings();
    },
  };
  const levelValue = (level: string) =>
    (parent as unknown as { levels: { values: Record<string, number> } }).levels.values[level];
  const threshold = levelValue(parent.level) ?? 0;
  for (const method of LOG_METHODS) {
    // Disabled levels keep the parent's no-op.
    if ((levelValue(method) ?? Infinity) < threshold) continue;
    methods[method] = function (this: DeferredLogger, ...args: unknown[]) {
      (childOf(this)[method] as (...values: unknown[]) => void)(...args);
    };
  }
  prototype = Object.create(parent, Object.getOwnPropertyDescriptors(methods)) as object;
  deferredPrototypes.set(parent, prototype);
  return prototype;
};

/**
 * Each request's logger, bound to its request id. Pino builds a child's bound fields eagerly, through the
 * redaction of every configured path (about 7% of a 404's time), yet most requests log nothing
 * at the production level. So the child is created on the request's first log line or child(): a line at an
 * enabled level carries the request id as before, a disabled level stays a no-op. Route-level log options
 * (none today) get a real child at once.
 */
export const requestLoggerFactory: NonNullable<FastifyServerOptions['childLoggerFactory']> = (
  logger,
  bindings,
  options,
) => {
  if (Object.keys(options).length > 0) return logger.child(bindings, options);
  const deferred = Object.create(deferredPrototypeOf(logger)) as DeferredLogger & FastifyBaseLogger;
  deferred[BINDINGS] = bindings;
  return deferred;
};

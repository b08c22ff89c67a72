import { Writable } from 'node:stream';
import Fastify from 'fastify';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { loggerOptions, requestIdFor, requestLoggerFactory } from '../../src/plugins/logging.js';

/** A Fastify app logging at `warn` into memory, with the app's logger options and request logger factory. */
const appWithCapturedLog = () => {
  const lines: Record<string, unknown>[] = [];
  const stream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      for (const line of chunk.toString().split('\n').filter(Boolean)) lines.push(JSON.parse(line));
      done();
    },
  });
  const app = Fastify({
    logger: loggerOptions('warn', stream),
    genReqId: requestIdFor,
    childLoggerFactory: requestLoggerFactory,
  });
  app.get('/quiet', async (request) => {
    request.log.info('not at this level');
    request.log.debug({ password: 'x' }, 'nor this');
    return { ok: true };
  });
  app.get('/loud', async (request) => {
    request.log.warn({ password: 'secret', detail: 1 }, 'first');
    request.log.error('second');
    request.log.child({ step: 'inner' }).warn('third');
    return { ok: true };
  });
  return { app, lines };
};

describe('request loggers', () => {
  let close: (() => Promise<unknown>) | undefined;
  afterEach(async () => {
    await close?.();
    vi.restoreAllMocks();
  });

  it('creates no pino child for a request that logs nothing at the enabled levels', async () => {
    const { app, lines } = appWithCapturedLog();
    close = () => app.close();
    await app.ready();
    const child = vi.spyOn(app.log, 'child');
    const response = await app.inject({ url: '/quiet' });
    expect(response.statusCode).toBe(200);
    expect(child).not.toHaveBeenCalled();
    expect(lines.filter((line) => line.msg === 'not at this level' || line.msg === 'nor this')).toEqual([]);
  });

  it('writes enabled lines with the request id, redacted, through one child made by the first line', async () => {
    const { app, lines } = appWithCapturedLog();
    close = () => app.close();
    await app.ready();
    const child = vi.spyOn(app.log, 'child');
    await app.inject({ url: '/loud', headers: { 'x-request-id': 'req-123' } });
    // One request child, made by the first line; the nested child() goes through it.
    expect(child.mock.calls.map(([bindings]) => bindings)).toEqual([{ reqId: 'req-123' }, { step: 'inner' }]);
    const written = lines.filter((line) => ['first', 'second', 'third'].includes(line.msg as string));
    expect(written.map((line) => [line.msg, line.reqId, line.level])).toEqual([
      ['first', 'req-123', 40],
      ['second', 'req-123', 50],
      ['third', 'req-123', 40],
    ]);
    expect(written[0]).toMatchObject({ password: '[Redacted]', detail: 1 });
    expect(written[2]).toMatchObject({ step: 'inner' });
  });

  it('keeps requests apart', async () => {
    const { app, lines } = appWithCapturedLog();
    close = () => app.close();
    await Promise.all([
      app.inject({ url: '/loud', headers: { 'x-request-id': 'a-1' } }),
      app.inject({ url: '/loud', headers: { 'x-request-id': 'b-2' } }),
    ]);
    const ids = lines.filter((line) => line.msg === 'second').map((line) => line.reqId);
    expect(ids.sort()).toEqual(['a-1', 'b-2']);
  });
});

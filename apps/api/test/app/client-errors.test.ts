import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { computeSecurityHeaders, securityHeaderOptions } from '../../src/plugins/security-headers.js';
import { parseResponses, sendRaw, type RawResponse } from '../helpers/raw-http.js';
import { createTestApp, type TestApp } from '../helpers/test-app.js';

/**
 * What Node's HTTP parser refuses before Fastify sees a request, on a real listening server and a raw socket
 * (app.inject never goes through the parser): the API's envelope, a proper status line, the connection closed.
 */
let ctx: TestApp;
let port: number;

beforeAll(async () => {
  ctx = await createTestApp();
  // Headers still incomplete after headersTimeout (60 s) are found by Node's connection check, which runs every
  // 30 s: both shortened here (the interval is read when the server starts listening) so the 408 comes at once.
  Object.assign(ctx.app.server, { headersTimeout: 300, connectionsCheckingInterval: 50 });
  await ctx.app.listen({ port: 0, host: '127.0.0.1' });
  port = (ctx.app.server.address() as AddressInfo).port;
});
afterAll(async () => ctx?.close());

const onlyAnswer = async (request: string) => {
  const { raw, closedByServer } = await sendRaw(port, request);
  expect(closedByServer).toBe(true);
  const answers = parseResponses(raw);
  expect(answers).toHaveLength(1);
  return answers[0]!;
};

const expectEnvelope = (answer: RawResponse, statusLine: string, message: string) => {
  expect(answer.statusLine).toBe(statusLine);
  expect(answer.headers['content-type']).toBe('application/json; charset=utf-8');
  expect(answer.headers.connection).toBe('close');
  expect(Number(answer.headers['content-length'])).toBe(Buffer.byteLength(answer.body));
  expect(JSON.parse(answer.body)).toStrictEqual({ success: false, message });
};

describe("answers from Node's HTTP parser", () => {
  it('answers a 20 KB header with 431 in the envelope and closes the connection', async () => {
    const answer = await onlyAnswer(
      `GET /api/health HTTP/1.1\r\nHost: localhost\r\nX-Padding: ${'a'.repeat(20_000)}\r\n\r\n`,
    );
    expectEnvelope(answer, 'HTTP/1.1 431 Request Header Fields Too Large', 'Request headers are too large');
  });

  it('answers a 20 KB request line with 431 too', async () => {
    const answer = await onlyAnswer(
      `GET /api/health?q=${'a'.repeat(20_000)} HTTP/1.1\r\nHost: localhost\r\n\r\n`,
    );
    expectEnvelope(answer, 'HTTP/1.1 431 Request Header Fields Too Large', 'Request headers are too large');
  });

  it.each([
    ['a request line that is not HTTP', 'HELLO THERE\r\n\r\n'],
    ['an unknown HTTP version', 'GET /api/health HTTP/7.3\r\nHost: localhost\r\n\r\n'],
    ['a header line without a colon', 'GET /api/health HTTP/1.1\r\nHost: localhost\r\nNo colon here\r\n\r\n'],
  ])('answers %s with 400 in the envelope', async (_name, request) => {
    const answer = await onlyAnswer(request);
    expectEnvelope(answer, 'HTTP/1.1 400 Bad Request', 'Malformed request');
  });

  it('answers headers that never finish arriving with 408 in the envelope', async () => {
    const answer = await onlyAnswer('GET /api/health HTTP/1.1\r\nHost: localhost\r\nX-Slow: ');
    expectEnvelope(answer, 'HTTP/1.1 408 Request Timeout', 'The request took too long to arrive');
  });

  it('carries the security headers every other answer carries', async () => {
    const answer = await onlyAnswer(`GET / HTTP/1.1\r\nX-Padding: ${'a'.repeat(20_000)}\r\n\r\n`);
    expect(answer.headers).toMatchObject(computeSecurityHeaders(securityHeaderOptions));
    expect(answer.headers['x-content-type-options']).toBe('nosniff');
  });

  it('still answers a well-formed request on the same server', async () => {
    const answer = await onlyAnswer(
      'GET /api/health/live HTTP/1.1\r\nHost: localhost\r\nConnection: close\r\n\r\n',
    );
    expect(answer.status).toBe(200);
  });
});

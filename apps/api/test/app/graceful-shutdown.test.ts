import net from 'node:net';
import { describe, expect, it } from 'vitest';
import { SHUTTING_DOWN_MESSAGE } from '../../src/plugins/graceful-shutdown.js';
import { parseResponses, type RawResponse } from '../helpers/raw-http.js';
import { createTestApp } from '../helpers/test-app.js';

/** 'refused' once nothing listens on the port any more ('reset': a connection caught in the closing backlog). */
const tryConnect = (port: number) =>
  new Promise<'accepted' | 'refused' | 'reset'>((resolve, reject) => {
    const socket = net.connect(port, '127.0.0.1');
    socket.once('connect', () => {
      socket.destroy();
      resolve('accepted');
    });
    socket.once('error', (error: NodeJS.ErrnoException) => {
      if (error.code === 'ECONNREFUSED') resolve('refused');
      else if (error.code === 'ECONNRESET') resolve('reset');
      else reject(error);
    });
  });

const waitUntilRefused = async (port: number) => {
  while ((await tryConnect(port)) !== 'refused') {
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
};

/** One request on a new connection; resolves with everything the server wrote on it. */
const requestOnNewConnection = (port: number, path: string) =>
  new Promise<RawResponse>((resolve, reject) => {
    const socket = net.connect(port, '127.0.0.1');
    let received = '';
    socket.on('data', (chunk: Buffer) => (received += chunk.toString('utf8')));
    socket.on('error', reject);
    socket.on('close', () => resolve(parseResponses(received)[0]!));
    socket.write(`GET ${path} HTTP/1.1\r\nHost: localhost\r\nConnection: close\r\n\r\n`);
  });

const gate = () => {
  let open!: () => void;
  const opened = new Promise<void>((resolve) => (open = resolve));
  return { open, opened };
};

describe('graceful shutdown of a listening app', () => {
  it('finishes the request in flight, answers 503 from the moment shutdown begins, then refuses connections', async () => {
    const slowStarted = gate();
    const slowRelease = gate();
    const preCloseEntered = gate();
    const preCloseRelease = gate();
    const ctx = await createTestApp({
      register: (app) => {
        const options = { config: { public: true }, schema: { operationId: 'test.slow' } };
        app.get('/api/test/slow', options, async () => {
          slowStarted.open();
          await slowRelease.opened;
          return { success: true, data: 'finished' };
        });
        // Holds shutdown between its start and the listener closing, where a load balancer still sends traffic.
        app.addHook('preClose', async () => {
          preCloseEntered.open();
          await preCloseRelease.opened;
        });
      },
    });
    try {
      await ctx.app.listen({ port: 0, host: '127.0.0.1' });
      const port = (ctx.app.server.address() as net.AddressInfo).port;
      expect((await requestOnNewConnection(port, '/api/health/ready')).status).toBe(200);

      const slowConnection = net.connect(port, '127.0.0.1');
      let slowReceived = '';
      slowConnection.on('data', (chunk: Buffer) => (slowReceived += chunk.toString('utf8')));
      const slowEnded = new Promise<void>((resolve) => slowConnection.once('close', () => resolve()));
      slowConnection.write('GET /api/test/slow HTTP/1.1\r\nHost: localhost\r\n\r\n');
      await slowStarted.opened;

      let closed = false;
      const closing = ctx.app.close().then(() => (closed = true));
      await preCloseEntered.opened;

      // Shutdown has begun: readiness and every other route answer 503 in the envelope and end the connection.
      for (const path of ['/api/health/ready', '/api/health/live', '/api/me']) {
        const answer = await requestOnNewConnection(port, path);
        expect(answer.status).toBe(503);
        expect(answer.headers.connection).toBe('close');
        expect(JSON.parse(answer.body)).toEqual({ success: false, message: SHUTTING_DOWN_MESSAGE });
      }

      preCloseRelease.open();
      await waitUntilRefused(port);
      expect(closed).toBe(false); // still waiting for the slow request

      slowRelease.open();
      await slowEnded;
      await closing;
      expect(closed).toBe(true);
      const [slow] = parseResponses(slowReceived);
      expect(slow!.status).toBe(200);
      expect(slow!.headers.connection).toBe('close');
      expect(JSON.parse(slow!.body)).toEqual({ success: true, data: 'finished' });
    } finally {
      slowRelease.open();
      preCloseRelease.open();
      await ctx.close();
    }
  });
});

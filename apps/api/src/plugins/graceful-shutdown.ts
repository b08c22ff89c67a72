import type { FastifyInstance } from 'fastify';

export const SHUTTING_DOWN_MESSAGE = 'The server is shutting down';

/**
 * From the moment `app.close()` begins, no new connection is accepted, requests already in flight run to the
 * end (their answers close the connection), and a request that still arrives on an open connection
 * (pipelined) gets 503 in the error envelope with `Connection: close`, so a load balancer moves it to another
 * instance. close() resolves once the requests in flight are answered. This replaces
 * Fastify's `return503OnClosing`, whose body is not the API's envelope.
 */
export const registerShutdownGuard = (app: FastifyInstance) => {
  let closing = false;
  app.addHook('preClose', (done) => {
    closing = true;
    app.log.info({ event: 'server.shutdown_started' }, 'Shutting down: finishing requests in flight');
    done();
  });
  // Answers finished after close() began end their connection too: an idle keep-alive connection would
  // otherwise hold close() open until its keep-alive timeout.
  app.addHook('onSend', (_request, reply, payload, done) => {
    if (closing) void reply.header('connection', 'close');
    done(null, payload);
  });
  app.addHook('onRequest', (_request, reply, done) => {
    if (!closing) {
      done();
      return;
    }
    void reply
      .code(503)
      .header('connection', 'close')
      .header('retry-after', '1')
      .send({ success: false, message: SHUTTING_DOWN_MESSAGE });
  });
};

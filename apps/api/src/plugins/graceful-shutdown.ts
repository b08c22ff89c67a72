import type { FastifyInstance } from 'fastify';

export const SHUTTING_DOWN_MESSAGE = 'The server is shutting down';

/**
 * From the moment `app.close()` begins, a request that arrives on a connection still open (keep-alive,
 * pipelined) gets 503 in the error envelope with `Connection: close`, so a load balancer moves it to another
 * instance; requests already in flight run to the end, and close() resolves after them. This replaces
 * Fastify's `return503OnClosing`, whose body is not the API's envelope.
 */
export const registerShutdownGuard = (app: FastifyInstance) => {
  let closing = false;
  app.addHook('preClose', (done) => {
    closing = true;
    app.log.info({ event: 'server.shutdown_started' }, 'Shutting down: finishing requests in flight');
    done();
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

import type { FastifyInstance, preValidationHookHandler } from 'fastify';

/**
 * The panel sends `Content-Type: application/json` on every call, also on the ones without a body
 * (refresh, assign, delete). An empty body therefore means "no body" instead of malformed JSON; anything
 * else goes through Fastify's own parser (with its prototype-poisoning protection).
 */
export const registerJsonBodyParser = (app: FastifyInstance) => {
  const parseJson = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    const text = typeof body === 'string' ? body : body.toString('utf8');
    if (text.trim() === '') {
      done(null, undefined);
      return;
    }
    parseJson(request, text, done);
  });

  // A route with a body schema sees `{}` rather than nothing, so validation names the missing fields. Only
  // those routes get the hook, so the others (every GET) do not run it.
  const emptyBodyAsObject: preValidationHookHandler = (request, _reply, done) => {
    if (request.body === undefined) request.body = {};
    done();
  };
  app.addHook('onRoute', (options) => {
    if (!options.schema?.body) return;
    const own = options.preValidation ? [options.preValidation].flat() : [];
    options.preValidation = [emptyBodyAsObject, ...own];
  });
};

import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FastifyInstance } from 'fastify';
import helmet, { type HelmetOptions } from 'helmet';

/**
 * CSP allows scripts only from this origin: the built panel and the Swagger UI load script files, never
 * inline scripts. Styles allow inline because UI libraries inject <style> elements. Exercise thumbnails come
 * from YouTube's image hosts and the exercise player from YouTube's no-cookie embed host.
 */
export const securityHeaderOptions: HelmetOptions = {
  contentSecurityPolicy: {
    useDefaults: false,
    directives: {
      defaultSrc: ["'self'"],
      baseUri: ["'self'"],
      scriptSrc: ["'self'"],
      scriptSrcAttr: ["'none'"],
      styleSrc: ["'self'", "'unsafe-inline'"],
      imgSrc: ["'self'", 'data:', 'blob:', 'https://img.youtube.com', 'https://i.ytimg.com'],
      fontSrc: ["'self'", 'data:'],
      connectSrc: ["'self'"],
      frameSrc: ['https://www.youtube-nocookie.com'],
      objectSrc: ["'none'"],
      formAction: ["'self'"],
      frameAncestors: ["'none'"],
    },
  },
  frameguard: { action: 'deny' },
  referrerPolicy: { policy: 'same-origin' },
  // Plain http on localhost is the default set-up; HSTS belongs to the TLS terminator in front.
  strictTransportSecurity: false,
};

/**
 * Runs helmet once against a recording response and returns the headers it sets. The options are the same
 * for every response, so the headers are too; computing them per request cost a sixth of a trivial request.
 */
export const computeSecurityHeaders = (options: HelmetOptions): Record<string, string> => {
  const headers: Record<string, string> = {};
  const recorder = {
    setHeader: (name: string, value: string | number | readonly string[]) => {
      headers[name.toLowerCase()] = String(value);
    },
    removeHeader: (name: string) => {
      delete headers[name.toLowerCase()];
    },
  };
  let failure: unknown;
  helmet(options)({} as IncomingMessage, recorder as unknown as ServerResponse, (error?: unknown) => {
    failure = error;
  });
  if (failure) throw failure;
  return headers;
};

export const registerSecurityHeaders = (app: FastifyInstance) => {
  const headers = computeSecurityHeaders(securityHeaderOptions);
  app.addHook('onRequest', (_request, reply, done) => {
    void reply.headers(headers);
    done();
  });
};

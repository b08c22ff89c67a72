import helmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';

/**
 * CSP allows scripts only from this origin: the built panel and the Swagger UI load script files, never
 * inline scripts. Styles allow inline because UI libraries inject <style> elements. Exercise thumbnails come
 * from YouTube's image hosts.
 */
export const registerSecurityHeaders = async (app: FastifyInstance) => {
  await app.register(helmet, {
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
        objectSrc: ["'none'"],
        formAction: ["'self'"],
        frameAncestors: ["'none'"],
      },
    },
    frameguard: { action: 'deny' },
    referrerPolicy: { policy: 'same-origin' },
    // Plain http on localhost is the default set-up; HSTS belongs to the TLS terminator in front.
    strictTransportSecurity: false,
  });
};

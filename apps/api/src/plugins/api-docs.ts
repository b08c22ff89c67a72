import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';
import { buildInfo } from '../build-info.js';

export const API_DOCS_PREFIX = '/api/docs';

/** OpenAPI generated from the routes' zod schemas, browsable at /api/docs (JSON at /api/docs/json). */
export const registerApiDocs = async (app: FastifyInstance) => {
  await app.register(swagger, {
    openapi: {
      info: {
        title: 'Coachboard API',
        description:
          'Administrator back-office API. Every route except /api/health and the sign-in and password-reset ' +
          'routes needs `Authorization: Bearer <access token>` of an active admin. Every error answer is ' +
          '`{ success: false, message, errors? }`, also for a request the HTTP parser refuses before any route ' +
          '(request line and headers over 16 KB: 431; a malformed request: 400; headers still incomplete ' +
          'after 60 s: 408), which also closes the connection.',
        version: buildInfo.version,
      },
      // Relative: the paths start with /api, and the document is served by the API it describes, so a client
      // resolves them against the address it fetched the document from (behind any proxy or PUBLIC_URL).
      servers: [{ url: '/' }],
      components: {
        securitySchemes: { bearerAuth: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } },
      },
      security: [{ bearerAuth: [] }],
    },
    transform: jsonSchemaTransform,
  });
  await app.register(swaggerUi, {
    routePrefix: API_DOCS_PREFIX,
    uiConfig: { validatorUrl: null, persistAuthorization: false },
  });
};

import path from 'node:path';
import Fastify, { LogController, type FastifyInstance } from 'fastify';
import { validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppConfig } from './config.js';
import type { Database } from './db/client.js';
import { createMailer, type Mailer } from './mail/mailer.js';
import { defaultWebDistDir } from './paths.js';
import { registerApiDocs } from './plugins/api-docs.js';
import { registerAuthHook } from './plugins/auth-hook.js';
import { answerFrameworkError, registerErrorHandling } from './plugins/error-handler.js';
import { registerShutdownGuard } from './plugins/graceful-shutdown.js';
import { registerJsonBodyParser } from './plugins/json-body.js';
import {
  loggerOptions,
  registerRequestIdHeader,
  requestIdFor,
  requestLoggerFactory,
} from './plugins/logging.js';
import { registerNulCharacterGuard } from './plugins/nul-characters.js';
import { registerApiModule } from './plugins/operation-ids.js';
import { registerRateLimit } from './plugins/rate-limit.js';
import { responseSerializerCompiler } from './plugins/response-serializer.js';
import { registerRouteTable } from './plugins/route-table.js';
import { registerSecurityHeaders } from './plugins/security-headers.js';
import { registerStaticFiles } from './plugins/static-files.js';
import { authModule, deriveAuthKeys, resolveJwtSecret } from './modules/auth/public.js';
import { communityModule } from './modules/community/public.js';
import { exercisesModule } from './modules/exercises/public.js';
import { filesModule } from './modules/files/public.js';
import { healthModule } from './modules/health/public.js';
import { programsModule } from './modules/programs/public.js';
import { recipesModule } from './modules/recipes/public.js';
import { trainingDaysModule } from './modules/training-days/public.js';
import { usersModule } from './modules/users/public.js';
import { storageForDataDir, type FileStorage } from './storage/index.js';
import './types.js';

export interface BuildAppOptions {
  config: AppConfig;
  db: Database;
  /** Where the built panel lives; defaults to apps/web/dist. */
  webDistDir?: string;
  /** Replaces the SMTP/outbox mailer (tests rarely need this: the outbox is a directory they can read). */
  mailer?: Mailer;
  /** Where uploaded files are kept; defaults to `DATA_DIR/uploads`, which the app serves under /uploads. */
  storage?: FileStorage;
  /** Where the JSON log lines go instead of stdout (tests capture them). */
  logStream?: NodeJS.WritableStream;
}

export const uploadsDir = (config: AppConfig) => path.join(config.dataDir, 'uploads');
export const outboxDir = (config: AppConfig) => path.join(config.dataDir, 'outbox');

export const buildApp = async ({
  config,
  db,
  webDistDir,
  mailer,
  storage,
  logStream,
}: BuildAppOptions): Promise<FastifyInstance> => {
  const app = Fastify({
    logger: loggerOptions(config.logLevel, logStream),
    genReqId: requestIdFor,
    childLoggerFactory: requestLoggerFactory,
    // Per-request lines only when debugging; errors and our own messages are logged anyway.
    logController: new LogController({
      disableRequestLogging: config.logLevel !== 'debug' && config.logLevel !== 'trace',
    }),
    bodyLimit: 1_048_576,
    // Replaced by registerShutdownGuard, which answers in the API's error envelope.
    return503OnClosing: false,
    // A path that does not decode or an over-long param: answered in the error envelope too.
    frameworkErrors: answerFrameworkError,
  }).withTypeProvider<ZodTypeProvider>();

  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(responseSerializerCompiler);

  const secret = resolveJwtSecret(config);
  app.decorate('config', { ...config, jwtSecret: secret });
  app.decorate('db', db);
  // Built once and handed to every module: the uploads of every area live in one store.
  app.decorate('storage', storage ?? storageForDataDir(config.dataDir));
  app.decorate('authKeys', deriveAuthKeys(secret));
  app.decorate(
    'mailer',
    mailer ??
      createMailer({
        smtpUrl: config.smtpUrl,
        from: config.mailFrom,
        outboxDir: outboxDir(config),
        log: app.log,
      }),
  );
  app.addHook('onClose', async () => app.mailer.flush());

  // First: its onRoute hook must see every route (and add the shared error statuses before the docs read them).
  registerRouteTable(app);
  registerShutdownGuard(app);
  registerRequestIdHeader(app);
  registerErrorHandling(app);
  registerJsonBodyParser(app);
  registerNulCharacterGuard(app);
  registerSecurityHeaders(app);
  await registerRateLimit(app, db);
  // @fastify/multipart is registered by the upload routes alone (registerUploadParsing in lib/receive-upload.ts).
  await registerApiDocs(app);
  registerAuthHook(app);

  // ---- API modules (all under /api), each registered through its public file -------------------------
  // Named as their folder in camelCase: the first part of every operationId the module declares.
  const apiModules = {
    health: healthModule,
    auth: authModule,
    programs: programsModule,
    trainingDays: trainingDaysModule,
    files: filesModule,
    exercises: exercisesModule,
    recipes: recipesModule,
    users: usersModule,
    community: communityModule,
  };
  for (const [name, module] of Object.entries(apiModules)) await registerApiModule(app, name, module);
  // ------------------------------------------------------------------------------------------------------

  await registerStaticFiles(app, {
    webDistDir: webDistDir ?? defaultWebDistDir,
    uploadsDir: uploadsDir(config),
  });

  return app;
};

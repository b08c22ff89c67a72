import path from 'node:path';
import Fastify, { LogController, type FastifyInstance } from 'fastify';
import { validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { routePermissions, type TeamRole } from '@coachboard/contract';
import type { AppConfig } from './config.js';
import type { Database } from './db/client.js';
import { appJobs } from './jobs/app-jobs.js';
import { createJobRunner } from './jobs/job-runner.js';
import { createQueuedMailer } from './mail/mail-queue.js';
import { createMailTransport, type MailTransport } from './mail/mailer.js';
import { defaultWebDistDir } from './paths.js';
import { registerApiDocs } from './plugins/api-docs.js';
import { registerAudit } from './plugins/audit.js';
import { registerAuthHook } from './plugins/auth-hook.js';
import { answerClientError } from './plugins/client-errors.js';
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
import { auditModule } from './modules/audit/public.js';
import {
  authModule,
  bearerToken,
  createDataKeyRing,
  deriveAuthKeys,
  resolveJwtSecret,
  verifyWithAuthKeys,
} from './modules/auth/public.js';
import { coachingModule } from './modules/coaching/public.js';
import { communityModule } from './modules/community/public.js';
import { dashboardModule } from './modules/dashboard/public.js';
import { exercisesModule } from './modules/exercises/public.js';
import { filesModule } from './modules/files/public.js';
import { healthModule } from './modules/health/public.js';
import { memberModule } from './modules/member/public.js';
import { nutritionModule } from './modules/nutrition/public.js';
import { mealPlansModule } from './modules/meal-plans/public.js';
import { programsModule } from './modules/programs/public.js';
import { assignmentsModule } from './modules/assignments/public.js';
import { recipesModule } from './modules/recipes/public.js';
import { searchModule } from './modules/search/public.js';
import { teamModule } from './modules/team/public.js';
import { trainingDaysModule } from './modules/training-days/public.js';
import { trashModule } from './modules/trash/public.js';
import { usersModule } from './modules/users/public.js';
import { appRecordTypes } from './record-types.js';
import { storageFromConfig, type FileStorage } from './storage/index.js';
import './types.js';

export interface BuildAppOptions {
  config: AppConfig;
  db: Database;
  /** Where the built panel lives; defaults to apps/web/dist. */
  webDistDir?: string;
  /** Replaces the SMTP/outbox transport the mail jobs deliver through. */
  mailTransport?: MailTransport;
  /** Where uploaded files are kept; defaults to the configured store (STORAGE_URL, else `DATA_DIR/uploads`). */
  storage?: FileStorage;

  /** Where the JSON log lines go instead of stdout (tests capture them). */
  logStream?: NodeJS.WritableStream;
  /** Who may call test-only routes, beside the permission table (tests that register their own routes). */
  extraPermissions?: Readonly<Record<string, readonly TeamRole[]>>;
}

/**
 * A hop count trusts that many proxies in front of the instance, whatever their address (Express's meaning;
 * Fastify alone treats a number as "trust none"): only for instances the internet reaches through the
 * balancer alone. Addresses and ranges are the safer setting.
 */
const trustProxyOption = (setting: AppConfig['trustProxy']) =>
  typeof setting === 'number' ? (_address: string, hop: number) => hop < setting : setting;

export const outboxDir = (config: AppConfig) => path.join(config.dataDir, 'outbox');

export const buildApp = async ({
  config,
  db,
  webDistDir,
  mailTransport,
  storage,
  logStream,
  extraPermissions = {},
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
    // What Node's parser refuses before there is a request (a 20 KB header, a garbled request line): same envelope.
    clientErrorHandler: answerClientError,
    // Behind a load balancer (TRUST_PROXY), request.ip is the client from X-Forwarded-For, not the balancer.
    trustProxy: trustProxyOption(config.trustProxy),
  }).withTypeProvider<ZodTypeProvider>();

  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(responseSerializerCompiler);

  const secret = resolveJwtSecret(config);
  app.decorate('config', { ...config, jwtSecret: secret });
  app.decorate('db', db);
  // Built once and handed to every module: the uploads of every area live in one store.
  app.decorate('storage', storage ?? storageFromConfig(config));
  app.decorate('authKeys', deriveAuthKeys(secret, config.jwtSecretPrevious));
  app.decorate('dataKeys', createDataKeyRing(db, secret, config.jwtSecretPrevious));
  const transport =
    mailTransport ??
    createMailTransport({
      smtpUrl: config.smtpUrl,
      from: config.mailFrom,
      outboxDir: outboxDir(config),
      log: app.log,
    });
  app.decorate('mailer', createQueuedMailer(db, transport, app.dataKeys));
  if (config.runJobs) {
    const jobs = appJobs({
      db,
      storage: app.storage,
      transport,
      dataKeys: app.dataKeys,
      log: app.log.child({ name: 'jobs' }),
      recordTypes: () => app.recordTypes,
      trashRetentionDays: config.trashRetentionDays,
    });
    const runner = createJobRunner({ pool: db.$client, ...jobs, log: app.log });
    app.addHook('onReady', () => runner.start());
    // Running jobs finish first; a queued one stays queued for the next instance (or this one's next start).
    app.addHook('onClose', () => runner.stop());
  }

  // First: its onRoute hook must see every route (and add the shared error statuses before the docs read them).
  registerRouteTable(app);
  // Second: every mutating route it sees must declare how it joins the audit log.
  registerAudit(app);
  registerShutdownGuard(app);
  registerRequestIdHeader(app);
  registerErrorHandling(app);
  registerJsonBodyParser(app);
  registerNulCharacterGuard(app);
  registerSecurityHeaders(app);
  await registerRateLimit(app, db);
  // @fastify/multipart is registered by the upload routes alone (registerUploadParsing in lib/receive-upload.ts).
  await registerApiDocs(app);
  registerAuthHook(app, { bearerToken, verifyWithAuthKeys }, { ...routePermissions, ...extraPermissions });

  // ---- Record types: how the audit log reads and reverts each kind of record, how the trash moves it ----
  app.decorate('recordTypes', appRecordTypes);

  // ---- API modules (all under /api), each registered through its public file -------------------------
  // Named as their folder in camelCase: the first part of every operationId the module declares.
  const apiModules = {
    health: healthModule,
    auth: authModule,
    programs: programsModule,
    trainingDays: trainingDaysModule,
    assignments: assignmentsModule,
    files: filesModule,
    exercises: exercisesModule,
    recipes: recipesModule,
    users: usersModule,
    nutrition: nutritionModule,
    mealPlans: mealPlansModule,
    team: teamModule,
    community: communityModule,
    trash: trashModule,
    audit: auditModule,
    dashboard: dashboardModule,
    search: searchModule,
    member: memberModule,
    coaching: coachingModule,
  };
  for (const [name, module] of Object.entries(apiModules)) await registerApiModule(app, name, module);
  // ------------------------------------------------------------------------------------------------------

  await registerStaticFiles(app, { webDistDir: webDistDir ?? defaultWebDistDir, storage: app.storage });

  return app;
};

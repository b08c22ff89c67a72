import net from 'node:net';
import path from 'node:path';
import { z } from 'zod';

const logLevels = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;

/** An empty variable (e.g. `PORT=` in a .env file) counts as unset, so its default applies. */
const withDefault = <T extends z.ZodType>(schema: T, fallback: string) =>
  z.preprocess((value) => (value === undefined || value === '' ? fallback : value), schema);

const urlWithProtocols = (protocols: string[], label: string) =>
  z.string().refine(
    (value) => {
      try {
        return protocols.includes(new URL(value).protocol);
      } catch {
        return false;
      }
    },
    `must be a ${label} URL (${protocols.map((p) => `${p}//`).join(' or ')})`,
  );

const booleanFlag = z
  .string()
  .trim()
  .toLowerCase()
  .refine((value) => ['true', 'false', '1', '0', 'yes', 'no'].includes(value), 'must be true or false')
  .transform((value) => ['true', '1', 'yes'].includes(value));

const optional = <T extends z.ZodType>(schema: T) =>
  z.preprocess((value) => (value === '' ? undefined : value), schema.optional());

/** `s3://bucket` or `s3://bucket/some/prefix`. */
const storageUrl = z
  .string()
  .trim()
  .regex(/^s3:\/\/[a-z0-9][a-z0-9.-]{1,61}[a-z0-9](\/.*)?$/, 'must be s3://bucket or s3://bucket/prefix');

/** A hop count, or addresses and CIDR ranges separated by commas. */
const trustProxy = z
  .string()
  .trim()
  .refine(
    (value) =>
      /^\d{1,2}$/.test(value) ||
      value.split(',').every((entry) => {
        const [address, bits, ...rest] = entry.trim().split('/');
        const family = net.isIP(address ?? '');
        if (family === 0 || rest.length > 0) return false;
        return bits === undefined || (/^\d+$/.test(bits) && Number(bits) <= (family === 4 ? 32 : 128));
      }),
    'must be a hop count (e.g. 1) or addresses and CIDR ranges separated by commas (e.g. 10.0.0.0/8,127.0.0.1)',
  )
  .transform((value) =>
    /^\d{1,2}$/.test(value) ? Number(value) : value.split(',').map((entry) => entry.trim()),
  );

const envSchema = z.object({
  PORT: withDefault(z.coerce.number().int().min(0).max(65535), '3000'),
  HOST: withDefault(z.string().trim().min(1), 'localhost'),
  DATA_DIR: withDefault(z.string().trim().min(1), './data'),
  DATABASE_URL: z.preprocess(
    (value) => (value === '' ? undefined : value),
    urlWithProtocols(['postgres:', 'postgresql:'], 'PostgreSQL').optional(),
  ),
  ADMIN_EMAIL: z.preprocess(
    (value) => (value === '' ? undefined : value),
    z.email('must be an e-mail address').optional(),
  ),
  ADMIN_PASSWORD: z.preprocess(
    (value) => (value === '' ? undefined : value),
    z.string().min(8, 'must be at least 8 characters').optional(),
  ),
  SEED_DEMO: withDefault(booleanFlag, 'true'),
  JWT_SECRET: z.preprocess(
    (value) => (value === '' ? undefined : value),
    z.string().min(32, 'must be at least 32 characters').optional(),
  ),
  JWT_SECRET_PREVIOUS: optional(z.string().min(32, 'must be at least 32 characters')),
  SMTP_URL: z.preprocess(
    (value) => (value === '' ? undefined : value),
    urlWithProtocols(['smtp:', 'smtps:'], 'SMTP').optional(),
  ),
  MAIL_FROM: withDefault(z.string().trim().min(3), 'Coachboard <no-reply@coachboard.local>'),
  PUBLIC_URL: z.preprocess(
    (value) => (value === '' ? undefined : value),
    urlWithProtocols(['http:', 'https:'], 'http(s)').optional(),
  ),
  LOG_LEVEL: withDefault(z.enum(logLevels, `must be one of ${logLevels.join(', ')}`), 'info'),
  STORAGE_URL: optional(storageUrl),
  S3_ENDPOINT: optional(urlWithProtocols(['http:', 'https:'], 'http(s)')),
  S3_REGION: withDefault(z.string().trim().min(1), 'us-east-1'),
  S3_ACCESS_KEY_ID: optional(z.string().trim().min(1)),
  S3_SECRET_ACCESS_KEY: optional(z.string().min(1)),
  S3_FORCE_PATH_STYLE: withDefault(booleanFlag, 'false'),
  TRUST_PROXY: optional(trustProxy),
  RUN_JOBS: withDefault(booleanFlag, 'true'),
  TRASH_RETENTION_DAYS: withDefault(
    z.coerce
      .number('must be a whole number of days')
      .int('must be a whole number of days')
      .min(1, 'must be at least 1 day')
      .max(3650, 'must be at most 3650 days'),
    '30',
  ),
});

/** Where uploads are kept: DATA_DIR/uploads, or an S3-compatible bucket. */
export type StorageConfig =
  | { kind: 'local' }
  | {
      kind: 's3';
      bucket: string;
      /** Prepended to every key, without slashes at either end; '' for the bucket's root. */
      prefix: string;
      region: string;
      /** An S3-compatible server (MinIO, R2, ...); unset for AWS. */
      endpoint: string | undefined;
      forcePathStyle: boolean;
      /** Unset: the SDK's default chain (environment, instance role). */
      credentials: { accessKeyId: string; secretAccessKey: string } | undefined;
    };

export type LogLevel = (typeof logLevels)[number];

export interface AppConfig {
  port: number;
  host: string;
  /** Absolute path. */
  dataDir: string;
  databaseUrl: string | undefined;
  adminEmail: string | undefined;
  adminPassword: string | undefined;
  seedDemo: boolean;
  /** Undefined until resolved at start (generated and kept in DATA_DIR/jwt-secret when not configured). */
  jwtSecret: string | undefined;
  /** The secret being rotated out: its access tokens are still accepted, none is signed with it. */
  jwtSecretPrevious: string | undefined;
  smtpUrl: string | undefined;
  mailFrom: string;
  /** Where the panel is reachable; defaults to http://HOST:PORT. */
  publicUrl: string;
  logLevel: LogLevel;
  storage: StorageConfig;
  /** Fastify's trustProxy: false, a hop count, or the proxies' addresses and ranges. */
  trustProxy: false | number | string[];
  /** This instance runs queued jobs (mail, sweeps, schedules); false for a web-only instance. */
  runJobs: boolean;
  /** Days a record stays in the trash before the purge job removes it for good (1-3650, default 30). */
  trashRetentionDays: number;
}

export class ConfigError extends Error {
  readonly problems: string[];
  constructor(problems: string[]) {
    super(`Invalid configuration:\n${problems.map((problem) => `  - ${problem}`).join('\n')}`);
    this.name = 'ConfigError';
    this.problems = problems;
  }
}

/** Parses the environment once; throws a ConfigError listing every bad variable. */
export const loadConfig = (env: NodeJS.ProcessEnv = process.env, cwd = process.cwd()): AppConfig => {
  const keys = Object.keys(envSchema.shape) as (keyof typeof envSchema.shape)[];
  const input = Object.fromEntries(keys.map((key) => [key, env[key]]));
  const result = envSchema.safeParse(input);
  if (!result.success) {
    const problems = result.error.issues.map((issue) => {
      const variable = String(issue.path[0] ?? 'environment');
      return `${variable}=${JSON.stringify(env[variable] ?? '')}: ${issue.message}`;
    });
    throw new ConfigError(problems);
  }
  const parsed = result.data;
  const problems: string[] = [];
  // Every instance must sign and check tokens with the same key; a generated one lives on one machine's disk.
  if (parsed.DATABASE_URL && !parsed.JWT_SECRET) {
    problems.push(
      'JWT_SECRET="": is required when DATABASE_URL is set (every instance must share it; generate one with ' +
        '`openssl rand -hex 32`)',
    );
  }
  if ((parsed.S3_ACCESS_KEY_ID === undefined) !== (parsed.S3_SECRET_ACCESS_KEY === undefined)) {
    problems.push('S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY: set both or neither');
  }
  if (problems.length > 0) throw new ConfigError(problems);
  const hostForUrl = parsed.HOST === '0.0.0.0' || parsed.HOST === '::' ? 'localhost' : parsed.HOST;
  return {
    port: parsed.PORT,
    host: parsed.HOST,
    dataDir: path.resolve(cwd, parsed.DATA_DIR),
    databaseUrl: parsed.DATABASE_URL,
    adminEmail: parsed.ADMIN_EMAIL?.toLowerCase(),
    adminPassword: parsed.ADMIN_PASSWORD,
    seedDemo: parsed.SEED_DEMO,
    jwtSecret: parsed.JWT_SECRET,
    jwtSecretPrevious: parsed.JWT_SECRET_PREVIOUS,
    smtpUrl: parsed.SMTP_URL,
    mailFrom: parsed.MAIL_FROM,
    publicUrl: (parsed.PUBLIC_URL ?? `http://${hostForUrl}:${parsed.PORT}`).replace(/\/+$/, ''),
    logLevel: parsed.LOG_LEVEL,
    storage: storageConfig(parsed),
    trustProxy: parsed.TRUST_PROXY ?? false,
    runJobs: parsed.RUN_JOBS,
    trashRetentionDays: parsed.TRASH_RETENTION_DAYS,
  };
};

const storageConfig = (parsed: z.infer<typeof envSchema>): StorageConfig => {
  if (!parsed.STORAGE_URL) return { kind: 'local' };
  const [bucket = '', ...prefix] = parsed.STORAGE_URL.slice('s3://'.length).split('/');
  return {
    kind: 's3',
    bucket,
    prefix: prefix.filter(Boolean).join('/'),
    region: parsed.S3_REGION,
    endpoint: parsed.S3_ENDPOINT,
    forcePathStyle: parsed.S3_FORCE_PATH_STYLE,
    credentials:
      parsed.S3_ACCESS_KEY_ID && parsed.S3_SECRET_ACCESS_KEY
        ? { accessKeyId: parsed.S3_ACCESS_KEY_ID, secretAccessKey: parsed.S3_SECRET_ACCESS_KEY }
        : undefined,
  };
};

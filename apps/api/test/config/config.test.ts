import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../../src/config.js';

const problemsOf = (env: NodeJS.ProcessEnv) => {
  try {
    loadConfig(env, '/srv/app');
  } catch (error) {
    expect(error).toBeInstanceOf(ConfigError);
    return (error as ConfigError).problems;
  }
  throw new Error('expected a ConfigError');
};

describe('loadConfig', () => {
  it('applies the documented defaults', () => {
    const config = loadConfig({}, '/srv/app');
    expect(config).toMatchObject({
      port: 3000,
      host: 'localhost',
      dataDir: '/srv/app/data',
      databaseUrl: undefined,
      adminEmail: undefined,
      adminPassword: undefined,
      seedDemo: true,
      jwtSecret: undefined,
      smtpUrl: undefined,
      mailFrom: 'Coachboard <no-reply@coachboard.local>',
      publicUrl: 'http://localhost:3000',
      logLevel: 'info',
      storage: { kind: 'local' },
      trustProxy: false,
      runJobs: true,
      trashRetentionDays: 30,
    });
  });

  it('reads every variable', () => {
    const config = loadConfig(
      {
        PORT: '8080',
        HOST: '0.0.0.0',
        DATA_DIR: 'var/data',
        DATABASE_URL: 'postgres://u:p@db:5432/coach',
        ADMIN_EMAIL: 'Boss@Example.com',
        ADMIN_PASSWORD: 'Secret1@abc',
        SEED_DEMO: 'false',
        JWT_SECRET: 'x'.repeat(40),
        SMTP_URL: 'smtps://user:pass@mail.example.com:465',
        MAIL_FROM: 'Team <team@example.com>',
        PUBLIC_URL: 'https://coach.example.com/',
        LOG_LEVEL: 'warn',
        STORAGE_URL: 's3://coach-uploads/prod/files/',
        S3_ENDPOINT: 'http://minio:9000',
        S3_REGION: 'eu-west-3',
        S3_ACCESS_KEY_ID: 'AKIA123',
        S3_SECRET_ACCESS_KEY: 'secret/key',
        S3_FORCE_PATH_STYLE: 'true',
        TRUST_PROXY: '10.0.0.0/8, 127.0.0.1',
        RUN_JOBS: 'false',
        TRASH_RETENTION_DAYS: '90',
      },
      '/srv/app',
    );
    expect(config).toEqual({
      port: 8080,
      host: '0.0.0.0',
      dataDir: path.resolve('/srv/app', 'var/data'),
      databaseUrl: 'postgres://u:p@db:5432/coach',
      adminEmail: 'boss@example.com',
      adminPassword: 'Secret1@abc',
      seedDemo: false,
      jwtSecret: 'x'.repeat(40),
      smtpUrl: 'smtps://user:pass@mail.example.com:465',
      mailFrom: 'Team <team@example.com>',
      publicUrl: 'https://coach.example.com',
      logLevel: 'warn',
      storage: {
        kind: 's3',
        bucket: 'coach-uploads',
        prefix: 'prod/files',
        region: 'eu-west-3',
        endpoint: 'http://minio:9000',
        forcePathStyle: true,
        credentials: { accessKeyId: 'AKIA123', secretAccessKey: 'secret/key' },
      },
      trustProxy: ['10.0.0.0/8', '127.0.0.1'],
      runJobs: false,
      trashRetentionDays: 90,
    });
  });

  it('refuses DATABASE_URL without JWT_SECRET: every instance must sign with the same key', () => {
    const problems = problemsOf({ DATABASE_URL: 'postgres://u:p@db:5432/coach' });
    expect(problems).toHaveLength(1);
    expect(problems[0]).toMatch(/^JWT_SECRET="": is required when DATABASE_URL is set/);
    expect(() =>
      loadConfig({ DATABASE_URL: 'postgres://db/coach', JWT_SECRET: 'y'.repeat(32) }),
    ).not.toThrow();
  });

  it('reads TRUST_PROXY as a hop count or a list of addresses, and refuses anything else', () => {
    expect(loadConfig({ TRUST_PROXY: '2' }).trustProxy).toBe(2);
    expect(loadConfig({ TRUST_PROXY: '::1,fd00::/8' }).trustProxy).toEqual(['::1', 'fd00::/8']);
    for (const bad of ['true', 'proxy.example.com', '10.0.0.0/33', '10.0.0.1/8/2']) {
      expect(problemsOf({ TRUST_PROXY: bad })[0]).toMatch(/^TRUST_PROXY=.*must be a hop count/);
    }
  });

  it('reads TRASH_RETENTION_DAYS as whole days from 1 to 3650', () => {
    expect(loadConfig({ TRASH_RETENTION_DAYS: '1' }).trashRetentionDays).toBe(1);
    expect(loadConfig({ TRASH_RETENTION_DAYS: '3650' }).trashRetentionDays).toBe(3650);
    for (const bad of ['0', '3651', '7.5', 'month', '-1']) {
      expect(problemsOf({ TRASH_RETENTION_DAYS: bad })[0]).toMatch(/^TRASH_RETENTION_DAYS=/);
    }
  });

  it('refuses a STORAGE_URL that is not s3://bucket, and half a key pair', () => {
    expect(problemsOf({ STORAGE_URL: 'file:///srv/uploads' })[0]).toMatch(/^STORAGE_URL=.*s3:\/\/bucket/);
    expect(problemsOf({ S3_ACCESS_KEY_ID: 'AKIA123' })[0]).toMatch(/set both or neither/);
    expect(loadConfig({ STORAGE_URL: 's3://bucket' }).storage).toMatchObject({
      kind: 's3',
      bucket: 'bucket',
      prefix: '',
    });
  });

  it('treats empty variables as unset and keeps an absolute DATA_DIR as is', () => {
    const config = loadConfig(
      { PORT: '', SEED_DEMO: '', DATABASE_URL: '', DATA_DIR: '/var/lib/cb' },
      '/srv/app',
    );
    expect(config.port).toBe(3000);
    expect(config.seedDemo).toBe(true);
    expect(config.databaseUrl).toBeUndefined();
    expect(config.dataDir).toBe('/var/lib/cb');
  });

  it('lists every bad variable at once, with its value', () => {
    const problems = problemsOf({
      PORT: 'eighty',
      DATABASE_URL: 'mysql://localhost/db',
      ADMIN_EMAIL: 'not-an-email',
      ADMIN_PASSWORD: 'short',
      SEED_DEMO: 'maybe',
      JWT_SECRET: 'too-short',
      SMTP_URL: 'http://mail.example.com',
      PUBLIC_URL: 'ftp://x',
      LOG_LEVEL: 'loud',
    });
    const variables = problems.map((problem) => problem.split('=')[0]);
    expect(variables.sort()).toEqual(
      [
        'ADMIN_EMAIL',
        'ADMIN_PASSWORD',
        'DATABASE_URL',
        'JWT_SECRET',
        'LOG_LEVEL',
        'PORT',
        'PUBLIC_URL',
        'SEED_DEMO',
        'SMTP_URL',
      ].sort(),
    );
    expect(problems.find((p) => p.startsWith('PORT='))).toContain('"eighty"');
    expect(problems.find((p) => p.startsWith('LOG_LEVEL='))).toContain('must be one of');
  });

  it('refuses a port out of range and says so in the error message', () => {
    const problems = problemsOf({ PORT: '70000' });
    expect(problems).toHaveLength(1);
    expect(() => loadConfig({ PORT: '70000' })).toThrow(/Invalid configuration:\n {2}- PORT="70000"/);
  });

  it('accepts the usual spellings of SEED_DEMO', () => {
    expect(loadConfig({ SEED_DEMO: 'FALSE' }).seedDemo).toBe(false);
    expect(loadConfig({ SEED_DEMO: '0' }).seedDemo).toBe(false);
    expect(loadConfig({ SEED_DEMO: 'true' }).seedDemo).toBe(true);
  });
});

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

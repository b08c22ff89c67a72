import crypto from 'node:crypto';
import pg from 'pg';
import { inject } from 'vitest';

const withDatabase = (serverUrl: string, database: string) => {
  const url = new URL(serverUrl);
  url.pathname = `/${database}`;
  return url.toString();
};

/** Runs one statement on the server's maintenance connection (the given database, or `postgres`). */
const onServer = async (serverUrl: string, statement: string) => {
  for (const url of [serverUrl, withDatabase(serverUrl, 'postgres')]) {
    const client = new pg.Client({ connectionString: url });
    try {
      await client.connect();
    } catch (error) {
      await client.end().catch(() => undefined);
      if ((error as { code?: string }).code === '3D000') continue; // that database does not exist
      throw error;
    }
    try {
      await client.query(statement);
      return;
    } finally {
      await client.end();
    }
  }
  throw new Error(`Cannot reach a maintenance database on ${serverUrl}`);
};

/** A fresh, empty database with a random name; `drop()` removes it. */
export const createTestDatabase = async () => {
  const serverUrl = inject('testDatabaseServerUrl');
  const name = `coachboard_test_${crypto.randomBytes(6).toString('hex')}`;
  await onServer(serverUrl, `create database "${name}"`);
  return {
    url: withDatabase(serverUrl, name),
    drop: () => onServer(serverUrl, `drop database if exists "${name}" with (force)`),
  };
};

import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { AddressInfo } from 'node:net';
import S3rver from '@20minutes/s3rver';
import type { StorageConfig } from '../../src/config.js';

export interface TestS3Server {
  /** The storage settings of a bucket on it, as STORAGE_URL and the S3_* variables would give them. */
  storage: (prefix?: string) => Extract<StorageConfig, { kind: 's3' }>;
  /** The same as environment variables, for a server started as a process. */
  env: (prefix?: string) => Record<string, string>;
  /** The directory the server keeps its objects in (to look behind the API's back). */
  directory: string;
  bucket: string;
  stop: () => Promise<void>;
}

/**
 * A real S3-compatible server in this process (the maintained s3rver fork from npm), on a free port with a
 * throwaway directory: strict SigV4 signatures, real HTTP, real objects on disk.
 */
export const startS3Server = async (bucket = 'coachboard-test'): Promise<TestS3Server> => {
  const directory = fs.mkdtempSync(path.join(os.tmpdir(), 'coachboard-s3-'));
  const server = new S3rver({
    address: '127.0.0.1',
    port: 0,
    silent: true,
    directory,
    configureBuckets: [{ name: bucket, configs: [] }],
  });
  const address = (await server.run()) as AddressInfo;
  const endpoint = `http://127.0.0.1:${address.port}`;
  const storage = (prefix = '') => ({
    kind: 's3' as const,
    bucket,
    prefix,
    region: 'us-east-1',
    endpoint,
    forcePathStyle: true,
    // s3rver's one account.
    credentials: { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' },
  });
  return {
    storage,
    env: (prefix = '') => ({
      STORAGE_URL: `s3://${bucket}${prefix ? `/${prefix}` : ''}`,
      S3_ENDPOINT: endpoint,
      S3_REGION: 'us-east-1',
      S3_ACCESS_KEY_ID: 'S3RVER',
      S3_SECRET_ACCESS_KEY: 'S3RVER',
      S3_FORCE_PATH_STYLE: 'true',
    }),
    directory,
    bucket,
    stop: async () => {
      await server.close();
      fs.rmSync(directory, { recursive: true, force: true });
    },
  };
};

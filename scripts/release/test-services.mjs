// What the release test runs the artifact against: an S3 server in the test's process and a database of its own.
import S3rver from '@20minutes/s3rver';
import pg from 'pg';

/** s3rver (strict SigV4, real HTTP, objects on disk in `directory`) with one bucket, on a free port. */
export const startS3Server = async ({ bucket, directory }) => {
  const server = new S3rver({
    address: '127.0.0.1',
    port: 0,
    silent: true,
    directory,
    configureBuckets: [{ name: bucket, configs: [] }],
  });
  const { port } = await server.run();
  return {
    endpoint: `http://127.0.0.1:${port}`,
    // s3rver's one account.
    credentials: { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' },
    stop: () => server.close(),
  };
};

/** A new, empty database on the server of `serverUrl`; `drop` removes it, connections and all. */
export const createDatabase = async (serverUrl) => {
  const name = `coachboard_release_${process.pid}_${Date.now()}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: async () => {
      await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await admin.end();
    },
  };
};
